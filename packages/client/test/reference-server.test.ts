import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmsClient, paginate, SmsApiError, type SmsClient, verifyWebhook } from "../src/index.js";
import { type ReferenceServer, startReferenceServer } from "./reference-server.js";
import { startWebhookReceiver } from "./webhook-receiver.js";

const DEMO_KEY = "sk_test_demo_0123456789abcdef";
const otp = (to: string) => ({ to, template_id: "tmpl_otp", variables: ["482913", "10"] });

let server: ReferenceServer;
let client: SmsClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startReferenceServer(), startWebhookReceiver()]);
  client = createSmsClient({ baseUrl: server.baseUrl, apiKey: DEMO_KEY, maxRetries: 0 });
}, 150_000);
afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
});

async function errorOf(promise: Promise<unknown>): Promise<SmsApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsApiError);
  return error as SmsApiError;
}

describe("against the reference server", () => {
  it("streams events (stream.opened first), resumes after lastEventId, and throws SmsApiError for an unknown id", async () => {
    const first = client.events.stream({ types: ["sms.sent", "sms.delivered"] });
    const opened = await first.next();
    expect(opened.value).toMatchObject({ event: "stream.opened" });
    const { data: sent } = await client.sms.send(otp("919000000001"));
    const sentEvent = (await first.next()).value;
    expect(sentEvent).toMatchObject({
      event: "sms.sent",
      data: { type: "sms.sent", data: { message_id: sent.message_id } },
    });
    expect(sentEvent?.id).toBe(
      sentEvent?.data && "event_id" in sentEvent.data ? sentEvent.data.event_id : "",
    );
    await first.return();
    // Resumed after the sent event: the delivered one follows, nothing before it.
    const resumed = client.events.stream(
      { types: ["sms.delivered"] },
      { lastEventId: String(sentEvent?.id) },
    );
    expect((await resumed.next()).value).toMatchObject({
      event: "stream.opened",
      data: { after_event_id: sentEvent?.id },
    });
    expect((await resumed.next()).value).toMatchObject({
      event: "sms.delivered",
      data: { data: { message_id: sent.message_id } },
    });
    await resumed.return();
    // The start position (a stream's id before any event) resumes from the first event.
    const start = "evt_00000000000000000000000000";
    const fromStart = client.events.stream({ types: ["sms.sent"] }, { lastEventId: start });
    expect((await fromStart.next()).value).toEqual({
      id: start,
      event: "stream.opened",
      data: { after_event_id: null },
    });
    expect((await fromStart.next()).value).toMatchObject({ event: "sms.sent" });
    await fromStart.return();
    // Any other id the account and mode lack is refused.
    const refused = await errorOf(
      client.events.stream({}, { lastEventId: "evt_7ZZZZZZZZZZZZZZZZZZZZZZZZZ" }).next(),
    );
    expect(refused).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("reads the account, templates (paginated) and one template", async () => {
    const { data: account } = await client.account.get();
    expect(account).toMatchObject({ mode: "test" });
    expect(account.balance).toBeTypeOf("number");
    const ids = [];
    for await (const template of paginate(client.templates.list, { limit: 2 }))
      ids.push(template.template_id);
    expect(ids).toContain("tmpl_otp");
    expect(ids.length).toBeGreaterThan(2);
    const { data: template } = await client.templates.get("tmpl_otp");
    expect(template.variable_count).toBe(2);
  });

  it("sends with a generated idempotency key, reads the status until delivered, lists it", async () => {
    const { data: sent } = await client.sms.send(otp("919000000001"));
    expect(sent.status).toBe("queued");
    expect(sent.idempotency_key).toMatch(/^[A-Za-z0-9._:-]{1,255}$/);
    let status = sent.status;
    for (let i = 0; i < 50 && status !== "delivered"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await client.sms.get(sent.message_id)).data.status;
    }
    expect(status).toBe("delivered");
    const { data: page } = await client.sms.list({ status: "delivered", limit: 100 });
    expect(page.map((m) => m.message_id)).toContain(sent.message_id);
  });

  it("replays a send with the caller's idempotency key instead of sending twice", async () => {
    const key = `order-${Date.now()}`;
    const first = await client.sms.send(otp("919000000001"), { idempotencyKey: key });
    const again = await client.sms.send(otp("919000000001"), { idempotencyKey: key });
    expect(again.data.message_id).toBe(first.data.message_id);
    const reused = await errorOf(client.sms.send(otp("919000000002"), { idempotencyKey: key }));
    expect(reused).toMatchObject({ status: 422, code: "idempotency_key_reused" });
  });

  it("cancels a queued message; a second cancel is 409 message_not_cancellable", async () => {
    const { data: sent } = await client.sms.send(otp("919000000006"));
    const { data: cancelled } = await client.sms.cancel(sent.message_id);
    expect(cancelled.status).toBe("cancelled");
    const again = await errorOf(client.sms.cancel(sent.message_id));
    expect(again).toMatchObject({ status: 409, code: "message_not_cancellable" });
  });

  it("pages through messages with real cursors", async () => {
    await client.sms.send(otp("919000000001"));
    await client.sms.send(otp("919000000001"));
    const seen = new Set<string>();
    let pages = 0;
    const list: typeof client.sms.list = async (query, call) => {
      pages++;
      return client.sms.list(query, call);
    };
    for await (const message of paginate(list, { limit: 1 })) seen.add(message.message_id);
    expect(pages).toBeGreaterThan(2);
    // One item per page: every page but possibly an empty last one held exactly one message.
    expect(seen.size).toBeGreaterThanOrEqual(pages - 1);
    const { data: all } = await client.sms.list({ limit: 100 });
    expect([...seen].sort()).toEqual(all.map((m) => m.message_id).sort());
  });

  it("turns the server's problems into SmsApiError with code, detail, request_id and field errors", async () => {
    const missing = await errorOf(client.templates.get("tmpl_missing"));
    expect(missing).toMatchObject({ status: 404, code: "template_not_found" });
    expect(missing.request_id).toMatch(/^req_/);
    expect(missing.request_id).toBe(missing.headers.get("x-request-id"));
    const mismatch = await errorOf(
      client.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: ["1"] }),
    );
    expect(mismatch).toMatchObject({ status: 422, code: "variable_count_mismatch" });
    // A body the types forbid (an unknown field) is what a caller without types could send.
    const invalid = await errorOf(client.sms.send({ ...otp("919000000001"), colour: "red" } as never));
    expect(invalid).toMatchObject({ status: 400, code: "invalid_request" });
    expect(invalid.errors.map((e) => e.field)).toContain("/colour");
    const badKey = createSmsClient({
      baseUrl: server.baseUrl,
      apiKey: "sk_test_nobody_000000000000",
      maxRetries: 0,
    });
    const unauthorized = await errorOf(badKey.account.get());
    expect(unauthorized).toMatchObject({ status: 401, code: "invalid_api_key" });
    expect(unauthorized.message).not.toContain("sk_test_nobody");
  });

  it("manages a webhook endpoint and verifies real deliveries, across a secret rotation", async () => {
    const { data: created } = await client.webhooks.create({
      url: receiver.url,
      events: ["*"],
      description: "client test",
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect((await client.webhooks.get(created.webhook_id)).data.url).toBe(receiver.url);
    expect((await client.webhooks.list()).data.map((w) => w.webhook_id)).toContain(created.webhook_id);
    const { data: updated } = await client.webhooks.update(created.webhook_id, { description: "renamed" });
    expect(updated.description).toBe("renamed");

    const { data: testEvent } = await client.webhooks.test(created.webhook_id);
    const delivery = await receiver.waitFor((w) => w.headers["webhook-id"] === testEvent.event_id);
    const event = await verifyWebhook(delivery.body, delivery.headers, created.secret);
    expect(event.type).toBe("webhook.test");
    if (event.type === "webhook.test") expect(event.data.webhook_id).toBe(created.webhook_id);
    expect((await client.events.get(testEvent.event_id)).data.type).toBe("webhook.test");
    const events = await client.events.list({ type: "webhook.test" });
    expect(events.data.map((e) => e.event_id)).toContain(testEvent.event_id);

    const { data: rotated } = await client.webhooks.rotateSecret(created.webhook_id);
    expect(rotated.secret).not.toBe(created.secret);
    const { data: second } = await client.webhooks.test(created.webhook_id);
    const rotatedDelivery = await receiver.waitFor((w) => w.headers["webhook-id"] === second.event_id);
    await expect(
      verifyWebhook(rotatedDelivery.body, rotatedDelivery.headers, rotated.secret),
    ).resolves.toBeDefined();
    await expect(
      verifyWebhook(rotatedDelivery.body, rotatedDelivery.headers, created.secret),
    ).resolves.toBeDefined();

    const from = receiver.received.length;
    const { data: sent } = await client.sms.send(otp("919000000001"));
    const deliveredWebhook = await receiver.waitFor(
      (w) => w.body.includes(sent.message_id) && w.body.includes('"sms.delivered"'),
      from,
    );
    const delivered = await verifyWebhook(deliveredWebhook.body, deliveredWebhook.headers, rotated.secret);
    if (delivered.type !== "sms.delivered") throw new Error(`got ${delivered.type}`);
    expect(delivered.data).toMatchObject({ message_id: sent.message_id, status: "delivered" });

    await client.webhooks.delete(created.webhook_id);
    expect(await errorOf(client.webhooks.get(created.webhook_id))).toMatchObject({
      code: "webhook_not_found",
    });
  });
});
