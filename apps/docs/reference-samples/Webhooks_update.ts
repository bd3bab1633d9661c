import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// Omitted fields stay as they are; re-enabling clears disabled_reason.
const { data: webhook } = await client.webhooks.update("whk_01JD40A3RZ6M2V8N4C7QK1YB5T", {
  events: ["*"],
  enabled: true,
});
console.log(webhook.events, webhook.enabled);
