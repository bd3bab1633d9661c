import type { SmsClient } from "../src/index.js";

/** One valid call of every operation, keyed by operationId, with the ids of the contract's examples. */
export const operationCalls: Record<string, (client: SmsClient) => Promise<unknown>> = {
  Sms_send: (c) => c.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: ["123456", "10"] }),
  Sms_get: (c) => c.sms.get("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R"),
  Sms_list: (c) => c.sms.list({ status: "delivered", limit: 10 }),
  Sms_cancel: (c) => c.sms.cancel("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R"),
  Templates_list: (c) => c.templates.list(),
  Templates_get: (c) => c.templates.get("tmpl_otp"),
  Accounts_get: (c) => c.account.get(),
  Webhooks_create: (c) =>
    c.webhooks.create({
      url: "https://example.com/hooks/sms",
      events: ["sms.delivered"],
      description: "orders",
    }),
  Webhooks_list: (c) => c.webhooks.list({ limit: 5 }),
  Webhooks_get: (c) => c.webhooks.get("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K"),
  Webhooks_update: (c) => c.webhooks.update("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", { enabled: true }),
  Webhooks_delete: (c) => c.webhooks.delete("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K"),
  Webhooks_rotateSecret: (c) => c.webhooks.rotateSecret("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K"),
  Webhooks_test: (c) => c.webhooks.test("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K"),
  Events_list: (c) => c.events.list({ type: "sms.delivered" }),
  Events_get: (c) => c.events.get("evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F"),
};
