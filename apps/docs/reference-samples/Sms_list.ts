import { createSmsClient, paginate } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// paginate() follows next_cursor page by page until the last one.
for await (const message of paginate(client.sms.list, { status: "delivered", limit: 100 })) {
  console.log(message.message_id, message.to, message.status);
}
