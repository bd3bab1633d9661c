import {
  createSmsClient,
  paginate,
} from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

const templates = paginate(client.templates.list, {
  limit: 100,
});
for await (const template of templates) {
  console.log(template.id, template.status);
}
