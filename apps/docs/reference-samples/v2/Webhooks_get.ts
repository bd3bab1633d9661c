import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

const id = "whk_01JD40A3RZ6M2V8N4C7QK1YB5T";
const webhook = await client.webhooks.get(id);
console.log(webhook.url, webhook.api_version);
