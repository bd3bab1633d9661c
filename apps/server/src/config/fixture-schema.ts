import { isIP } from "node:net";
import { getCountries } from "libphonenumber-js/max";
import type { Billing, DltMapping, Mode, Scope, Template, TemplateCategory } from "../domain/model.js";
import { countVariablePositions, MAX_TEXT_CHARACTERS } from "../domain/template-render.js";
import { DEFAULT_WEBHOOK_ENDPOINT_LIMIT } from "../domain/webhooks/manage-endpoints.js";

/** A key as written in the fixture (plain; hashed on load). */
export interface FixtureKey {
  /** The plain key, hashed when loaded. */
  key: string;
  /** Test or live. */
  mode: Mode;
  /** What the key may do. */
  scopes: Scope[];
  /** A revoked key is refused. */
  status: "active" | "revoked";
  /** CIDRs the key may be used from; empty allows any address. */
  ip_allowlist: string[];
  /** Token bucket rates of the `send` and `default` policies. */
  rate_limit: { send_per_second: number; default_per_second: number };
}

/** A template as written in the fixture: the wire shape, but `created_at` may be null (the load time). */
export type FixtureTemplate = Omit<Template, "created_at"> & { created_at: string | null };

/** An account as written in the fixture, with defaults applied. */
export interface FixtureAccount {
  /** Account id. */
  account_id: string;
  /** Display name. */
  name: string;
  /** Prepaid or postpaid. */
  billing: Billing;
  /** Opening balance of each mode, in credits. */
  balances: { live: number; test: number };
  /** ISO country codes the account may send to. */
  allowed_countries: string[];
  /** Template categories the account may send. */
  allowed_categories: TemplateCategory[];
  /** Credits per segment by ISO country; missing countries cost 1. */
  credit_rates: Record<string, number>;
  /** Per-recipient abuse cap: messages per window. */
  recipient_rate_limit: { max_messages: number; window_seconds: number };
  /** Most webhook endpoints per mode (default 16): each endpoint multiplies the deliveries of every event. */
  webhook_endpoint_limit: number;
  /** The account's API keys. */
  keys: FixtureKey[];
  /** The account's templates. */
  templates: FixtureTemplate[];
}

/** The whole fixture (api-v1.md §11). */
export interface Fixture {
  /** Every account the server serves. */
  accounts: FixtureAccount[];
}

/** A fixture that breaks a rule; the message names the bad field. */
export class FixtureError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = "FixtureError";
  }
}

const CATEGORIES = ["otp", "transactional", "service", "promotional"] as const;
const SCOPES = ["sms:send", "sms:read", "webhooks:manage"] as const;
const COUNTRIES = new Set<string>(getCountries());
const DEFAULT_SEND_PER_SECOND: Record<Mode, number> = { live: 50, test: 10 };

type Obj = Record<string, unknown>;

function obj(v: unknown, at: string): Obj {
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new FixtureError(at, "must be an object");
  return v as Obj;
}
function only(o: Obj, at: string, allowed: readonly string[]): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) throw new FixtureError(`${at}.${k}`, "is not a known field");
}
function str(v: unknown, at: string, pattern?: RegExp): string {
  if (typeof v !== "string" || v.length === 0) throw new FixtureError(at, "must be a non-empty string");
  if (pattern && !pattern.test(v)) throw new FixtureError(at, `must match ${pattern}`);
  return v;
}
function oneOf<T extends string>(v: unknown, at: string, values: readonly T[]): T {
  if (!values.includes(v as T)) throw new FixtureError(at, `must be one of ${values.join(", ")}`);
  return v as T;
}
function int(v: unknown, at: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max)
    throw new FixtureError(at, `must be an integer from ${min} to ${max}`);
  return v;
}
function list<T>(v: unknown, at: string, each: (item: unknown, at: string) => T): T[] {
  if (!Array.isArray(v)) throw new FixtureError(at, "must be a list");
  return v.map((item, i) => each(item, `${at}[${i}]`));
}
function optional<T>(o: Obj, k: string, fallback: T, read: (v: unknown) => T): T {
  return o[k] === undefined ? fallback : read(o[k]);
}

/** True when `cidr` is an IPv4/IPv6 address or `address/prefix` with a prefix in range. */
export function isCidr(cidr: string): boolean {
  const [address, prefix, extra] = cidr.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Highest credit rate per segment: with 10 segments, `credits_used` stays within the contract's 10000. */
export const MAX_CREDIT_RATE = 1000;

/** The contract's longest `Retry-After`: a recipient cap's window (its retry delay) may not exceed it. */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

function parseKey(v: unknown, at: string): FixtureKey {
  const o = obj(v, at);
  only(o, at, ["key", "mode", "scopes", "status", "ip_allowlist", "rate_limit"]);
  const mode = oneOf(o.mode, `${at}.mode`, ["test", "live"] as const);
  const key = str(o.key, `${at}.key`, /^sk_(live|test)_[A-Za-z0-9_]{8,200}$/);
  if (!key.startsWith(`sk_${mode}_`))
    throw new FixtureError(`${at}.key`, `must start with sk_${mode}_ for mode ${mode}`);
  const rl = optional(o, "rate_limit", {} as Obj, (x) => obj(x, `${at}.rate_limit`));
  only(rl, `${at}.rate_limit`, ["send_per_second", "default_per_second"]);
  return {
    key,
    mode,
    scopes: list(o.scopes, `${at}.scopes`, (s, a) => oneOf(s, a, SCOPES)),
    status: optional(o, "status", "active" as const, (s) =>
      oneOf(s, `${at}.status`, ["active", "revoked"] as const),
    ),
    ip_allowlist: optional(o, "ip_allowlist", [] as string[], (x) =>
      list(x, `${at}.ip_allowlist`, (c, a) => {
        const cidr = str(c, a);
        if (!isCidr(cidr)) throw new FixtureError(a, "must be an IP address or CIDR (e.g. 203.0.113.0/24)");
        return cidr;
      }),
    ),
    rate_limit: {
      send_per_second: optional(rl, "send_per_second", DEFAULT_SEND_PER_SECOND[mode], (x) =>
        int(x, `${at}.rate_limit.send_per_second`, 1),
      ),
      default_per_second: optional(rl, "default_per_second", 100, (x) =>
        int(x, `${at}.rate_limit.default_per_second`, 1),
      ),
    },
  };
}

function parseDlt(v: unknown, at: string): DltMapping | null {
  if (v === null || v === undefined) return null;
  const o = obj(v, at);
  only(o, at, ["entity_id", "header", "dlt_template_id"]);
  const field = (k: string) => (o[k] === null || o[k] === undefined ? null : str(o[k], `${at}.${k}`));
  return {
    entity_id: field("entity_id"),
    header: field("header"),
    dlt_template_id: field("dlt_template_id"),
  };
}

function parseTemplate(v: unknown, at: string): FixtureTemplate {
  const o = obj(v, at);
  only(o, at, [
    "template_id",
    "name",
    "body",
    "variable_count",
    "category",
    "status",
    "max_variable_length",
    "dlt",
    "created_at",
  ]);
  const body = str(o.body, `${at}.body`);
  const positions = countVariablePositions(body);
  // The contract bounds both by what ten segments hold (api Template): a template beyond it could
  // never be sent, and its record would break the documented response.
  const variable_count = optional(o, "variable_count", positions, (x) =>
    int(x, `${at}.variable_count`, 0, MAX_TEXT_CHARACTERS),
  );
  if (positions > MAX_TEXT_CHARACTERS)
    throw new FixtureError(
      `${at}.body`,
      `has ${positions} {#var#} positions; at most ${MAX_TEXT_CHARACTERS}`,
    );
  if (variable_count !== positions)
    throw new FixtureError(
      `${at}.variable_count`,
      `is ${variable_count} but body has ${positions} {#var#} position(s)`,
    );
  let created_at: string | null = null;
  if (o.created_at !== undefined) {
    const raw = str(o.created_at, `${at}.created_at`);
    const t = Date.parse(raw);
    if (Number.isNaN(t)) throw new FixtureError(`${at}.created_at`, "must be an RFC 3339 timestamp");
    created_at = new Date(t).toISOString();
  }
  return {
    template_id: str(o.template_id, `${at}.template_id`, /^tmpl_[A-Za-z0-9_-]{1,59}$/),
    name: str(o.name, `${at}.name`),
    body,
    variable_count,
    category: oneOf(o.category, `${at}.category`, CATEGORIES),
    status: optional(o, "status", "active" as const, (s) =>
      oneOf(s, `${at}.status`, ["active", "inactive"] as const),
    ),
    max_variable_length: optional(o, "max_variable_length", 30, (x) =>
      int(x, `${at}.max_variable_length`, 1, MAX_TEXT_CHARACTERS),
    ),
    dlt: parseDlt(o.dlt, `${at}.dlt`),
    created_at,
  };
}

/** Highest settable endpoint limit: one event fans out to every endpoint. */
export const MAX_WEBHOOK_ENDPOINT_LIMIT = 500;

function parseAccount(v: unknown, at: string): FixtureAccount {
  const o = obj(v, at);
  only(o, at, [
    "account_id",
    "name",
    "billing",
    "balances",
    "allowed_countries",
    "allowed_categories",
    "credit_rates",
    "recipient_rate_limit",
    "webhook_endpoint_limit",
    "keys",
    "templates",
  ]);
  const country = (c: unknown, a: string) => {
    const s = str(c, a);
    if (!COUNTRIES.has(s))
      throw new FixtureError(a, "must be an ISO 3166-1 alpha-2 country code with a phone numbering plan");
    return s;
  };
  const balances = obj(o.balances ?? {}, `${at}.balances`);
  only(balances, `${at}.balances`, ["live", "test"]);
  const rates = obj(o.credit_rates ?? {}, `${at}.credit_rates`);
  const credit_rates: Record<string, number> = {};
  for (const [k, r] of Object.entries(rates))
    credit_rates[country(k, `${at}.credit_rates`)] = int(r, `${at}.credit_rates.${k}`, 1, MAX_CREDIT_RATE);
  const cap = obj(o.recipient_rate_limit ?? {}, `${at}.recipient_rate_limit`);
  only(cap, `${at}.recipient_rate_limit`, ["max_messages", "window_seconds"]);
  const account: FixtureAccount = {
    account_id: str(o.account_id, `${at}.account_id`, /^acc_[A-Za-z0-9_-]{1,60}$/),
    name: str(o.name, `${at}.name`),
    billing: oneOf(o.billing, `${at}.billing`, ["prepaid", "postpaid"] as const),
    balances: {
      live: optional(balances, "live", 0, (x) => int(x, `${at}.balances.live`, 0)),
      test: optional(balances, "test", 0, (x) => int(x, `${at}.balances.test`, 0)),
    },
    allowed_countries: list(o.allowed_countries, `${at}.allowed_countries`, country),
    allowed_categories: list(o.allowed_categories, `${at}.allowed_categories`, (c, a) =>
      oneOf(c, a, CATEGORIES),
    ),
    credit_rates,
    recipient_rate_limit: {
      max_messages: optional(cap, "max_messages", 5, (x) =>
        int(x, `${at}.recipient_rate_limit.max_messages`, 1),
      ),
      window_seconds: optional(cap, "window_seconds", 60, (x) =>
        int(x, `${at}.recipient_rate_limit.window_seconds`, 1, MAX_RETRY_AFTER_SECONDS),
      ),
    },
    webhook_endpoint_limit: optional(o, "webhook_endpoint_limit", DEFAULT_WEBHOOK_ENDPOINT_LIMIT, (x) =>
      int(x, `${at}.webhook_endpoint_limit`, 0, MAX_WEBHOOK_ENDPOINT_LIMIT),
    ),
    keys: list(o.keys ?? [], `${at}.keys`, parseKey),
    templates: list(o.templates ?? [], `${at}.templates`, parseTemplate),
  };
  const seen = new Set<string>();
  account.templates.forEach((t, i) => {
    if (seen.has(t.template_id))
      throw new FixtureError(`${at}.templates[${i}].template_id`, "is a duplicate");
    seen.add(t.template_id);
  });
  return account;
}

/** Validates a parsed fixture document; throws FixtureError naming the first bad field. */
export function parseFixture(doc: unknown): Fixture {
  const root = obj(doc, "fixture");
  only(root, "fixture", ["accounts"]);
  const accounts = list(root.accounts, "accounts", parseAccount);
  if (accounts.length === 0) throw new FixtureError("accounts", "must list at least one account");
  const ids = new Set<string>();
  const keys = new Set<string>();
  accounts.forEach((a, i) => {
    if (ids.has(a.account_id)) throw new FixtureError(`accounts[${i}].account_id`, "is a duplicate");
    ids.add(a.account_id);
    a.keys.forEach((k, j) => {
      if (keys.has(k.key)) throw new FixtureError(`accounts[${i}].keys[${j}].key`, "is used twice");
      keys.add(k.key);
    });
  });
  return { accounts };
}
