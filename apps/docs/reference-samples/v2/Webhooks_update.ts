import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// Omitted fields stay as they are. api_version moves
// the endpoint to another version's events.
const id = "whk_01JD40A3RZ6M2V8N4C7QK1YB5T";
const webhook = await client.webhooks.update(id, {
  api_version: "v2",
  enabled: true,
});
console.log(webhook.api_version, webhook.enabled);
