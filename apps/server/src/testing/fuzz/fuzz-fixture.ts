/** Keys of the fuzz fixture (test-only values, never real secrets). */
export const FUZZ_KEYS = {
  test: "sk_test_fuzz_0000000000000001",
  live: "sk_live_fuzz_0000000000000001",
  readOnly: "sk_test_fuzzread_00000000001",
  revoked: "sk_test_fuzzrevoked_0000001",
} as const;

const ALL_SCOPES = ["sms:send", "sms:read", "webhooks:manage"];
// High enough that the fuzz reaches the checks behind the rate limit instead of a wall of 429s.
const FAST = { send_per_second: 100_000, default_per_second: 100_000 };
const DLT = { entity_id: "1101000000000001", header: "FUZZIN", dlt_template_id: "1107000000000001" };

/** One account with keys of each kind and templates of each shape, for the hostile-input fuzz. */
export function fuzzFixture() {
  return {
    accounts: [
      {
        account_id: "acc_fuzz",
        name: "Fuzz Ltd",
        billing: "prepaid",
        balances: { live: 1_000_000, test: 1_000_000 },
        allowed_countries: ["IN", "US"],
        allowed_categories: ["otp", "transactional", "service"],
        recipient_rate_limit: { max_messages: 1_000_000, window_seconds: 60 },
        keys: [
          { key: FUZZ_KEYS.test, mode: "test", scopes: ALL_SCOPES, rate_limit: FAST },
          { key: FUZZ_KEYS.live, mode: "live", scopes: ALL_SCOPES, rate_limit: FAST },
          { key: FUZZ_KEYS.readOnly, mode: "test", scopes: ["sms:read"], rate_limit: FAST },
          { key: FUZZ_KEYS.revoked, mode: "test", scopes: ALL_SCOPES, status: "revoked" },
        ],
        templates: [
          {
            template_id: "tmpl_otp",
            name: "OTP",
            body: "Your code is {#var#}. It expires in {#var#} minutes.",
            category: "otp",
            dlt: DLT,
          },
          { template_id: "tmpl_plain", name: "Plain", body: "Hello.", category: "service", dlt: DLT },
        ],
      },
    ],
  };
}
