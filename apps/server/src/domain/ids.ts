import { monotonicFactory } from "ulid";

const ulid = monotonicFactory();

/** A new message id: `msg_` + a monotonic ULID, so ids sort by acceptance time. */
export const newMessageId = (): string => `msg_${ulid()}`;
/** A new event id: `evt_` + a monotonic ULID. */
export const newEventId = (): string => `evt_${ulid()}`;
/** A new request id: `req_` + a monotonic ULID. */
export const newRequestId = (): string => `req_${ulid()}`;
/** A new ledger entry id. */
export const newLedgerEntryId = (): string => `led_${ulid()}`;

/** The current time as an RFC 3339 UTC timestamp with milliseconds. */
export const nowIso = (): string => new Date().toISOString();
