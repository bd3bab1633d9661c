import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// `to` is E.164 with its +. The key names the business
// event: a retry never sends or charges twice.
const message = await client.messages.send(
  {
    to: "+919000000001",
    template_id: "tmpl_otp",
    variables: ["482913", "10"],
  },
  { idempotencyKey: "order-4711-otp" },
);
// "queued": the delivery status follows by webhook.
console.log(message.id, message.status);
