// v2: events are `message.<status>`; `data.object` is the v2 message itself, as GET /v2/messages/{message_id} returns it.
import { verifyWebhook, type WebhookHeaders } from "@sms-api/client/v2";

/** Verifies a delivery and says which message it is about and what happened. */
export async function describeDelivery(
  body: string,
  headers: WebhookHeaders,
  secret: string,
): Promise<string> {
  const event = await verifyWebhook(body, headers, secret);
  if (event.type === "webhook.test") return "test";
  // e.g. "message.delivered"; the event has its own `id`, `object: "event"`, `created_at`, `api_version: "v2"`
  return `${event.data.object.id} ${event.type.replace("message.", "")} (${event.data.previous_status} before)`;
}
