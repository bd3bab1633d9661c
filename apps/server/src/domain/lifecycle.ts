/** Every message status (seed §3). */
export type MessageStatus =
  | "queued"
  | "processing"
  | "submitted"
  | "sent"
  | "delivered"
  | "undelivered"
  | "expired"
  | "failed"
  | "rejected"
  | "cancelled";

/** Message-level failure codes (api-v1.md §7). */
export type MessageErrorCode =
  | "number_unreachable"
  | "dnd_blocked"
  | "recipient_opted_out"
  | "carrier_rejected"
  | "dlt_template_mismatch"
  | "validity_expired"
  | "carrier_error";

/** Why a message failed, as stored and served. */
export interface MessageError {
  /** Machine-readable failure code. */
  code: MessageErrorCode;
  /** Human-readable explanation. */
  message: string;
  /** True when retrying the same message to the same number cannot succeed. */
  permanent: boolean;
}

/** The transition table of api-v1.md §7: allowed next statuses per status. */
export const TRANSITIONS: Readonly<Record<MessageStatus, readonly MessageStatus[]>> = {
  queued: ["processing", "cancelled", "rejected", "failed"],
  processing: ["submitted", "rejected", "failed"],
  submitted: ["sent", "delivered", "undelivered", "rejected", "failed", "expired"],
  sent: ["delivered", "undelivered", "expired"],
  delivered: [],
  undelivered: [],
  expired: [],
  failed: [],
  rejected: [],
  cancelled: [],
};

/** True when `to` is a legal next step from `from`; anything else (late, backward, repeated) is ignored. */
export function canTransition(from: MessageStatus, to: MessageStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** True for statuses with no way out. */
export function isTerminal(status: MessageStatus): boolean {
  return TRANSITIONS[status].length === 0;
}
