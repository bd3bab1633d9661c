import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// The event id is the webhook-id header of a delivery.
const { data: event } = await client.events.get("evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F");
console.log(event.type, event.data);
