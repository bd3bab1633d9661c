import { createSmsClient, paginate } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// Reconciliation: every event since a time, newest first; deduplicate on event_id as for webhooks.
for await (const event of paginate(client.events.list, { since: "2026-11-22T00:00:00Z", limit: 100 })) {
  console.log(event.event_id, event.type);
}
