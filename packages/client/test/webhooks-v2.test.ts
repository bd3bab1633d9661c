import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as v1 from "../src/index.js";
import { type Event, signWebhook, verifyWebhook, WebhookVerificationError } from "../src/v2/index.js";
import { deliveredEvent, newSecret } from "./webhook-fixtures.js";

/** A realistic `message.delivered` payload of v2, shaped by the generated v2 types. */
const deliveredV2: Event = {
  id: "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F",
  object: "event",
  type: "message.delivered",
  created_at: "2026-11-22T10:15:31.480Z",
  api_version: "v2",
  data: {
    object: {
      id: "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
      object: "message",
      status: "delivered",
      to: "+919000000001",
      template_id: "tmpl_otp",
      category: "otp",
      mode: "test",
      encoding: "gsm7",
      segments: 1,
      credits_used: 1,
      submitted_at: "2026-11-22T10:15:30.000Z",
      updated_at: "2026-11-22T10:15:31.480Z",
      status_history: [{ status: "queued", at: "2026-11-22T10:15:30.000Z" }],
      error: null,
      idempotency_key: null,
    },
    previous_status: "sent",
    sequence: 4,
  },
};

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe("verifyWebhook of @sms-api/client/v2", () => {
  it("returns a v2 event, narrowed by its type, for a delivery signed by standardwebhooks", async () => {
    const secret = newSecret();
    const body = JSON.stringify(deliveredV2);
    const timestamp = new Date();
    const signature = new Webhook(secret).sign(deliveredV2.id, timestamp, body);
    const headers = {
      "webhook-id": deliveredV2.id,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const event = await verifyWebhook(body, headers, secret);
    if (event.type !== "message.delivered") throw new Error(`unexpected ${event.type}`);
    expect(event.data.object.status).toBe("delivered");
    expect(event.data.previous_status).toBe("sent");
  });

  it("refuses a v1 event (an endpoint pinned to v1) with api_version_mismatch, and says what to do", async () => {
    const secret = newSecret();
    const signed = await signWebhook({ id: "evt_1", body: deliveredEvent, secret });
    expect(await reasonOf(verifyWebhook(signed.body, signed.headers, secret))).toBe("api_version_mismatch");
    const error = await verifyWebhook(signed.body, signed.headers, secret).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/rendered for API v1.*"@sms-api\/client".*api_version to v2/);
    await expect(v1.verifyWebhook(signed.body, signed.headers, secret)).resolves.toMatchObject({
      type: "sms.delivered",
    });
  });

  it("is refused by v1's verifyWebhook, which names the v2 helper", async () => {
    const secret = newSecret();
    const signed = await signWebhook({ id: deliveredV2.id, body: deliveredV2, secret });
    const error = await v1.verifyWebhook(signed.body, signed.headers, secret).catch((e: Error) => e);
    expect(error).toMatchObject({ reason: "api_version_mismatch" });
    expect((error as Error).message).toContain('"@sms-api/client/v2"');
  });

  it("checks the signature before the version: a forged v1 body is no_matching_signature", async () => {
    const signed = await signWebhook({ id: "evt_1", body: deliveredEvent, secret: newSecret() });
    expect(await reasonOf(verifyWebhook(signed.body, signed.headers, newSecret()))).toBe(
      "no_matching_signature",
    );
  });
});
