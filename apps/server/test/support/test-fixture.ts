/** Keys of the component-test fixture (test-only values, never real secrets). */
export const KEYS = {
  test: "sk_test_main_0000000000000001",
  live: "sk_live_main_0000000000000001",
  readOnly: "sk_test_readonly_00000000001",
  sendOnly: "sk_test_sendonly_00000000001",
  revoked: "sk_test_revoked_000000000001",
  ipRestricted: "sk_test_iprestricted_0000001",
  ipLoopback: "sk_test_iploopback_000000001",
  slow: "sk_test_slow_000000000000001",
  other: "sk_test_other_00000000000001",
  small: "sk_test_small_00000000000001",
  postpaid: "sk_test_postpaid_00000000001",
} as const;

const ALL_SCOPES = ["sms:send", "sms:read", "webhooks:manage"];
const DLT = { entity_id: "1101000000000001", header: "TESTIN", dlt_template_id: "1107000000000001" };
const FAST = { send_per_second: 1000, default_per_second: 1000 };

/** A fixture that exercises every check: several accounts, keys of each kind, templates of each kind. */
export function testFixture(options: { smallBalance?: number } = {}) {
  return {
    accounts: [
      {
        account_id: "acc_main",
        name: "Main Test Ltd",
        billing: "prepaid",
        balances: { live: 100000, test: 100000 },
        allowed_countries: ["IN", "US"],
        allowed_categories: ["otp", "transactional", "service"],
        recipient_rate_limit: { max_messages: 1000, window_seconds: 60 },
        keys: [
          { key: KEYS.test, mode: "test", scopes: ALL_SCOPES, rate_limit: FAST },
          { key: KEYS.live, mode: "live", scopes: ALL_SCOPES, rate_limit: FAST },
          { key: KEYS.readOnly, mode: "test", scopes: ["sms:read"], rate_limit: FAST },
          { key: KEYS.sendOnly, mode: "test", scopes: ["sms:send"], rate_limit: FAST },
          { key: KEYS.revoked, mode: "test", scopes: ALL_SCOPES, status: "revoked" },
          {
            key: KEYS.ipRestricted,
            mode: "test",
            scopes: ALL_SCOPES,
            ip_allowlist: ["203.0.113.0/24"],
            rate_limit: FAST,
          },
          {
            key: KEYS.ipLoopback,
            mode: "test",
            scopes: ALL_SCOPES,
            ip_allowlist: ["127.0.0.1/32", "::1"],
            rate_limit: FAST,
          },
          {
            key: KEYS.slow,
            mode: "test",
            scopes: ALL_SCOPES,
            rate_limit: { send_per_second: 2, default_per_second: 3 },
          },
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
            body: "Hello from the test suite.",
            category: "service",
            dlt: DLT,
          },
          {
            template_id: "tmpl_short_vars",
            name: "Short vars",
            body: "Code {#var#}",
            category: "otp",
            max_variable_length: 6,
            dlt: DLT,
          },
          {
            template_id: "tmpl_free",
            name: "Free text",
            body: "{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}{#var#}",
            category: "transactional",
            max_variable_length: 200,
            dlt: DLT,
          },
          {
            template_id: "tmpl_inactive",
            name: "Inactive",
            body: "Old {#var#}",
            category: "otp",
            status: "inactive",
            dlt: DLT,
          },
          {
            template_id: "tmpl_no_dlt",
            name: "No DLT",
            body: "Hi {#var#}",
            category: "transactional",
            dlt: null,
          },
          {
            template_id: "tmpl_partial_dlt",
            name: "Partial DLT",
            body: "Hi {#var#}",
            category: "transactional",
            dlt: { entity_id: "1101000000000001", header: null, dlt_template_id: "1107000000000009" },
          },
          {
            template_id: "tmpl_promo",
            name: "Promo",
            body: "Sale {#var#}",
            category: "promotional",
            dlt: DLT,
          },
        ],
      },
      {
        account_id: "acc_other",
        name: "Other Ltd",
        billing: "prepaid",
        balances: { live: 0, test: 1000 },
        allowed_countries: ["IN"],
        allowed_categories: ["otp"],
        keys: [{ key: KEYS.other, mode: "test", scopes: ALL_SCOPES, rate_limit: FAST }],
        templates: [
          { template_id: "tmpl_other_only", name: "Other", body: "Other {#var#}", category: "otp", dlt: DLT },
        ],
      },
      {
        account_id: "acc_small",
        name: "Small Balance Ltd",
        billing: "prepaid",
        balances: { live: 0, test: options.smallBalance ?? 10 },
        allowed_countries: ["IN", "US"],
        allowed_categories: ["otp", "transactional"],
        recipient_rate_limit: { max_messages: 1000, window_seconds: 60 },
        keys: [{ key: KEYS.small, mode: "test", scopes: ALL_SCOPES, rate_limit: FAST }],
        templates: [
          { template_id: "tmpl_otp", name: "OTP", body: "Your code is {#var#}.", category: "otp", dlt: DLT },
          {
            template_id: "tmpl_free",
            name: "Free",
            body: "{#var#}{#var#}",
            category: "transactional",
            max_variable_length: 200,
            dlt: DLT,
          },
        ],
      },
      {
        account_id: "acc_postpaid",
        name: "Postpaid Ltd",
        billing: "postpaid",
        balances: { live: 0, test: 0 },
        allowed_countries: ["US"],
        allowed_categories: ["otp"],
        credit_rates: { US: 2 },
        keys: [{ key: KEYS.postpaid, mode: "test", scopes: ALL_SCOPES, rate_limit: FAST }],
        templates: [
          { template_id: "tmpl_otp", name: "OTP", body: "Code {#var#}", category: "otp", dlt: null },
        ],
      },
    ],
  };
}
