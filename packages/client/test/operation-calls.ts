import type { CallOptions, SmsClient } from "../src/index.js";

/** One valid call of every operation, keyed by operationId, with the ids of the contract's examples and the given per-call options. */
export const operationCalls: Record<string, (client: SmsClient, call?: CallOptions) => Promise<unknown>> = {
  Sms_send: (c, o) =>
    c.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: ["123456", "10"] }, o),
  Sms_get: (c, o) => c.sms.get("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R", o),
  Sms_list: (c, o) => c.sms.list({ status: "delivered", limit: 10 }, o),
  Sms_cancel: (c, o) => c.sms.cancel("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R", o),
  Templates_list: (c, o) => c.templates.list({}, o),
  Templates_get: (c, o) => c.templates.get("tmpl_otp", o),
  Accounts_get: (c, o) => c.account.get(o),
  Webhooks_create: (c, o) =>
    c.webhooks.create(
      {
        url: "https://example.com/hooks/sms",
        events: ["sms.delivered"],
        description: "orders",
      },
      o,
    ),
  Webhooks_list: (c, o) => c.webhooks.list({ limit: 5 }, o),
  Webhooks_get: (c, o) => c.webhooks.get("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", o),
  Webhooks_update: (c, o) => c.webhooks.update("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", { enabled: true }, o),
  Webhooks_delete: (c, o) => c.webhooks.delete("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", o),
  Webhooks_rotateSecret: (c, o) => c.webhooks.rotateSecret("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", o),
  Webhooks_test: (c, o) => c.webhooks.test("whk_01JD3Z6A0B1C2D3E4F5G6H7J8K", o),
  Events_list: (c, o) => c.events.list({ type: "sms.delivered" }, o),
  Events_get: (c, o) => c.events.get("evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F", o),
  TestHelpers_setBalance: (c, o) => c.testHelpers.setBalance({ balance: 0 }, o),
  // Every message until the stream ends (the mock answers a short example stream, then ends it).
  Events_stream: async (c, o) => {
    const messages = [];
    for await (const message of c.events.stream({ types: ["sms.delivered"] }, o)) messages.push(message);
    return messages;
  },
};
