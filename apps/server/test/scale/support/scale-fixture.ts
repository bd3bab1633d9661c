/** Test key of the account the scale tests send from: a large balance, limits far above the tests' rates. */
export const SCALE_KEY = "sk_test_scale_00000000000001";
/** Test key of an account whose balance the oversubscription test spends. */
export const TIGHT_KEY = "sk_test_tight_00000000000001";
/** Test key with the default rate limit of every operation but send (100 per second, api-v1.md §5). */
export const LIMITED_KEY = "sk_test_limited_0000000000001";
/** The limited key's requests per second. */
export const LIMITED_PER_SECOND = 100;
/** The tight account's test balance, in credits (one credit per one-segment message). */
export const TIGHT_BALANCE = 12;

const SCOPES = ["sms:send", "sms:read", "webhooks:manage"];
const FAST = { send_per_second: 10_000, default_per_second: 10_000 };
const OTP = {
  template_id: "tmpl_otp",
  name: "OTP",
  body: "Your code is {#var#}.",
  category: "otp",
  dlt: { entity_id: "1101000000000001", header: "SCALEI", dlt_template_id: "1107000000000001" },
};

function account(id: string, key: string, balance: number, rateLimit = FAST) {
  return {
    account_id: id,
    name: id,
    billing: "prepaid",
    balances: { test: balance, live: 0 },
    allowed_countries: ["IN"],
    allowed_categories: ["otp"],
    recipient_rate_limit: { max_messages: 1000, window_seconds: 60 },
    keys: [{ key, mode: "test", scopes: SCOPES, rate_limit: rateLimit }],
    templates: [OTP],
  };
}

/** The fixture of every scale stack. */
export function scaleFixture() {
  return {
    accounts: [
      account("acc_scale", SCALE_KEY, 1_000_000),
      account("acc_tight", TIGHT_KEY, TIGHT_BALANCE),
      account("acc_limited", LIMITED_KEY, 0, { send_per_second: 10, default_per_second: LIMITED_PER_SECOND }),
    ],
  };
}

/** A distinct, non-magic Indian test number (test mode walks it to `delivered`, api-v1.md §7). */
export function recipient(n: number): string {
  return `9190000${String(10_000 + n).padStart(5, "0")}`;
}
