// v1: events are `sms.<status>`; the payload carries the message's fields in `data`.
import { verifyWebhook, type WebhookHeaders } from "@sms-api/client";

/** Verifies a delivery and says which message it is about and what happened. */
export async function describeDelivery(
  body: string,
  headers: WebhookHeaders,
  secret: string,
): Promise<string> {
  const event = await verifyWebhook(body, headers, secret);
  if (event.type === "webhook.test") return "test";
  // e.g. "sms.delivered"; the id is data.message_id, the time `timestamp`
  return `${event.data.message_id} ${event.type.replace("sms.", "")} (${event.data.previous_status} before)`;
}
