import { signatureHeader } from "../../domain/webhooks/signature.js";
import type { StoredEvent } from "../../domain/webhooks/webhook-model.js";

/**
 * The webhook body of an event (api-v1.md §9, the spec's `webhooks` schemas). Built from the stored row
 * alone, so every attempt of a delivery sends the same bytes.
 */
export function webhookBody(event: StoredEvent): string {
  return `{"type":${JSON.stringify(event.type)},"timestamp":${JSON.stringify(event.created_at)},"api_version":"v1","data":${event.data}}`;
}

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
