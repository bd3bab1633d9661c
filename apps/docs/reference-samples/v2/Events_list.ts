import {
  createSmsClient,
  paginate,
} from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// Reconciliation: every event since a time, newest
// first; deduplicate on id as for webhooks.
const events = paginate(client.events.list, {
  since: "2026-11-22T00:00:00Z",
  limit: 100,
});
for await (const event of events) {
  console.log(event.id, event.type);
}
