import {
  createSmsClient,
  paginate,
} from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// paginate() follows next_cursor while has_more.
const messages = paginate(client.messages.list, {
  status: "delivered",
  limit: 100,
});
for await (const message of messages) {
  console.log(message.id, message.status);
}
