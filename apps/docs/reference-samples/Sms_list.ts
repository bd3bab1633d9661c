import {
  createSmsClient,
  paginate,
} from "@sms-api/client";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// paginate() follows next_cursor to the last page.
const messages = paginate(client.sms.list, {
  status: "delivered",
  limit: 100,
});
for await (const message of messages) {
  console.log(message.message_id, message.status);
}
