import type {
  EventRecord,
  Message,
  MessageEventData,
  MessageRecord,
  TestEventData,
} from "../../domain/model.js";
import { isMessageChange, publicMessage } from "../../domain/model.js";

// The v1 wire form of the domain's records: the form v1 was published with, kept byte for byte.

/** The v1 wire shape of a message: the stored record without its internal fields, in a fixed key order. */
export function v1Message(m: Message | MessageRecord): Message {
  return publicMessage(m);
}

/**
 * The `data` of a v1 event: a message change is flattened as v1 published it; anything else (`webhook.test`,
 * or a row written in v1's form that the migration could not rebuild) is served as stored.
 */
export function v1EventData(_type: string, data: MessageEventData | TestEventData): Record<string, unknown> {
  if (!isMessageChange(data)) return { ...data };
  const { message: m, previous_status, sequence } = data;
  return {
    message_id: m.message_id,
    status: m.status,
    previous_status,
    sequence,
    to: m.to,
    template_id: m.template_id,
    error: m.error,
    credits_used: m.credits_used,
    segments: m.segments,
    status_changed_at: m.updated_at,
  };
}

/** The v1 wire shape of an event (`GET /v1/events/{event_id}`). */
export interface V1Event {
  /** `evt_…` id. */
  event_id: string;
  /** Event type, e.g. `sms.delivered`. */
  type: string;
  /** When the event was recorded (RFC 3339, UTC). */
  created_at: string;
  /** The event's data. */
  data: Record<string, unknown>;
}

/** The v1 wire shape of a stored event. */
export function v1Event(e: Pick<EventRecord, "event_id" | "type" | "created_at" | "data">): V1Event {
  return { event_id: e.event_id, type: e.type, created_at: e.created_at, data: v1EventData(e.type, e.data) };
}

/** The v1 webhook body of an event (api-v1.md §9): the same bytes for the same stored event. */
export function v1WebhookBody(e: Pick<EventRecord, "type" | "created_at" | "data">): string {
  return `{"type":${JSON.stringify(e.type)},"timestamp":${JSON.stringify(e.created_at)},"api_version":"v1","data":${JSON.stringify(v1EventData(e.type, e.data))}}`;
}

/** The v1 success envelope of one resource. */
export function envelope<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
