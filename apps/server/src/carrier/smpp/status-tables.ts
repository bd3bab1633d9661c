import type { MessageError, MessageStatus } from "../../domain/lifecycle.js";
import type { PartOutcome } from "../../domain/ports.js";

/** What a submit_sm_resp status means for the message. */
export type SubmitVerdict =
  | { kind: "accepted" }
  /** The SMSC is busy: wait and send the same part again (not a failure). */
  | { kind: "retry" }
  | { kind: "final"; status: "rejected" | "failed"; error: MessageError };

const rejected = (message: string, permanent: boolean): SubmitVerdict => ({
  kind: "final",
  status: "rejected",
  error: { code: "carrier_rejected", message, permanent },
});
const failed = (message: string): SubmitVerdict => ({
  kind: "final",
  status: "failed",
  error: { code: "carrier_error", message, permanent: false },
});

/**
 * SMPP 3.4 command statuses of a submit_sm_resp, and what each means (the docs' table is this one):
 * the message itself was refused (rejected, permanent), or the route failed (failed, retryable).
 */
export const SUBMIT_STATUS_TABLE: Readonly<Record<number, { name: string; verdict: SubmitVerdict }>> = {
  0: { name: "ESME_ROK", verdict: { kind: "accepted" } },
  20: { name: "ESME_RMSGQFUL", verdict: { kind: "retry" } },
  88: { name: "ESME_RTHROTTLED", verdict: { kind: "retry" } },
  1: { name: "ESME_RINVMSGLEN", verdict: rejected("The carrier refused the message length.", true) },
  10: { name: "ESME_RINVSRCADR", verdict: rejected("The carrier refused the sender address.", true) },
  11: { name: "ESME_RINVDSTADR", verdict: rejected("The carrier refused the destination number.", true) },
  51: { name: "ESME_RINVNUMDESTS", verdict: rejected("The carrier refused the destination count.", true) },
  72: {
    name: "ESME_RINVSRCTON",
    verdict: rejected("The carrier refused the sender's type of number.", true),
  },
  73: {
    name: "ESME_RINVSRCNPI",
    verdict: rejected("The carrier refused the sender's numbering plan.", true),
  },
  80: {
    name: "ESME_RINVDSTTON",
    verdict: rejected("The carrier refused the destination's type of number.", true),
  },
  81: {
    name: "ESME_RINVDSTNPI",
    verdict: rejected("The carrier refused the destination's numbering plan.", true),
  },
  98: { name: "ESME_RINVEXPIRY", verdict: rejected("The carrier refused the validity period.", true) },
  192: {
    name: "ESME_RINVOPTPARSTREAM",
    verdict: rejected("The carrier refused an optional parameter.", true),
  },
  196: {
    name: "ESME_RINVOPTPARAMVAL",
    verdict: rejected("The carrier refused an optional parameter's value.", true),
  },
  8: { name: "ESME_RSYSERR", verdict: failed("The carrier reported a system error.") },
  69: { name: "ESME_RSUBMITFAIL", verdict: failed("The carrier could not take the message.") },
  4: { name: "ESME_RINVBNDSTS", verdict: failed("The carrier session was not bound.") },
  97: { name: "ESME_RINVSCHED", verdict: rejected("The carrier refused the schedule.", true) },
};

/** Any other status (including the vendor range 0x400–0x4FF): a failed route, retryable. */
export function submitVerdict(commandStatus: number): SubmitVerdict {
  return (
    SUBMIT_STATUS_TABLE[commandStatus]?.verdict ??
    failed(`The carrier refused the message (SMPP status 0x${commandStatus.toString(16).padStart(8, "0")}).`)
  );
}

/** What a receipt's state means: a final outcome of the part, or only that it moved on. */
export type ReceiptMeaning =
  | { kind: "final"; outcome: PartOutcome }
  | { kind: "progress" }
  | { kind: "ignore" };

/** Receipt states by their `stat:` text and their message_state TLV value (the docs' table is this one). */
export const RECEIPT_STATE_TABLE: readonly { stat: string; state: number; meaning: ReceiptMeaning }[] = [
  { stat: "ENROUTE", state: 1, meaning: { kind: "progress" } },
  { stat: "DELIVRD", state: 2, meaning: { kind: "final", outcome: "delivered" } },
  { stat: "EXPIRED", state: 3, meaning: { kind: "final", outcome: "expired" } },
  { stat: "DELETED", state: 4, meaning: { kind: "final", outcome: "undelivered" } },
  { stat: "UNDELIV", state: 5, meaning: { kind: "final", outcome: "undelivered" } },
  { stat: "ACCEPTD", state: 6, meaning: { kind: "progress" } },
  { stat: "UNKNOWN", state: 7, meaning: { kind: "final", outcome: "undelivered" } },
  { stat: "REJECTD", state: 8, meaning: { kind: "final", outcome: "rejected" } },
];

/** The meaning of a receipt by its message_state (preferred) or its `stat:` text; unknown states are ignored. */
export function receiptMeaning(state: number | undefined, stat: string | undefined): ReceiptMeaning {
  const row =
    (state !== undefined ? RECEIPT_STATE_TABLE.find((r) => r.state === state) : undefined) ??
    RECEIPT_STATE_TABLE.find((r) => r.stat === stat?.toUpperCase());
  return row?.meaning ?? { kind: "ignore" };
}

/** Order of precedence when parts end differently: the message takes the first of these its parts reached. */
const PRECEDENCE: readonly PartOutcome[] = ["rejected", "failed", "undelivered", "expired", "delivered"];

const OUTCOME_ERROR: Record<PartOutcome, MessageError | null> = {
  delivered: null,
  undelivered: { code: "number_unreachable", message: "The handset could not be reached.", permanent: false },
  expired: {
    code: "validity_expired",
    message: "The message expired before it could be delivered.",
    permanent: false,
  },
  rejected: { code: "carrier_rejected", message: "The carrier rejected the message.", permanent: false },
  failed: { code: "carrier_error", message: "The carrier reported an internal error.", permanent: false },
};

/**
 * The message's final status once every part has a final outcome: delivered only when every part is,
 * else the most serious outcome of its parts. A `rejected` after the message was `sent` (no longer a legal
 * step) becomes `undelivered`, keeping the carrier's reason.
 */
export function messageOutcome(
  outcomes: readonly PartOutcome[],
  current: MessageStatus,
): { status: MessageStatus; error: MessageError | null } {
  const worst = PRECEDENCE.find((o) => outcomes.includes(o)) ?? "delivered";
  if ((worst === "rejected" || worst === "failed") && current === "sent")
    return { status: "undelivered", error: OUTCOME_ERROR[worst] };
  return { status: worst, error: OUTCOME_ERROR[worst] };
}
