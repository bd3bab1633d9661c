import { fingerprint } from "../idempotency.js";
import { checkRecipient } from "../recipient.js";
import type { SendOptions, SendRequest } from "./send-message.js";

/** Check 5's first half, decided from the request alone: the recipient as stored and its country, or why not. */
export type RecipientVerdict =
  | { ok: true; to: string; country: string }
  | { ok: false; code: "invalid_recipient"; detail: string };

/**
 * What a send decides from its request alone, before any storage: the recipient's verdict and the body's
 * idempotency fingerprint. Pure, so it can be worked out in the process that took the request (an API process)
 * rather than on the one thread that serializes every send (the SQLite writer), and handed over with the call.
 * A verdict is applied in the use case at the point of check 5, so refusals keep their order.
 */
export interface PreparedSend {
  /** The recipient's verdict, applied in its turn as check 5. */
  recipient: RecipientVerdict;
  /** The request's fingerprint when it has an idempotency key; null without one. */
  fingerprint: string | null;
}

/** Works out {@link PreparedSend} for a request as its API version sends it. */
export function prepareSend(
  request: SendRequest,
  options: Pick<SendOptions<unknown>, "recipientForm" | "idempotencyKey">,
): PreparedSend {
  return {
    recipient: recipientVerdict(request.to, options.recipientForm),
    fingerprint: options.idempotencyKey === null ? null : fingerprint(request),
  };
}

function recipientVerdict(to: string, form: SendOptions<unknown>["recipientForm"]): RecipientVerdict {
  const digits = recipientDigits(to, form);
  if (!digits.ok) return digits;
  const check = checkRecipient(digits.to);
  if (!check.ok) return { ok: false, code: "invalid_recipient", detail: `The recipient ${check.reason}.` };
  return { ok: true, to: digits.to, country: check.country };
}

/** The recipient as stored (digits, country code first), or a refusal naming the version's form. */
function recipientDigits(
  to: string,
  form: SendOptions<unknown>["recipientForm"],
): { ok: true; to: string } | Extract<RecipientVerdict, { ok: false }> {
  if (form === "digits") return { ok: true, to };
  if (to.startsWith("+")) return { ok: true, to: to.slice(1) };
  const example = /^[0-9]+$/.test(to) ? `+${to}` : "+919812345678";
  return {
    ok: false,
    code: "invalid_recipient",
    detail: `The recipient must be in E.164 form with a leading '+' and the country code, e.g. ${example}; the v1 form without '+' is not accepted in v2.`,
  };
}
