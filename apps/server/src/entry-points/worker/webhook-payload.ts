import { signatureHeader } from "../../domain/webhooks/signature.js";

export { webhookBody } from "../../wire/render-webhook.js";

/** The Standard Webhooks headers of one attempt, signed with every given secret (newest first). */
export function webhookHeaders(
  event_id: string,
  body: string,
  secrets: readonly string[],
  nowMs: number,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    "webhook-id": event_id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureHeader(secrets, event_id, timestamp, body),
  };
}
