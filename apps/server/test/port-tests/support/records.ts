import { randomUUID } from "node:crypto";
import type { AccountSetup } from "../../../src/domain/accounts/account-setup.js";
import { newEventId, newMessageId } from "../../../src/domain/ids.js";
import type { EventRecord, Mode, NewMessage } from "../../../src/domain/model.js";
import type { Storage } from "../../../src/domain/ports.js";

/** A fixed instant to build timestamps from: the ports exchange RFC 3339 strings. */
export const T0 = Date.parse("2026-11-22T10:00:00.000Z");

/** The ISO time `ms` milliseconds after {@link T0}. */
export function at(ms: number): string {
  return new Date(T0 + ms).toISOString();
}

/** Two accounts, each with a key per mode and two templates; balances as given. */
export function accountSetups(balances = { live: 50, test: 1000 }): AccountSetup[] {
  return ["acc_a", "acc_b"].map((account_id, i) => ({
    account: {
      account_id,
      name: `Account ${i}`,
      billing: i === 0 ? "prepaid" : "postpaid",
      allowed_countries: ["IN", "US"],
      allowed_categories: ["otp", "transactional"],
      credit_rates: { US: 2, IN: 1 },
      recipient_cap_max: 5,
      recipient_cap_window_seconds: 3600,
      webhook_endpoint_limit: 16,
    },
    balances,
    keys: (["test", "live"] as const).map((mode) => ({
      key_hash: `hash_${account_id}_${mode}`,
      account_id,
      mode,
      scopes: ["sms:send", "sms:read"],
      status: "active",
      ip_allowlist: mode === "live" ? ["10.0.0.0/8"] : [],
      send_per_second: 2.5,
      default_per_second: 10,
    })),
    templates: [
      {
        template_id: "tpl_otp",
        name: "OTP",
        body: "Your code is {#var#}",
        variable_count: 1,
        category: "otp",
        status: "active",
        max_variable_length: 8,
        dlt: { entity_id: "1101", header: "ACME", dlt_template_id: "1107" },
        created_at: "2026-01-01T00:00:00.000Z",
      },
      {
        template_id: "tpl_news",
        name: "News",
        body: "Hello",
        variable_count: 0,
        category: "transactional",
        status: "inactive",
        max_variable_length: 0,
        dlt: null,
        created_at: null,
      },
    ],
  }));
}

/** Syncs {@link accountSetups} into `storage`. */
export async function seedAccounts(
  storage: Storage,
  balances?: { live: number; test: number },
): Promise<void> {
  await storage.transaction((tx) => tx.accounts.sync(accountSetups(balances), at(0)));
}

/** A new message of `acc_a` (test mode unless given). */
export function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    message_id: newMessageId(),
    account_id: "acc_a",
    mode: "test",
    to: "919800000001",
    template_id: "tpl_otp",
    category: "otp",
    text: "Your code is 1234",
    encoding: "gsm7",
    segments: 1,
    credits_used: 1,
    idempotency_key: null,
    submitted_at: at(0),
    ...overrides,
  };
}

/** An event of `acc_a` in test mode. */
export function newEvent(overrides: Partial<EventRecord> = {}): EventRecord {
  return {
    event_id: newEventId(),
    account_id: "acc_a",
    mode: "test" as Mode,
    type: "sms.sent",
    message_id: null,
    created_at: at(0),
    // Any JSON round-trips, in its key order: the stores do not look inside.
    data: { zeta: 1, alpha: { b: 2, a: [1, "x"] }, id: randomUUID() } as unknown as EventRecord["data"],
    ...overrides,
  };
}

/** A webhook endpoint id that sorts after every earlier one. */
let endpointCounter = 0;
export function newWebhookId(): string {
  endpointCounter++;
  return `whk_${String(endpointCounter).padStart(6, "0")}${randomUUID().slice(0, 8)}`;
}

/** `n` copies of `fn`'s promise started at once. */
export function concurrently<T>(
  n: number,
  fn: (i: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(Array.from({ length: n }, (_, i) => fn(i)));
}

/** Opens a pool's connections up front: connecting lazily would stagger the first concurrent transactions. */
export async function warmUp(storage: Storage): Promise<void> {
  await concurrently(12, () => storage.transaction(() => new Promise((r) => setTimeout(r, 30))));
}
