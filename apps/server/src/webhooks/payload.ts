import { signatureHeader } from "./signature.js";

/** The stored event a delivery carries. */
export interface StoredEvent {
  /** Identifier of the event; sent as `webhook-id`, the same on every attempt. */
  event_id: string;
  /** The event type, such as `sms.delivered`. */
  type: string;
  /** When the event happened; sent as the body's `timestamp`. */
  created_at: string;
  /** The event's `data`, as stored (JSON text). */
  data: string;
}

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
