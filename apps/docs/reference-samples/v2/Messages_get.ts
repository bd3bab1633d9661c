import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

const id = "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R";
const message = await client.messages.get(id);
console.log(message.status, message.status_history);
