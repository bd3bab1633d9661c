import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// The secret is shown only in this answer (and after a rotation): store it in your secrets manager.
const { data: webhook } = await client.webhooks.create({
  url: "https://example.com/webhooks/sms",
  events: ["sms.delivered", "sms.failed", "sms.undelivered"],
  description: "Delivery receipts",
});
console.log(webhook.webhook_id, webhook.secret);
