import {
  createSmsClient,
  paginate,
} from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

const webhooks = paginate(client.webhooks.list, {
  limit: 100,
});
for await (const webhook of webhooks) {
  console.log(webhook.id, webhook.url);
}
