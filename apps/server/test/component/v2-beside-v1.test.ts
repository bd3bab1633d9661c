// v2 (preview) beside v1 over one data set (issue 18, api-v2.md): each version's form on the real server,
// with responses validated against each version's own document, and data made through one read through the other.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectV2Problem } from "../support/problem.js";
import { KEYS } from "../support/test-fixture.js";
import { eventually, startTestServer, type TestServer } from "../support/test-server.js";
import { payloadErrors, webhookPayloadValidators } from "../webhooks/support/payload-schemas.js";
import { TestReceiver } from "../webhooks/support/receiver.js";

let server: TestServer;
const receivers: TestReceiver[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { ALLOW_INSECURE_WEBHOOKS: "true" } });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
  await Promise.all(receivers.map((r) => r.close()));
});

const OTP = { template_id: "tmpl_otp", variables: ["123456", "10"] };
type Json = Record<string, unknown>;

async function json(res: Response, status: number): Promise<Json> {
  const body = (await res.json()) as Json;
  expect({ status: res.status, body }).toMatchObject({ status });
  return body;
}

describe("messages through v2", () => {
  it("sends with a +E.164 recipient: 202, Location under /v2, the message itself with id and object", async () => {
    const res = await server.call("POST", "/v2/messages", {
      key: KEYS.test,
      body: { to: "+919000000001", ...OTP },
    });
    const message = await json(res, 202);
    expect(message).toMatchObject({ object: "message", status: "queued", to: "+919000000001" });
    expect(message).not.toHaveProperty("success");
    expect(res.headers.get("location")).toBe(`/v2/messages/${message.id}`);
  });

  it("refuses the v1 form of a recipient with invalid_recipient, showing the right form", async () => {
    const res = await server.call("POST", "/v2/messages", {
      key: KEYS.test,
      body: { to: "919000000001", ...OTP },
    });
    const problem = await expectV2Problem(res, 422, "invalid_recipient");
    expect(problem.detail).toContain("+919000000001");
  });

  it("refuses X-Idempotency-Key with 400 invalid_idempotency_key naming Idempotency-Key", async () => {
    const res = await server.call("POST", "/v2/messages", {
      key: KEYS.test,
      body: { to: "+919000000001", ...OTP },
      headers: { "x-idempotency-key": "v2-old-header" },
    });
    expect((await expectV2Problem(res, 400, "invalid_idempotency_key")).detail).toContain("Idempotency-Key");
  });

  it("replays an Idempotency-Key in v2's form; the same key through v1 is a different key", async () => {
    const send = (path: string, to: string) =>
      server.call("POST", path, {
        key: KEYS.test,
        body: { to, ...OTP },
        headers: { "idempotency-key": "both-1" },
      });
    const first = await json(await send("/v2/messages", "+919000000002"), 202);
    const again = await send("/v2/messages", "+919000000002");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(again, 202)).toEqual(first);
    const v1 = await json(await send("/v1/sms/send", "919000000002"), 202);
    expect((v1.data as Json).message_id).not.toBe(first.id);
  });

  it("a v1 send reads through v2 and a v2 send through v1; lists are v2 lists", async () => {
    const v1 = await json(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: { to: "919000000001", ...OTP } }),
      202,
    );
    const id = (v1.data as Json).message_id as string;
    const read = await json(await server.call("GET", `/v2/messages/${id}`, { key: KEYS.test }), 200);
    expect(read).toMatchObject({ id, object: "message", to: "+919000000001" });

    const v2 = await json(
      await server.call("POST", "/v2/messages", { key: KEYS.test, body: { to: "+919000000001", ...OTP } }),
      202,
    );
    const back = await json(await server.call("GET", `/v1/sms/${v2.id}`, { key: KEYS.test }), 200);
    expect(back).toMatchObject({ success: true, data: { message_id: v2.id, to: "919000000001" } });

    const page = await json(await server.call("GET", "/v2/messages?limit=1", { key: KEYS.test }), 200);
    expect(page).toMatchObject({ object: "list", has_more: true, data: [{ object: "message" }] });
    expect(typeof page.next_cursor).toBe("string");
  });

  it("cancels through v2 what v1 sent, and v1 sees it cancelled", async () => {
    const v1 = await json(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: { to: "919000000006", ...OTP } }),
      202,
    );
    const id = (v1.data as Json).message_id as string;
    const cancelled = await json(
      await server.call("POST", `/v2/messages/${id}/cancel`, { key: KEYS.test }),
      200,
    );
    expect(cancelled).toMatchObject({ id, status: "cancelled", credits_used: 0 });
    const seen = await json(await server.call("GET", `/v1/sms/${id}`, { key: KEYS.test }), 200);
    expect(seen).toMatchObject({ data: { status: "cancelled" } });
  });

  it("answers unknown messages and bad bodies in v2's problem form", async () => {
    await expectV2Problem(
      await server.call("GET", "/v2/messages/msg_nope", { key: KEYS.test }),
      404,
      "message_not_found",
    );
    await expectV2Problem(
      await server.call("POST", "/v2/messages", { key: KEYS.test, body: { to: "+919000000001" } }),
      400,
      "invalid_request",
    );
    await expectV2Problem(await server.call("GET", "/v2/account"), 401, "unauthenticated");
  });
});

describe("templates, account and events through v2", () => {
  it("renders the template, the account and the events in v2's form", async () => {
    const template = await json(await server.call("GET", "/v2/templates/tmpl_otp", { key: KEYS.test }), 200);
    expect(template).toMatchObject({ id: "tmpl_otp", object: "template" });
    const account = await json(await server.call("GET", "/v2/account", { key: KEYS.test }), 200);
    expect(account).toMatchObject({ object: "account", mode: "test" });
    const sent = await json(
      await server.call("POST", "/v2/messages", { key: KEYS.test, body: { to: "+919000000001", ...OTP } }),
      202,
    );
    const events = await eventually(async () => {
      const page = await json(
        await server.call("GET", "/v2/events?type=message.delivered&limit=100", { key: KEYS.test }),
        200,
      );
      const list = page.data as Json[];
      return list.some((e) => ((e.data as Json).object as Json).id === sent.id) ? list : undefined;
    });
    const delivered = events.find((e) => ((e.data as Json).object as Json).id === sent.id) as Json;
    expect(delivered).toMatchObject({
      object: "event",
      type: "message.delivered",
      api_version: "v2",
      data: {
        object: { object: "message", status: "delivered", to: "+919000000001" },
        previous_status: "sent",
      },
    });
    const one = await json(await server.call("GET", `/v2/events/${delivered.id}`, { key: KEYS.test }), 200);
    expect(one).toEqual(delivered);
    const v1 = await json(await server.call("GET", `/v1/events/${delivered.id}`, { key: KEYS.test }), 200);
    expect(v1).toMatchObject({
      data: { event_id: delivered.id, type: "sms.delivered", data: { message_id: sent.id } },
    });
  });
});

describe("webhook endpoints pinned to a version", () => {
  it("a v2 endpoint receives message.* in v2's form and a v1 endpoint sms.*, each signed and valid", async () => {
    const [v1Receiver, v2Receiver] = [await new TestReceiver().start(), await new TestReceiver().start()];
    receivers.push(v1Receiver, v2Receiver);
    const v1Endpoint = (
      await json(
        await server.call("POST", "/v1/webhooks", {
          key: KEYS.test,
          body: { url: v1Receiver.url(), events: ["*"] },
        }),
        201,
      )
    ).data as Json;
    const v2Endpoint = await json(
      await server.call("POST", "/v2/webhooks", {
        key: KEYS.test,
        body: { url: v2Receiver.url(), events: ["message.delivered", "message.sent"] },
      }),
      201,
    );
    expect(v2Endpoint).toMatchObject({
      object: "webhook_endpoint",
      api_version: "v2",
      events: ["message.delivered", "message.sent"],
    });
    expect(v1Endpoint).toMatchObject({ api_version: "v1" });
    // The v2 endpoint, read through v1, shows its pin and its subscription in v1's names.
    const seenByV1 = await json(
      await server.call("GET", `/v1/webhooks/${v2Endpoint.id}`, { key: KEYS.test }),
      200,
    );
    expect(seenByV1).toMatchObject({ data: { api_version: "v2", events: ["sms.delivered", "sms.sent"] } });

    const sent = await json(
      await server.call("POST", "/v2/messages", { key: KEYS.test, body: { to: "+919000000001", ...OTP } }),
      202,
    );
    const v2Got = await v2Receiver.waitFor((r) => r.some((w) => w.body.includes('"message.delivered"')));
    const v1Got = await v1Receiver.waitFor((r) => r.some((w) => w.body.includes('"sms.delivered"')));

    const v2Validators = webhookPayloadValidators("v2");
    for (const got of v2Got) {
      const payload = new Webhook(v2Endpoint.secret as string).verify(
        got.body,
        got.headers as Record<string, string>,
      ) as Json;
      expect(payloadErrors(v2Validators, payload)).toEqual([]);
      expect(payload).toMatchObject({
        object: "event",
        api_version: "v2",
        data: { object: { id: sent.id } },
      });
      expect(String(payload.type)).toMatch(/^message\.(sent|delivered)$/);
    }
    const v1Validators = webhookPayloadValidators("v1");
    for (const got of v1Got) {
      const payload = new Webhook(v1Endpoint.secret as string).verify(
        got.body,
        got.headers as Record<string, string>,
      ) as Json;
      expect(payloadErrors(v1Validators, payload)).toEqual([]);
      expect(payload).toMatchObject({ api_version: "v1" });
      expect(String(payload.type)).toMatch(/^sms\./);
    }

    // Moving the v1 endpoint to v2 is one field; its next events come in v2's form.
    const moved = await json(
      await server.call("PATCH", `/v2/webhooks/${v1Endpoint.webhook_id}`, {
        key: KEYS.test,
        body: { api_version: "v2" },
      }),
      200,
    );
    expect(moved).toMatchObject({ api_version: "v2", events: ["*"] });
    const before = v1Receiver.received.length;
    const test = await json(
      await server.call("POST", `/v2/webhooks/${v1Endpoint.webhook_id}/test`, { key: KEYS.test }),
      202,
    );
    expect(test).toMatchObject({
      object: "event",
      type: "webhook.test",
      data: { webhook_endpoint_id: v1Endpoint.webhook_id },
    });
    const [testGot] = (await v1Receiver.waitFor((r) => r.length > before)).slice(before);
    const payload = new Webhook(v1Endpoint.secret as string).verify(
      testGot?.body ?? "",
      testGot?.headers as Record<string, string>,
    );
    expect(payload).toEqual(test);
  });
});
