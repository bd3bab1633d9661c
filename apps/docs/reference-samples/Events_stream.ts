import { createSmsClient } from "@sms-api/client";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// Events as they are recorded, until the stream
// ends. Call again with the id it returns to
// resume: nothing lost, nothing repeated.
async function follow(lastEventId?: string) {
  const stream = client.events.stream(
    { types: ["sms.delivered", "sms.failed"] },
    lastEventId === undefined ? {} : { lastEventId },
  );
  for await (const message of stream) {
    lastEventId = message.id ?? lastEventId;
    if (message.event === "stream.opened") continue;
    console.log(message.id, message.event);
  }
  return lastEventId;
}

const last = await follow();
console.log("stream ended; resume after", last);
