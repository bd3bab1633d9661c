import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

const { data: message } = await client.sms.get("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R");
console.log(message.status, message.status_history.length);
