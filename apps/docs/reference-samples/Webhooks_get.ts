import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

const { data: webhook } = await client.webhooks.get("whk_01JD40A3RZ6M2V8N4C7QK1YB5T");
console.log(webhook.url, webhook.events, webhook.enabled);
