import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// The idempotency key names the business event: a retry of this call never sends or charges twice.
const { data: message } = await client.sms.send(
  { to: "919000000001", template_id: "tmpl_otp", variables: ["482913", "10"] },
  { idempotencyKey: "order-4711-otp" },
);
console.log(message.message_id, message.status); // "queued": delivery status follows by webhook
