import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook, WebhookVerificationError } from "../src/index.js";
import { deliveredEvent, newSecret } from "./webhook-fixtures.js";

const body = JSON.stringify(deliveredEvent);

async function signed(secret: string | string[] = newSecret(), timestamp = new Date()) {
  return {
    secret,
    ...(await signWebhook({ id: "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F", body, secret, timestamp })),
  };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe("verifyWebhook", () => {
  it("returns the event, narrowed by its type", async () => {
    const { headers, secret } = await signed();
    const event = await verifyWebhook(body, new Headers(headers), secret);
    if (event.type !== "sms.delivered") throw new Error(`unexpected ${event.type}`);
    expect(event.data.status).toBe("delivered");
  });

  it.each(["webhook-id", "webhook-timestamp", "webhook-signature"])(
    "names a missing %s header",
    async (name) => {
      const { headers, secret } = await signed();
      const partial: Record<string, string> = { ...headers };
      delete partial[name];
      const error = await verifyWebhook(body, partial, secret).catch((e: WebhookVerificationError) => e);
      expect(error).toMatchObject({ reason: "missing_header" });
      expect((error as Error).message).toContain(name);
    },
  );

  it("reads headers case-insensitively from a Node-style object", async () => {
    const { headers, secret } = await signed();
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    await expect(verifyWebhook(body, upper, secret)).resolves.toMatchObject({ type: "sms.delivered" });
  });

  it("refuses a timestamp outside the tolerance, in the past or the future", async () => {
    const old = await signed(newSecret(), new Date(Date.now() - 301_000));
    const error = await verifyWebhook(body, old.headers, old.secret).catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "timestamp_out_of_tolerance" });
    expect((error as Error).message).toMatch(/in the past.*300 s/);
    const future = await signed(newSecret(), new Date(Date.now() + 400_000));
    expect(await reasonOf(verifyWebhook(body, future.headers, future.secret))).toBe(
      "timestamp_out_of_tolerance",
    );
    await expect(
      verifyWebhook(body, old.headers, old.secret, { toleranceSeconds: 600 }),
    ).resolves.toMatchObject({ type: "sms.delivered" });
  });

  it("refuses a timestamp that is not Unix seconds", async () => {
    const { headers, secret } = await signed();
    const bad = { ...headers, "webhook-timestamp": "2026-11-22T10:15:31Z" };
    expect(await reasonOf(verifyWebhook(body, bad, secret))).toBe("invalid_timestamp");
  });

  it("refuses a re-serialized body and asks whether it is the raw body", async () => {
    const { headers, secret } = await signed();
    const reserialized = JSON.stringify(JSON.parse(body), null, 2);
    const error = await verifyWebhook(reserialized, headers, secret).catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "no_matching_signature" });
    expect((error as Error).message).toContain("raw request body");
  });

  it("refuses an already parsed body with a hint for Express", async () => {
    const { headers, secret } = await signed();
    const error = await verifyWebhook(JSON.parse(body), headers, secret).catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "invalid_body" });
    expect((error as Error).message).toContain("express.raw");
  });

  it("accepts any one of several signatures (rotation) and either secret on the receiver side", async () => {
    const [old, current] = [newSecret(), newSecret()];
    const { headers } = await signed([old, current]);
    await expect(verifyWebhook(body, headers, current)).resolves.toMatchObject({ type: "sms.delivered" });
    await expect(verifyWebhook(body, headers, old)).resolves.toMatchObject({ type: "sms.delivered" });
    const onlyOld = await signed(old);
    await expect(verifyWebhook(body, onlyOld.headers, [current, old])).resolves.toMatchObject({
      type: "sms.delivered",
    });
    expect(await reasonOf(verifyWebhook(body, headers, newSecret()))).toBe("no_matching_signature");
  });

  it("ignores signature versions it does not know and malformed entries", async () => {
    const { headers, secret } = await signed();
    const mixed = {
      ...headers,
      "webhook-signature": `v2,abc v1,!!!notbase64 ${headers["webhook-signature"]}`,
    };
    await expect(verifyWebhook(body, mixed, secret)).resolves.toMatchObject({ type: "sms.delivered" });
  });

  it("refuses a tampered id (the id is signed too)", async () => {
    const { headers, secret } = await signed();
    const tampered = { ...headers, "webhook-id": "evt_other" };
    expect(await reasonOf(verifyWebhook(body, tampered, secret))).toBe("no_matching_signature");
  });

  it("refuses an invalid secret without echoing it", async () => {
    const { headers } = await signed();
    const error = await verifyWebhook(body, headers, "whsec_%%%secret-value%%%").catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "invalid_secret" });
    expect((error as Error).message).not.toContain("secret-value");
  });

  it("refuses a correctly signed body that is not an event", async () => {
    const secret = newSecret();
    const notJson = await signWebhook({ id: "evt_3", body: "hello", secret });
    expect(await reasonOf(verifyWebhook("hello", notJson.headers, secret))).toBe("invalid_payload");
    const notEvent = await signWebhook({ id: "evt_4", body: "[1,2]", secret });
    expect(await reasonOf(verifyWebhook("[1,2]", notEvent.headers, secret))).toBe("invalid_payload");
  });
});
