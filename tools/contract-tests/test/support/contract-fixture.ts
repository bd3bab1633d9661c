/** Keys of the contract-test fixture (test-only values, never real secrets). */
export const KEYS = {
  /** Every scope, generous rate limits. */
  full: "sk_test_contract_full_000000001",
  /** `sms:read` only: refused (`permission_denied`) on sends, cancels and webhooks. */
  readOnly: "sk_test_contract_read_000000001",
  /** `sms:send` only: refused on reads. */
  sendOnly: "sk_test_contract_send_000000001",
  /** Every scope, usable only from 203.0.113.0/24: `ip_not_allowed` from 127.0.0.1 on every operation. */
  elsewhere: "sk_test_contract_ip_00000000001",
  /** One request per second per policy: the second request in a row is `rate_limited`. */
  tiny: "sk_test_contract_tiny_000000001",
  /**
   * Every scope; used only while a table is renamed under the server, so that the server has never
   * cached its credentials (found keys are kept a second) and must read the renamed table.
   */
  faults: "sk_test_contract_fault_00000001",
  /** Revoked: `api_key_inactive`. */
  revoked: "sk_test_contract_revoked_000001",
  /** A prepaid account with no test credits: every otherwise valid send is `insufficient_credits`. */
  poor: "sk_test_contract_poor_000000001",
  /** An account that never sends: its webhook endpoints never get a delivery, whatever their URL. */
  hooks: "sk_test_contract_hooks_00000001",
  /** The live key of the full key's account: refused (`test_mode_only`) by the test helpers. */
  live: "sk_live_contract_full_000000001",
} as const;

/** The account of {@link KEYS.full} (a test-mode key): the scope of its idempotency keys. */
export const FULL_ACCOUNT = "acc_contract";

/** A valid US recipient (allowed without DLT). */
export const US_RECIPIENT = "14155550123";
/** Test-mode magic numbers (api-v1.md §7): delivered at once, and held `queued` (cancellable). */
export const MAGIC = { delivered: "919000000001", held: "919000000006" } as const;

const ALL = ["sms:send", "sms:read", "webhooks:manage"];
const FAST = { send_per_second: 10_000, default_per_second: 10_000 };
const DLT = { entity_id: "1101000000000001", header: "CONTRT", dlt_template_id: "1107000000000001" };

/** Accounts, keys and templates that let a test reach every documented response of every operation. */
export function contractFixture() {
  return {
    accounts: [
      {
        account_id: FULL_ACCOUNT,
        name: "Contract Tests Ltd",
        billing: "prepaid",
        balances: { live: 0, test: 1_000_000 },
        allowed_countries: ["IN", "US"],
        allowed_categories: ["otp", "transactional"],
        recipient_rate_limit: { max_messages: 100_000, window_seconds: 60 },
        keys: [
          { key: KEYS.full, mode: "test", scopes: ALL, rate_limit: FAST },
          { key: KEYS.readOnly, mode: "test", scopes: ["sms:read"], rate_limit: FAST },
          { key: KEYS.sendOnly, mode: "test", scopes: ["sms:send"], rate_limit: FAST },
          {
            key: KEYS.elsewhere,
            mode: "test",
            scopes: ALL,
            ip_allowlist: ["203.0.113.0/24"],
            rate_limit: FAST,
          },
          {
            key: KEYS.tiny,
            mode: "test",
            scopes: ALL,
            rate_limit: { send_per_second: 1, default_per_second: 1 },
          },
          { key: KEYS.revoked, mode: "test", scopes: ALL, status: "revoked" },
          { key: KEYS.faults, mode: "test", scopes: ALL, rate_limit: FAST },
          { key: KEYS.live, mode: "live", scopes: ALL, rate_limit: FAST },
        ],
        templates: [
          {
            template_id: "tmpl_otp",
            name: "OTP",
            body: "Your code is {#var#}. It expires in {#var#} minutes.",
            category: "otp",
            dlt: DLT,
          },
          {
            template_id: "tmpl_plain",
            name: "Plain",
            body: "Hello from the contract tests.",
            category: "otp",
            dlt: DLT,
          },
          // At the contract's largest variable bounds (ten GSM-7 segments): one value of the longest length,
          // and the most values, one character each.
          {
            template_id: "tmpl_longest",
            name: "Longest variable",
            body: "{#var#}",
            category: "otp",
            max_variable_length: 1530,
            dlt: DLT,
          },
          {
            template_id: "tmpl_most",
            name: "Most variables",
            body: "{#var#}".repeat(1530),
            category: "otp",
            dlt: DLT,
          },
          {
            template_id: "tmpl_inactive",
            name: "Old",
            body: "Old {#var#}",
            category: "otp",
            status: "inactive",
            dlt: DLT,
          },
        ],
      },
      {
        account_id: "acc_contract_poor",
        name: "Poor Contract Ltd",
        billing: "prepaid",
        balances: { live: 0, test: 0 },
        allowed_countries: ["US"],
        allowed_categories: ["otp"],
        keys: [{ key: KEYS.poor, mode: "test", scopes: ALL, rate_limit: FAST }],
        templates: [
          { template_id: "tmpl_otp", name: "OTP", body: "Code {#var#}", category: "otp", dlt: null },
        ],
      },
      {
        account_id: "acc_contract_hooks",
        name: "Webhook-only Contract Ltd",
        billing: "prepaid",
        balances: { live: 0, test: 0 },
        allowed_countries: ["US"],
        allowed_categories: ["otp"],
        keys: [{ key: KEYS.hooks, mode: "test", scopes: ALL, rate_limit: FAST }],
        templates: [],
      },
    ],
  };
}
