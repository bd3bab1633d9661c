import type { AccountView } from "../../domain/messages/read-queries.js";
import type {
  EventRecord,
  Message,
  MessageEventData,
  MessageRecord,
  Template,
  TestEventData,
} from "../../domain/model.js";
import { isMessageChange } from "../../domain/model.js";
import type { WebhookEndpoint } from "../../domain/webhooks/webhook-model.js";

// The v2 wire form of the domain's records (api-v2.md §1): each resource is itself, with `id` and `object`;
// numbers carry their `+`; events are `message.<status>`. Stored types keep their first (v1) names, renamed here.

/** The v2 name of a stored event type: `sms.delivered` → `message.delivered`; others keep theirs. */
export function v2EventType(stored: string): string {
  return stored.startsWith("sms.") ? `message.${stored.slice(4)}` : stored;
}

/** The stored name of a v2 event type (or `*`): `message.delivered` → `sms.delivered`. */
export function storedEventType(v2: string): string {
  return v2.startsWith("message.") ? `sms.${v2.slice(8)}` : v2;
}

/** The v2 message. */
export function v2Message(m: Message | MessageRecord) {
  return {
    id: m.message_id,
    object: "message" as const,
    status: m.status,
    to: `+${m.to}`,
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

/** The `data` of a v2 event (a row the v2 migration could not rebuild is served as stored). */
function v2EventData(type: string, data: MessageEventData | TestEventData) {
  if (type === "webhook.test") {
    const test = data as TestEventData;
    return { webhook_endpoint_id: test.webhook_id, message: test.message };
  }
  if (!isMessageChange(data)) return data;
  const change = data;
  return {
    object: v2Message(change.message),
    previous_status: change.previous_status,
    sequence: change.sequence,
  };
}

/** The v2 event: what `GET /v2/events/{event_id}` answers and what a v2 endpoint receives. */
export function v2Event(e: Pick<EventRecord, "event_id" | "type" | "created_at" | "data">) {
  return {
    id: e.event_id,
    object: "event" as const,
    type: v2EventType(e.type),
    created_at: e.created_at,
    api_version: "v2" as const,
    data: v2EventData(e.type, e.data),
  };
}

/** The v2 webhook body: the v2 event exactly. */
export function v2WebhookBody(e: Pick<EventRecord, "event_id" | "type" | "created_at" | "data">): string {
  return JSON.stringify(v2Event(e));
}

/** The v2 template. */
export function v2Template(t: Template) {
  const { template_id, ...rest } = t;
  return { id: template_id, object: "template" as const, ...rest };
}

/** The v2 account. */
export function v2Account(a: AccountView) {
  const { account_id, ...rest } = a;
  return { id: account_id, object: "account" as const, ...rest };
}

/** The v2 webhook endpoint (with its secret on create and rotation). */
export function v2Endpoint(w: WebhookEndpoint & { secret?: string }) {
  return {
    id: w.webhook_id,
    object: "webhook_endpoint" as const,
    url: w.url,
    events: w.events.map(v2EventType),
    api_version: w.api_version,
    description: w.description,
    enabled: w.enabled,
    disabled_reason: w.disabled_reason,
    created_at: w.created_at,
    ...(w.secret === undefined ? {} : { secret: w.secret }),
  };
}

/** A v2 list page. */
export function v2List<T>(data: T[], next_cursor: string | null) {
  return { object: "list" as const, data, has_more: next_cursor !== null, next_cursor };
}
