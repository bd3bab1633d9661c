import { createSmsClient } from "@sms-api/client";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// The secret is shown only here (and after a
// rotation): keep it in your secrets manager.
const { data: webhook } = await client.webhooks.create({
  url: "https://example.com/webhooks/sms",
  events: ["sms.delivered", "sms.undelivered"],
  description: "Delivery receipts",
});
console.log(webhook.webhook_id, webhook.secret);
