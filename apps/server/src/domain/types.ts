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
  account_id: string;
  name: string;
  billing: Billing;
  allowed_countries: string[];
  allowed_categories: TemplateCategory[];
  /** Credits per segment by ISO country; missing countries cost 1. */
  credit_rates: Record<string, number>;
  recipient_cap_max: number;
  recipient_cap_window_seconds: number;
}

/** A stored API key (its hash, never the key). */
export interface ApiKeyRecord {
  key_hash: string;
  account_id: string;
  mode: Mode;
  scopes: Scope[];
  status: "active" | "revoked";
  ip_allowlist: string[];
  send_per_second: number;
  default_per_second: number;
}

/** India DLT registration of a template. */
export interface DltMapping {
  entity_id: string | null;
  header: string | null;
  dlt_template_id: string | null;
}

/** A template, in its wire shape. */
export interface Template {
  template_id: string;
  name: string;
  body: string;
  variable_count: number;
  category: TemplateCategory;
  status: "active" | "inactive";
  max_variable_length: number;
  dlt: DltMapping | null;
  created_at: string;
}

/** One status a message entered. */
export interface StatusChange {
  status: MessageStatus;
  at: string;
}

/** A message, in its wire shape. */
export interface Message {
  message_id: string;
  status: MessageStatus;
  to: string;
  template_id: string;
  category: TemplateCategory;
  mode: Mode;
  encoding: Encoding;
  segments: number;
  credits_used: number;
  submitted_at: string;
  updated_at: string;
  status_history: StatusChange[];
  error: MessageError | null;
  idempotency_key: string | null;
}

/** What the authentication step knows about the caller. */
export interface Caller {
  account: Account;
  key: ApiKeyRecord;
  mode: Mode;
}
