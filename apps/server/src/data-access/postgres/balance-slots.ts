import { randomInt } from "node:crypto";
import { TtlCache } from "../../domain/accounts/ttl-cache.js";
import type { Mode } from "../../domain/model.js";
import { errorCode, type Sql } from "./sql-executor.js";

// Why the slots never deadlock among themselves: a one-slot debit holds one slot and is its transaction's last
// write (send-message.ts), so it waits for nothing while holding it; a debit whose slot is short first rolls
// back to its savepoint (releasing that slot), then, like setBalance, locks every slot from slot 0 up; a
// refund takes slot 0 alone, and what its transaction locks next (the cancelled message) no slot holder waits for;
// a grouped transaction's debits (transaction-group.ts) are its last writes, one slot per account and mode,
// taken in account and mode order, and its advisory locks are only tried, never waited for.

/**
 * Rows (slots) a mode's balance is split into on PostgreSQL. A one-slot debit holds its slot's lock from the
 * debit to the commit, so the sends of one account run at once as long as they pick different slots: with the
 * ~10–50 sends a server has in flight, 16 slots leave most debits on a slot nobody holds, while a balance read
 * (a sum over an index range) and the all-slot fallback (a lock and a write of every slot) stay 16 rows. More
 * slots would also make the fallback more frequent, since each holds 1/N of the balance.
 */
export const BALANCE_SLOTS = 16;

/**
 * SQLSTATE a one-slot debit sent with the commit raises when its slot cannot cover it (migration 010's
 * `sms_require`): the transaction is rolled back and runs again, its debit then decided before the commit.
 */
export const SLOT_SHORT = "SM001";

/** True when a transaction failed only because the slot its debit was sent with could not cover it. */
export function isSlotShort(error: unknown): boolean {
  return errorCode(error) === SLOT_SHORT;
}

/**
 * The accounts and modes whose one-slot debit found its slot short a moment ago, in this process: their
 * debits are decided before the commit for a while, so an account whose slots are low (a balance nearly
 * spent, a postpaid balance below zero, which sits on slot 0) does not pay for each send twice.
 */
export class ShortSlots {
  private readonly recent = new TtlCache<true>({ ttlMs: 5000, maxEntries: 10_000 });

  /** Marks the account and mode's slots as short. */
  mark(accountId: string, mode: Mode): void {
    this.recent.set(`${mode}:${accountId}`, true);
  }

  /** True when the account and mode's slots were found short within the last few seconds. */
  has(accountId: string, mode: Mode): boolean {
    return this.recent.peek(`${mode}:${accountId}`) === true;
  }
}

/** One slot of a balance, as locked. */
export interface SlotBalance {
  /** The slot's number, 0 to {@link BALANCE_SLOTS} - 1 (a larger one only if N was ever lowered). */
  slot: number;
  /** Its credits. */
  balance: number;
}

/** A slot picked at random for a one-slot debit: concurrent debits spread over the slots. */
export function randomSlot(): number {
  return randomInt(BALANCE_SLOTS);
}

/**
 * The new balance of each of `slots` for a total of `total`: spread evenly, the remainder on slot 0; a
 * negative total entirely on slot 0, every other slot 0. This keeps the slots' invariant: either every slot
 * is >= 0, or slot 0 is < 0 and every other slot is 0. So a slot that covers an amount (> 0) means the sum
 * does, which is what makes a one-slot debit's check exact. Slots >= {@link BALANCE_SLOTS} are emptied.
 */
export function spreadBalance(total: number, slots: readonly number[]): SlotBalance[] {
  const used = slots.filter((s) => s < BALANCE_SLOTS);
  const share = total < 0 ? 0 : Math.floor(total / used.length);
  return slots.map((slot) => ({
    slot,
    balance: slot >= BALANCE_SLOTS ? 0 : slot === 0 ? total - share * (used.length - 1) : share,
  }));
}

/**
 * Locks every slot of the account and mode in slot order (the one lock order every multi-slot write uses,
 * so two of them never deadlock) and returns them. Missing slots are created first when `create` allows:
 * `if-any` only when the mode has a balance at all (a debit of an account without one must match nothing),
 * `always` for a top-up. Each multi-slot writer takes slot 0 first, so it alone inserts missing slots.
 */
export async function lockSlots(
  sql: Sql,
  accountId: string,
  mode: Mode,
  create: "if-any" | "always",
): Promise<SlotBalance[]> {
  const lock = async () =>
    (
      await sql.rows<{ slot: number; balance: string }>(
        `SELECT slot, balance FROM balances WHERE account_id = $1 AND mode = $2 ORDER BY slot FOR UPDATE`,
        [accountId, mode],
      )
    ).map((r) => ({ slot: r.slot, balance: Number(r.balance) }));
  const rows = await lock();
  const present = rows.filter((r) => r.slot < BALANCE_SLOTS).length;
  if (present === BALANCE_SLOTS || (rows.length === 0 && create === "if-any")) return rows;
  // New rows are in slot order too; one inserted by a writer that got here first is waited
  // for, then skipped; the second lock reads and locks what it committed.
  await insertMissingSlots(sql, accountId, mode, 0);
  return lock();
}

/**
 * Creates the slots the account and mode lack, in slot order, and returns the slots it created. When the mode
 * has no slot 0 yet, every slot is new and `openingBalance` is spread over them ({@link spreadBalance}), so
 * the first debits find their slot covering them: with all of it on slot 0, most first debits found their
 * slot short, and the account's sends then ran alone, debits decided before the commit, for a while in every
 * API process (tools/bench/performance.md, "Session 39"). A mode that has its slot 0 (a database migrated
 * from one row per mode) gains the others with 0, which keeps the slots' invariant.
 */
export async function insertMissingSlots(
  sql: Sql,
  accountId: string,
  mode: Mode,
  openingBalance: number,
): Promise<number[]> {
  const spread = spreadBalance(
    openingBalance,
    Array.from({ length: BALANCE_SLOTS }, (_, slot) => slot),
  );
  // Another writer's slot 0, committed after this statement's snapshot, makes every insert here a conflict:
  // it inserted all of them, so nothing is granted twice.
  const rows = await sql.rows<{ slot: number }>(
    `INSERT INTO balances (account_id, mode, slot, balance)
     SELECT $1, $2, s.slot,
       CASE WHEN EXISTS (SELECT 1 FROM balances WHERE account_id = $1 AND mode = $2 AND slot = 0) THEN 0
         ELSE s.balance END
     FROM unnest($3::smallint[], $4::bigint[]) AS s (slot, balance)
     ON CONFLICT (account_id, mode, slot) DO NOTHING RETURNING slot`,
    [accountId, mode, spread.map((s) => s.slot), spread.map((s) => String(s.balance))],
  );
  return rows.map((r) => r.slot);
}

/** The statement (and its values from $3 on) that writes `slots` as the account and mode's new balances. */
export function writeSlotsSql(slots: readonly SlotBalance[]): { text: string; values: unknown[] } {
  return {
    text: `UPDATE balances AS b SET balance = s.balance
           FROM unnest($3::smallint[], $4::bigint[]) AS s (slot, balance)
           WHERE b.account_id = $1 AND b.mode = $2 AND b.slot = s.slot`,
    values: [slots.map((s) => s.slot), slots.map((s) => String(s.balance))],
  };
}
