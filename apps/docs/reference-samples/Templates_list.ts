import { createSmsClient, paginate } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

for await (const template of paginate(client.templates.list, { limit: 100 })) {
  console.log(template.template_id, template.status, template.variable_count);
}
