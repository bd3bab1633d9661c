import type { components } from "@sms-api/client/schema";
import type { Encoding } from "./encoding.js";
import type { MessageError, MessageStatus } from "./lifecycle.js";

/** A key's mode; test and live data never mix. */
export type Mode = components["schemas"]["Mode"];

/** Scopes a key can hold; hand-written: the contract names scopes only in prose (api-v1.md §8). */
export type Scope = "sms:send" | "sms:read" | "webhooks:manage";

/** Template categories. */
export type TemplateCategory = components["schemas"]["TemplateCategory"];

/** How an account pays. */
export type Billing = components["schemas"]["Billing"];

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
