import { randomBytes } from "node:crypto";
import { monotonicFactory } from "ulid";

// ulid's default source asks the OS for randomness once per character; one 4 KiB draw serves ~500 ids.
let pool = randomBytes(4096);
let offset = 0;
function pooledRandom(): number {
  if (offset + 4 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const value = pool.readUInt32BE(offset) / 0x1_0000_0000;
  offset += 4;
  return value;
}

const ulid = monotonicFactory(pooledRandom);

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
