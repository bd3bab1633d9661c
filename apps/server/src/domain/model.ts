import type { Encoding } from "./encoding.js";
import type { MessageError, MessageStatus } from "./lifecycle.js";

// The domain's own vocabulary: no wire types. `entry-points/http/shared/contract-types.ts` checks at compile
// time that these unions and the contract's generated ones stay the same.

/** A major version of the API: each renders the same data in its own wire form. */
export type ApiVersion = "v1" | "v2";

/** Every API version this server knows, oldest first. */
export const API_VERSIONS: readonly ApiVersion[] = ["v1", "v2"];

/** A key's mode; test and live data never mix. */
export type Mode = "test" | "live";

/** Scopes a key can hold; hand-written: the contract names scopes only in prose (api-v1.md §8). */
export type Scope = "sms:send" | "sms:read" | "webhooks:manage";

/** Template categories. */
export type TemplateCategory = "otp" | "transactional" | "service" | "promotional";

/** How an account pays. */
export type Billing = "prepaid" | "postpaid";

/** An account as the server uses it. */
export interface Account {
  /** Account id. */
  account_id: string;
  /** Display name. */
  name: string;
  /** Prepaid or postpaid. */
  billing: Billing;
  /** ISO country codes the account may send to. */
  allowed_countries: string[];
  /** Template categories the account may send. */
  allowed_categories: TemplateCategory[];
  /** Credits per segment by ISO country; missing countries cost 1. */
  credit_rates: Record<string, number>;
  /** Most messages to one recipient within the cap window. */
  recipient_cap_max: number;
  /** Length of the per-recipient cap window. */
  recipient_cap_window_seconds: number;
  /** Most webhook endpoints per mode. */
  webhook_endpoint_limit: number;
}

/** A stored API key (its hash, never the key). */
export interface ApiKeyRecord {
  /** SHA-256 of the key; the key itself is never stored. */
  key_hash: string;
  /** Account the key belongs to. */
  account_id: string;
  /** Test or live. */
  mode: Mode;
  /** What the key may do. */
  scopes: Scope[];
  /** A revoked key is refused. */
  status: "active" | "revoked";
  /** CIDRs the key may be used from; empty allows any address. */
  ip_allowlist: string[];
  /** Token bucket rate of the `send` policy. */
  send_per_second: number;
  /** Token bucket rate of the `default` policy. */
  default_per_second: number;
}

/** India DLT registration of a template. */
export interface DltMapping {
  /** Registered principal entity id. */
  entity_id: string | null;
  /** Registered sender header. */
  header: string | null;
  /** Registered content template id. */
  dlt_template_id: string | null;
}

/** A template, in its wire shape. */
export interface Template {
  /** Template id. */
  template_id: string;
  /** Display name. */
  name: string;
  /** Text with `{#var#}` positions. */
  body: string;
  /** Number of `{#var#}` positions. */
  variable_count: number;
  /** `otp`, `transactional`, `service` or `promotional`. */
  category: TemplateCategory;
  /** Only active templates can be sent. */
  status: "active" | "inactive";
  /** Longest accepted variable value, in characters. */
  max_variable_length: number;
  /** India DLT registration, or null. */
  dlt: DltMapping | null;
  /** When the template was created (RFC 3339, UTC). */
  created_at: string;
}

/** One status a message entered. */
export interface StatusChange {
  /** The status entered. */
  status: MessageStatus;
  /** When it was entered (RFC 3339, UTC). */
  at: string;
}

/** A message, in its wire shape. */
export interface Message {
  /** `msg_…` id. */
  message_id: string;
  /** Current status. */
  status: MessageStatus;
  /** Recipient in E.164 digits without `+`. */
  to: string;
  /** Template it was rendered from. */
  template_id: string;
  /** The template's category. */
  category: TemplateCategory;
  /** Mode of the key that sent it. */
  mode: Mode;
  /** Encoding of the rendered text. */
  encoding: Encoding;
  /** Segment count of the rendered text. */
  segments: number;
  /** Credits charged (0 after a refund). */
  credits_used: number;
  /** Acceptance time (RFC 3339, UTC). */
  submitted_at: string;
  /** Time of the last status change. */
  updated_at: string;
  /** Every status entered, oldest first. */
  status_history: StatusChange[];
  /** Why it failed, or null. */
  error: MessageError | null;
  /** The send's idempotency key, or null. */
  idempotency_key: string | null;
}

/** What the authentication step knows about the caller. */
export interface Caller {
  /** The key's account. */
  account: Account;
  /** The key record that authenticated the request. */
  key: ApiKeyRecord;
  /** The key's mode: which data the request sees. */
  mode: Mode;
}

/** Everything stored about a message, including what the wire shape leaves out. */
export interface MessageRecord extends Message {
  /** Account that sent the message. */
  account_id: string;
  /** The rendered text as sent to the carrier (never served). */
  text: string;
  /** Number of status changes after `queued` (the last event's `sequence`). */
  sequence: number;
}

/** The message without what is stored only for the server (account, text, sequence), in a fixed key order. */
export function publicMessage(m: Message | MessageRecord): Message {
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

/** A new message, as accepted. */
export interface NewMessage {
  /** `msg_…` id given at acceptance. */
  message_id: string;
  /** Account that sends it. */
  account_id: string;
  /** Mode of the sending key. */
  mode: Mode;
  /** Recipient in E.164 digits without `+`. */
  to: string;
  /** Template it was rendered from. */
  template_id: string;
  /** The template's category. */
  category: TemplateCategory;
  /** The rendered text. */
  text: string;
  /** Encoding of the rendered text. */
  encoding: Encoding;
  /** Segment count of the rendered text. */
  segments: number;
  /** Credits debited at acceptance. */
  credits_used: number;
  /** The request's idempotency key, or null. */
  idempotency_key: string | null;
  /** Acceptance time (RFC 3339, UTC). */
  submitted_at: string;
}

/** Filters of a message list page. */
export interface MessageListQuery {
  /** Only messages currently in this status. */
  status?: MessageStatus;
  /** Only messages accepted at or after this time. */
  since?: string;
  /** Only ids below this one (the cursor). */
  before?: string;
  /** Page size. */
  limit: number;
}

/**
 * What a message event records: the message as it was right after the change, the status it left and the
 * change's sequence. Version-neutral: each API version renders its own event from it, at delivery and on read.
 */
export interface MessageEventData {
  /** The message right after the change. */
  message: Message;
  /** The status the message left. */
  previous_status: MessageStatus;
  /** The change's number for this message, from 1; the message's `sequence` after it. */
  sequence: number;
}

/** Whether stored event data is a message change (every row since v2; older rows are migrated when their message exists). */
export function isMessageChange(data: MessageEventData | TestEventData): data is MessageEventData {
  return typeof (data as Partial<MessageEventData>).message === "object";
}

/** What a `webhook.test` event records. */
export interface TestEventData {
  /** The endpoint the test was requested for. */
  webhook_id: string;
  /** A fixed explanation that this is a test. */
  message: string;
}

/**
 * An event as stored in the outbox: what webhooks deliver and `GET /vN/events` lists, rendered per version.
 * Types keep their first names (`sms.<status>`, `webhook.test`); a version that names them differently
 * renames them at its edge.
 */
export interface EventRecord {
  /** `evt_…` id, also the webhook payload's id. */
  event_id: string;
  /** Account the event belongs to. */
  account_id: string;
  /** Mode of the key that caused it. */
  mode: Mode;
  /** Event type, e.g. `sms.delivered`. */
  type: string;
  /** Message the event is about, or null for events not about a message. */
  message_id: string | null;
  /** When the event was recorded (RFC 3339, UTC). */
  created_at: string;
  /** What happened: a message snapshot for `sms.*`, the test's data for `webhook.test`. */
  data: MessageEventData | TestEventData;
}

/** Filters of an event list page. */
export interface EventListQuery {
  /** Only events of this type. */
  type?: string;
  /** Only events created at or after this time. */
  since?: string;
  /** Only ids below this one (the cursor). */
  before?: string;
  /** Page size. */
  limit: number;
}
