import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

await client.webhooks.delete("whk_01JD40A3RZ6M2V8N4C7QK1YB5T"); // 204: nothing more is delivered
console.log("deleted");
