import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v1 from "../src/index.js";
import {
  createSmsClient,
  paginate,
  type SendMessageRequest,
  SmsApiError,
  type SmsClient,
  verifyWebhook,
  WebhookVerificationError,
} from "../src/v2/index.js";
import { type ReferenceServer, startReferenceServer } from "./reference-server.js";
import { startWebhookReceiver } from "./webhook-receiver.js";

const DEMO_KEY = "sk_test_demo_0123456789abcdef";
const otp = (digits: string): SendMessageRequest => ({
  to: `+${digits}`,
  template_id: "tmpl_otp",
  variables: ["482913", "10"],
});

let server: ReferenceServer;
let client: SmsClient;
let legacy: v1.SmsClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startReferenceServer(), startWebhookReceiver()]);
  client = createSmsClient({ baseUrl: server.baseUrl, apiKey: DEMO_KEY, maxRetries: 0 });
  legacy = v1.createSmsClient({ baseUrl: server.baseUrl, apiKey: DEMO_KEY, maxRetries: 0 });
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

async function statusOf(id: string, wanted: string): Promise<string> {
  let status = "";
  for (let i = 0; i < 50 && status !== wanted; i++) {
    status = (await client.messages.get(id)).status;
    if (status !== wanted) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

describe("the v2 client against the reference server", () => {
  it("reads the account and templates as v2 resources, paginated by the same paginate", async () => {
    const account = await client.account.get();
    expect(account).toMatchObject({ object: "account", mode: "test" });
    const ids = [];
    for await (const template of paginate(client.templates.list, { limit: 2 })) ids.push(template.id);
    expect(ids).toContain("tmpl_otp");
    expect(ids.length).toBeGreaterThan(2);
    expect(await client.templates.get("tmpl_otp")).toMatchObject({ object: "template", variable_count: 2 });
  });

  it("sends (with a generated Idempotency-Key), reads until delivered, lists it, and cancels a queued one", async () => {
    const sent = await client.messages.send(otp("919000000001"));
    expect(sent).toMatchObject({ object: "message", status: "queued", to: "+919000000001" });
    expect(sent.idempotency_key).toMatch(/^[A-Za-z0-9._:-]{1,255}$/);
    expect(await statusOf(sent.id, "delivered")).toBe("delivered");
    const page = await client.messages.list({ status: "delivered", limit: 100 });
    expect(page).toMatchObject({ object: "list", has_more: expect.any(Boolean) });
    expect(page.data.map((m) => m.id)).toContain(sent.id);

    const queued = await client.messages.send(otp("919000000006"));
    expect(await client.messages.cancel(queued.id)).toMatchObject({ id: queued.id, status: "cancelled" });
    const again = await errorOf(client.messages.cancel(queued.id));
    expect(again).toMatchObject({ status: 409, code: "message_not_cancellable" });
    expect(again.problem).not.toHaveProperty("success");
  });

  it("replays a send with the caller's key instead of sending twice", async () => {
    const key = `order-v2-${Date.now()}`;
    const first = await client.messages.send(otp("919000000001"), { idempotencyKey: key });
    const again = await client.messages.send(otp("919000000001"), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    const reused = await errorOf(client.messages.send(otp("919000000002"), { idempotencyKey: key }));
    expect(reused).toMatchObject({ status: 422, code: "idempotency_key_reused" });
  });

  it("gets the server's v2 problems: the v1 recipient form, and v1's idempotency header", async () => {
    const v1Form = await errorOf(
      client.messages.send({ ...otp("919000000001"), to: "919000000001" } as unknown as SendMessageRequest),
    );
    expect(v1Form).toMatchObject({ status: 422, code: "invalid_recipient" });
    expect(v1Form.detail).toContain("+919000000001");
    // A caller without types can still send v1's header through: the server says which one to use.
    const header = await errorOf(
      client.messages.send(otp("919000000001"), { headers: { "X-Idempotency-Key": "k1" } as never }),
    );
    expect(header).toMatchObject({ status: 400, code: "invalid_idempotency_key" });
    expect(header.detail).toContain("Idempotency-Key");
    expect(header.request_id).toMatch(/^req_/);
  });

  it("reads through v2 what v1 sent, and through v1 what v2 sent", async () => {
    const { data: viaV1 } = await legacy.sms.send({
      to: "919000000001",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    expect(await client.messages.get(viaV1.message_id)).toMatchObject({
      id: viaV1.message_id,
      to: "+919000000001",
    });
    const viaV2 = await client.messages.send(otp("919000000001"));
    const { data: read } = await legacy.sms.get(viaV2.id);
    expect(read).toMatchObject({ message_id: viaV2.id, to: "919000000001" });
  });

  it("manages a v2 endpoint and verifies real deliveries as v2 events, across a secret rotation", async () => {
    const created = await client.webhooks.create({
      url: receiver.url,
      events: ["*"],
      description: "v2 client",
    });
    expect(created).toMatchObject({ object: "webhook_endpoint", api_version: "v2" });
    expect(created.secret).toMatch(/^whsec_/);
    expect((await client.webhooks.list()).data.map((w) => w.id)).toContain(created.id);
    expect(await client.webhooks.update(created.id, { description: "renamed" })).toMatchObject({
      description: "renamed",
    });

    const testEvent = await client.webhooks.test(created.id);
    const delivery = await receiver.waitFor((w) => w.headers["webhook-id"] === testEvent.id);
    const event = await verifyWebhook(delivery.body, delivery.headers, created.secret);
    expect(event).toMatchObject({ object: "event", type: "webhook.test", api_version: "v2" });
    if (event.type === "webhook.test") expect(event.data.webhook_endpoint_id).toBe(created.id);
    // The v1 helper refuses the v2 payload rather than typing it as a v1 event.
    const mismatch = await v1.verifyWebhook(delivery.body, delivery.headers, created.secret).catch((e) => e);
    expect(mismatch).toBeInstanceOf(WebhookVerificationError);
    expect(mismatch).toMatchObject({ reason: "api_version_mismatch" });
    expect(await client.events.get(testEvent.id)).toMatchObject({ id: testEvent.id, type: "webhook.test" });

    const rotated = await client.webhooks.rotateSecret(created.id);
    const from = receiver.received.length;
    const sent = await client.messages.send(otp("919000000001"));
    const deliveredWebhook = await receiver.waitFor(
      (w) => w.body.includes(sent.id) && w.body.includes('"message.delivered"'),
      from,
    );
    const delivered = await verifyWebhook(deliveredWebhook.body, deliveredWebhook.headers, rotated.secret);
    if (delivered.type !== "message.delivered") throw new Error(`got ${delivered.type}`);
    expect(delivered.data.object).toMatchObject({ id: sent.id, object: "message", status: "delivered" });
    expect(delivered.data.previous_status).toBeTypeOf("string");
    const listed = await client.events.list({ type: "message.delivered", limit: 100 });
    expect(listed.data.map((e) => e.id)).toContain(delivered.id);

    await client.webhooks.delete(created.id);
    expect(await errorOf(client.webhooks.get(created.id))).toMatchObject({
      status: 404,
      code: "webhook_not_found",
    });
  });

  it("sets the test balance", async () => {
    const before = await client.account.get();
    expect(await client.testHelpers.setBalance({ balance: 1234 })).toMatchObject({
      object: "account",
      balance: 1234,
    });
    await client.testHelpers.setBalance({ balance: before.balance });
  });
});
