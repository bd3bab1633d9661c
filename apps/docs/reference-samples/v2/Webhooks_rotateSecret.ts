import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// Old and new secret both sign during the rotation:
// update your receiver, then retire the old one.
const id = "whk_01JD40A3RZ6M2V8N4C7QK1YB5T";
const webhook = await client.webhooks.rotateSecret(id);
console.log(webhook.secret);
