import { type NumberType, parsePhoneNumberFromString } from "libphonenumber-js/max";

/** The `to` format of api-v1.md §6: digits only, country code first, no plus sign. */
export const RECIPIENT_PATTERN = /^[1-9][0-9]{7,14}$/;

// Number types that can receive SMS; "max" metadata is what tells mobile from fixed line.
const SMS_CAPABLE: ReadonlySet<NumberType> = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/** Outcome of recipient validation: the ISO country when valid, or why not. */
export type RecipientCheck = { ok: true; country: string } | { ok: false; reason: string };

/** Validates `to` with libphonenumber-js metadata: format, validity for its country, SMS capability. */
export function checkRecipient(to: string): RecipientCheck {
  if (!RECIPIENT_PATTERN.test(to)) {
    return { ok: false, reason: "must be 8 to 15 digits, country code first, no '+'" };
  }
  const phone = parsePhoneNumberFromString(`+${to}`);
  // With "max" metadata a number is valid exactly when it has a type (libphonenumber-js's isValid() is
  // getType() !== undefined), so one type lookup answers both; calling both matched the patterns twice.
  const type = phone?.country ? phone.getType() : undefined;
  if (!phone?.country || !type) {
    return { ok: false, reason: "is not a valid number for any country" };
  }
  if (!SMS_CAPABLE.has(type)) {
    return {
      ok: false,
      reason: `is a ${type.toLowerCase().replaceAll("_", " ")} number that cannot receive SMS`,
    };
  }
  return { ok: true, country: phone.country };
}

/**
 * The test-mode magic numbers (api-v1.md §7), each deciding a message's outcome in the carrier simulator.
 * A test suite sends to them again and again, so in test mode they are exempt from the per-recipient cap,
 * as a payment API's test card numbers are from its fraud limits.
 */
export const MAGIC_NUMBERS: ReadonlySet<string> = new Set([
  "919000000001",
  "919000000002",
  "919000000003",
  "919000000004",
  "919000000005",
  "919000000006",
]);

/** India traffic (api-v1.md §6): recipients starting with `91` need a complete DLT mapping. */
export function isIndiaTraffic(to: string): boolean {
  return to.startsWith("91");
}
