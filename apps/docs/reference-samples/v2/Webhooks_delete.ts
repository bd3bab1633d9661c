import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// 204: nothing more is delivered to the endpoint.
const id = "whk_01JD40A3RZ6M2V8N4C7QK1YB5T";
await client.webhooks.delete(id);
console.log(`deleted ${id}`);
