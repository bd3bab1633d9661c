import type { EventRecord, Message, MessageRecord } from "../../../domain/model.js";

/** The v1 wire shape of a message: the stored record without its internal fields, in a fixed key order. */
export function toWireMessage(m: Message | MessageRecord): Message {
  return {
    message_id: m.message_id,
    status: m.status,
    to: m.to,
    template_id: m.template_id,
    category: m.category,
    mode: m.mode,
    encoding: m.encoding,
    segments: m.segments,
    credits_used: m.credits_used,
    submitted_at: m.submitted_at,
    updated_at: m.updated_at,
    status_history: m.status_history,
    error: m.error,
    idempotency_key: m.idempotency_key,
  };
}

/** The v1 wire shape of an event. */
export interface WireEvent {
  /** `evt_…` id. */
  event_id: string;
  /** Event type, e.g. `sms.delivered`. */
  type: string;
  /** When the event was recorded (RFC 3339, UTC). */
  created_at: string;
  /** The event's payload. */
  data: Record<string, unknown>;
}

/** The v1 wire shape of a stored event. */
export function toWireEvent(e: EventRecord): WireEvent {
  return { event_id: e.event_id, type: e.type, created_at: e.created_at, data: e.data };
}

/** The v1 success envelope of one resource. */
export function envelope<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
