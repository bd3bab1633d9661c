import type { components } from "@sms-api/client/schema";

/** Every message status (seed §3), from the contract's generated types. */
export type MessageStatus = components["schemas"]["MessageStatus"];

/** Message-level failure codes (api-v1.md §7), from the contract's generated types. */
export type MessageErrorCode = components["schemas"]["MessageErrorCode"];

/** Why a message failed, as stored and served: the contract's own shape. */
export type MessageError = components["schemas"]["MessageError"];

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
