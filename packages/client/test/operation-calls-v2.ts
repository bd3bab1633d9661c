import type { CallOptions, SmsClient } from "../src/v2/index.js";

const WEBHOOK = "whk_01JD40A3RZ6M2V8N4C7QK1YB5T";

/** One valid call of every v2 operation, keyed by operationId, with the ids of v2's examples and the given per-call options. */
export const operationCallsV2: Record<string, (client: SmsClient, call?: CallOptions) => Promise<unknown>> = {
  Messages_send: (c, o) =>
    c.messages.send({ to: "+919000000001", template_id: "tmpl_otp", variables: ["482913", "10"] }, o),
  Messages_get: (c, o) => c.messages.get("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R", o),
  Messages_list: (c, o) => c.messages.list({ status: "delivered", limit: 20 }, o),
  Messages_cancel: (c, o) => c.messages.cancel("msg_01JD3Z9B6M1R4T7W2Y5C8E0GHK", o),
  Templates_list: (c, o) => c.templates.list({}, o),
  Templates_get: (c, o) => c.templates.get("tmpl_otp", o),
  Accounts_get: (c, o) => c.account.get(o),
  Webhooks_create: (c, o) =>
    c.webhooks.create(
      { url: "https://example.com/webhooks/sms", events: ["*"], description: "Delivery receipts" },
      o,
    ),
  Webhooks_list: (c, o) => c.webhooks.list({ limit: 20 }, o),
  Webhooks_get: (c, o) => c.webhooks.get(WEBHOOK, o),
  Webhooks_update: (c, o) => c.webhooks.update(WEBHOOK, { api_version: "v2" }, o),
  Webhooks_delete: (c, o) => c.webhooks.delete(WEBHOOK, o),
  Webhooks_rotateSecret: (c, o) => c.webhooks.rotateSecret(WEBHOOK, o),
  Webhooks_test: (c, o) => c.webhooks.test(WEBHOOK, o),
  Events_list: (c, o) => c.events.list({ type: "message.delivered" }, o),
  Events_get: (c, o) => c.events.get("evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F", o),
  TestHelpers_setBalance: (c, o) => c.testHelpers.setBalance({ balance: 0 }, o),
};
