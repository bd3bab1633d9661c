import { verifyWebhook } from "@sms-api/client";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";
import { payloadErrors, webhookPayloadValidators } from "./support/payload-schemas.js";
import { type ReceivedWebhook, TestReceiver } from "./support/receiver.js";

let server: TestServer;
const receivers: TestReceiver[] = [];
const validators = webhookPayloadValidators();

beforeAll(async () => {
  server = await startTestServer({
    env: { ALLOW_INSECURE_WEBHOOKS: "true", WEBHOOK_RETRY_SCHEDULE: "1,1,1" },
  });
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
  await Promise.all(receivers.map((r) => r.close()));
});

async function newReceiver(): Promise<TestReceiver> {
  const receiver = await new TestReceiver().start();
  receivers.push(receiver);
  return receiver;
}

async function register(
  url: string,
  events: string[] = ["*"],
): Promise<{ webhook_id: string; secret: string }> {
  const res = await server.call("POST", "/v1/webhooks", { key: KEYS.test, body: { url, events } });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

async function send(to: string): Promise<string> {
  const res = await server.call("POST", "/v1/sms/send", {
    key: KEYS.test,
    body: { to, template_id: "tmpl_otp", variables: ["123456", "10"] },
  });
  expect(res.status).toBe(202);
  return (await res.json()).data.message_id;
}

async function testEvent(webhookId: string): Promise<string> {
  const res = await server.call("POST", `/v1/webhooks/${webhookId}/test`, { key: KEYS.test });
  expect(res.status).toBe(202);
  return (await res.json()).data.event_id;
}

/**
 * Checks a delivery with both verifiers and the contract, and that its `webhook-timestamp` is the time its
 * attempt was recorded with (the server's clock, not the test's); returns its parsed payload.
 */
async function verified(got: ReceivedWebhook, secret: string | string[], webhookId: string, attempt = 1) {
  const headers = got.headers as Record<string, string>;
  for (const s of typeof secret === "string" ? [secret] : secret) {
    expect(() => new Webhook(s).verify(got.body, headers)).not.toThrow();
  }
  const payload = await verifyWebhook(got.body, got.headers, secret);
  expect(payloadErrors(validators, payload)).toEqual([]);
  expect(headers["content-type"]).toBe("application/json");
  expect(headers["webhook-id"]).toMatch(/^evt_/);
  const record = await eventuallyValue(async () =>
    (await server.stores.deliveries.attempts(headers["webhook-id"] ?? "", webhookId)).find(
      (a) => a.attempt === attempt,
    ),
  );
  expect(headers["webhook-timestamp"]).toBe(String(Math.floor(Date.parse(record.attempted_at) / 1000)));
  return payload as { type: string; timestamp: string; data: Record<string, unknown> };
}

const PATHS: Record<string, string[]> = {
  "919000000001": ["processing", "submitted", "sent", "delivered"],
  "919000000002": ["processing", "submitted", "undelivered"],
  "919000000003": ["processing", "submitted", "rejected"],
  "919000000004": ["processing", "submitted", "failed"],
  "919000000005": ["processing", "submitted", "sent", "expired"],
};

describe("webhook delivery from a real server to a real receiver", () => {
  it("delivers every event type, signed, matching the contract and the stored events, in sequence order", async () => {
    const receiver = await newReceiver();
    const all = await register(receiver.url("/all"));
    const onlyDelivered = await register(receiver.url("/delivered"), ["sms.delivered"]);

    const messages = new Map<string, string>();
    for (const to of Object.keys(PATHS)) messages.set(await send(to), to);
    const held = await send("919000000006");
    const cancel = await server.call("POST", `/v1/sms/${held}/cancel`, { key: KEYS.test });
    expect(cancel.status).toBe(200);
    const testId = await testEvent(all.webhook_id);

    const expectedAll = Object.values(PATHS).reduce((n, p) => n + p.length, 0) + 2;
    await receiver.waitFor(
      (r) =>
        r.filter((x) => x.path === "/all").length >= expectedAll && r.some((x) => x.path === "/delivered"),
      20_000,
    );
    // Nothing more is coming: no duplicates in the happy path.
    await new Promise((r) => setTimeout(r, 300));
    const toAll = receiver.received.filter((r) => r.path === "/all");
    expect(toAll).toHaveLength(expectedAll);
    expect(new Set(toAll.map((r) => r.headers["webhook-id"])).size).toBe(expectedAll);

    const payloads = [];
    for (const got of toAll)
      payloads.push({
        id: String(got.headers["webhook-id"]),
        ...(await verified(got, all.secret, all.webhook_id)),
      });
    expect(new Set(payloads.map((p) => p.type))).toEqual(new Set([...validators.keys()]));

    // Each delivery is the stored event: webhook-id = event_id, same type, same data.
    const listed = await (await server.call("GET", "/v1/events?limit=100", { key: KEYS.test })).json();
    const stored = new Map(listed.data.map((e: { event_id: string }) => [e.event_id, e]));
    for (const p of payloads) {
      expect(stored.get(p.id)).toMatchObject({
        event_id: p.id,
        type: p.type,
        created_at: p.timestamp,
        data: p.data,
      });
    }
    expect(payloads.find((p) => p.id === testId)?.data).toEqual({
      webhook_id: all.webhook_id,
      message: "This is a test event from the SMS API.",
    });

    // Per message: arrival order is sequence order, and the statuses walk the lifecycle.
    for (const [messageId, to] of messages) {
      const mine = payloads.filter((p) => p.data.message_id === messageId).map((p) => p.data);
      expect(mine.map((d) => d.sequence)).toEqual(PATHS[to]?.map((_, i) => i + 1));
      expect(mine.map((d) => d.status)).toEqual(PATHS[to]);
      expect(mine.map((d) => d.previous_status)).toEqual(["queued", ...(PATHS[to]?.slice(0, -1) ?? [])]);
      expect(mine.every((d) => d.to === to)).toBe(true);
    }
    const cancelled = payloads.filter((p) => p.data.message_id === held);
    expect(
      cancelled.map((p) => [p.type, p.data.sequence, p.data.previous_status, p.data.credits_used]),
    ).toEqual([["sms.cancelled", 1, "queued", 0]]);
    const rejected = payloads.find((p) => p.type === "sms.rejected");
    expect(rejected?.data.error).toMatchObject({ code: "dnd_blocked", permanent: true });

    // The filtered endpoint got only its type, and not the test event of another endpoint.
    const toDelivered = receiver.received.filter((r) => r.path === "/delivered");
    for (const got of toDelivered)
      expect((await verified(got, onlyDelivered.secret, onlyDelivered.webhook_id)).type).toBe(
        "sms.delivered",
      );
    expect(toDelivered).toHaveLength(1);
  });

  it("retries after 5xx with the same webhook-id and body, and records every attempt", async () => {
    const receiver = await newReceiver();
    receiver.replies = [{ status: 500 }, { status: 502 }];
    const endpoint = await register(receiver.url());
    const eventId = await testEvent(endpoint.webhook_id);
    await receiver.waitFor((r) => r.length >= 3);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([eventId, eventId, eventId]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    for (const [i, got] of receiver.received.entries())
      await verified(got, endpoint.secret, endpoint.webhook_id, i + 1);
    // WEBHOOK_RETRY_SCHEDULE=1 second, ±10%.
    const gaps = receiver.received.slice(1).map((r, i) => r.at - (receiver.received[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(850);

    const queue = server.stores.deliveries;
    const attempts = await eventuallyValue(async () => {
      const list = await queue.attempts(eventId, endpoint.webhook_id);
      return list.length === 3 ? list : undefined;
    });
    expect(attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, "HTTP 500"],
      [2, 502, "HTTP 502"],
      [3, 204, null],
    ]);
    for (const a of attempts) expect(a.latency_ms).toBeGreaterThanOrEqual(0);
    expect(await queue.state(eventId, endpoint.webhook_id)).toMatchObject({
      state: "succeeded",
      attempts: 3,
    });
  });

  it("honours Retry-After on 503 instead of the schedule", async () => {
    const receiver = await newReceiver();
    receiver.replies = [{ status: 503, headers: { "retry-after": "3" } }];
    const endpoint = await register(receiver.url());
    await testEvent(endpoint.webhook_id);
    await receiver.waitFor((r) => r.length >= 2, 8000);
    const [first, second] = receiver.received;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(2900);
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
  });

  it("disables an endpoint that answers 410 (gone), and delivers its parked event once re-enabled", async () => {
    const receiver = await newReceiver();
    receiver.replies = [{ status: 410 }];
    const endpoint = await register(receiver.url());
    const eventId = await testEvent(endpoint.webhook_id);
    await receiver.waitFor((r) => r.length >= 1);
    const path = `/v1/webhooks/${endpoint.webhook_id}`;
    const disabled = await eventuallyValue(async () => {
      const data = (await (await server.call("GET", path, { key: KEYS.test })).json()).data;
      return data.enabled === false ? data : undefined;
    });
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: "gone" });
    // A disabled endpoint gets nothing: not new events, not retries.
    await send("919000000001");
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received).toHaveLength(1);

    const enabled = await server.call("PATCH", path, { key: KEYS.test, body: { enabled: true } });
    expect((await enabled.json()).data).toMatchObject({ enabled: true, disabled_reason: null });
    await receiver.waitFor((r) => r.length >= 2);
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(eventId);
  });

  it("signs with the old and the new secret after a rotation", async () => {
    const receiver = await newReceiver();
    const endpoint = await register(receiver.url());
    const rotated = await server.call("POST", `/v1/webhooks/${endpoint.webhook_id}/rotate-secret`, {
      key: KEYS.test,
    });
    const { secret } = (await rotated.json()).data;
    await testEvent(endpoint.webhook_id);
    const [got] = await receiver.waitFor((r) => r.length >= 1);
    if (!got) throw new Error("no delivery");
    expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    await verified(got, endpoint.secret, endpoint.webhook_id);
    await verified(got, secret, endpoint.webhook_id);
    await verified(got, [secret, endpoint.secret], endpoint.webhook_id);
  });
});

async function eventuallyValue<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}
