import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// An event id is the webhook-id of its deliveries;
// it is rendered as a v2 event (message.*).
const id = "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F";
const event = await client.events.get(id);
console.log(event.type, event.data);
