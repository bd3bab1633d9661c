import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// Pinned to v2 (message.* events) unless api_version
// says otherwise. The secret is shown only here (and
// after a rotation): keep it in your secrets manager.
const webhook = await client.webhooks.create({
  url: "https://example.com/webhooks/sms",
  events: ["message.delivered", "message.undelivered"],
  description: "Delivery receipts",
});
console.log(
  webhook.id,
  webhook.api_version,
  webhook.secret,
);
