import { newLedgerEntryId } from "../../domain/ids.js";
import type { Mode } from "../../domain/model.js";
import type { LedgerEntry, LedgerStore } from "../../domain/ports.js";
import {
  isSlotShort,
  lockSlots,
  randomSlot,
  type ShortSlots,
  SLOT_SHORT,
  type SlotBalance,
  spreadBalance,
  writeSlotsSql,
} from "./balance-slots.js";
import { RunAlone } from "./run-alone.js";
import type { Sql, Step } from "./sql-executor.js";

/** Savepoint before a one-slot debit, rolled back to when the slot cannot cover it. */
const FAST_DEBIT = "one_slot_debit";

/** `$1` credits taken from the slot numbered by the `slot` parameter of account `$2` and mode `$3`, while it covers them. */
function takeFromSlot(slot: string): string {
  return `UPDATE balances SET balance = balance - $1
     WHERE account_id = $2 AND mode = $3 AND slot = ${slot} AND balance >= $1
     RETURNING 1`;
}

/** A one-slot debit and its entry, in one statement: `debited` is its one row, or none when the slot is short. */
const ONE_SLOT_DEBIT = `WITH debited AS (
     ${takeFromSlot("$7")}
   ), entry AS (
     INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
     SELECT $4, $2, $3, -$1::bigint, 'debit', $5, $6 FROM debited
     RETURNING 1
   )`;

/** The one-slot debit sent with the commit: a short slot raises {@link SLOT_SHORT}, aborting the transaction. */
const DEBIT_WITH_COMMIT = `${ONE_SLOT_DEBIT}
  SELECT sms_require(EXISTS (SELECT 1 FROM entry), '${SLOT_SHORT}', 'the balance slot is short')`;

/**
 * A grouped transaction's debits of one account and mode (`transaction-group.ts`), in one statement: one slot,
 * `$4`, covers their sum `$1`, and each has its entry (`$5`–`$8`: ids, amounts, messages, times); a short slot
 * raises {@link SLOT_SHORT}, and the group's sends then run alone, each debit decided there.
 */
const GROUP_DEBIT = `WITH debited AS (
     ${takeFromSlot("$4")}
   ), entries AS (
     INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
     SELECT e.entry_id, $2, $3, -e.amount, 'debit', e.message_id, e.at
     FROM debited, unnest($5::text[], $6::bigint[], $7::text[], $8::text[]) AS e (entry_id, amount, message_id, at)
     RETURNING 1
   )
   SELECT sms_require(EXISTS (SELECT 1 FROM entries), '${SLOT_SHORT}', 'the balance slot is short')`;

/** The one-slot debit decided at once: one row when it was made, none when the slot is short. */
const DEBIT_NOW = `${ONE_SLOT_DEBIT} SELECT 1 FROM entry`;

/** A debit a member made, decided with its group's commit. */
export interface GroupDebit {
  /** Account debited. */
  accountId: string;
  /** Mode debited. */
  mode: Mode;
  /** Credits, > 0. */
  amount: number;
  /** The message paid for. */
  messageId: string;
  /** When. */
  at: string;
}

/**
 * The statements that make `debits`: one per account and mode, in account and mode order, so two groups
 * that debit the same accounts lock their slots in one order and never deadlock.
 */
export function groupDebitSteps(debits: readonly GroupDebit[]): (Step & { accountId: string; mode: Mode })[] {
  const byBalance = new Map<string, GroupDebit[]>();
  for (const d of debits) {
    const key = `${d.accountId}\u0000${d.mode}`;
    const list = byBalance.get(key);
    if (list) list.push(d);
    else byBalance.set(key, [d]);
  }
  return [...byBalance.keys()].sort().map((key) => {
    const list = byBalance.get(key) ?? [];
    const [first] = list as [GroupDebit];
    const total = list.reduce((sum, d) => sum + d.amount, 0);
    return {
      accountId: first.accountId,
      mode: first.mode,
      text: GROUP_DEBIT,
      values: [
        total,
        first.accountId,
        first.mode,
        randomSlot(),
        list.map(() => newLedgerEntryId()),
        list.map((d) => d.amount),
        list.map((d) => d.messageId),
        list.map((d) => d.at),
      ],
    };
  });
}

/** How a transaction's debits are made (see {@link PgLedgerStore.debit}). */
export interface DebitOptions {
  /** Where this process keeps the accounts whose slots were short a moment ago; their debits are decided at once. */
  shortSlots?: ShortSlots;
  /** Decide every debit before the commit (the transaction runs again after a slot sent with its commit was short). */
  decideNow?: boolean;
  /** The member of a grouped transaction this is: its debits are the group's, made with its commit. */
  group?: { debit(debit: GroupDebit): void };
}

/** Balances (each split into slots, see `balance-slots.ts`) and the ledger they are the sum of, in PostgreSQL. */
export class PgLedgerStore implements LedgerStore {
  private readonly sql: Sql;
  private readonly options: DebitOptions;

  constructor(sql: Sql, options: DebitOptions = {}) {
    this.sql = sql;
    this.options = options;
  }

  /** The mode's current balance: the sum of its slots (0 when never granted). */
  async balance(accountId: string, mode: Mode): Promise<number> {
    const r = await this.sql.row<{ balance: string }>(
      "SELECT COALESCE(SUM(balance), 0) AS balance FROM balances WHERE account_id = $1 AND mode = $2",
      [accountId, mode],
    );
    return Number(r?.balance ?? 0);
  }

  /**
   * Debits `amount` and records it. First from one slot picked at random, only while that slot covers it
   * (postpaid too: a slot never goes negative on its own, see {@link spreadBalance}'s invariant), so
   * concurrent debits of an account mostly take different row locks. When the slot cannot cover it, every
   * slot is locked in order and the debit is decided on their sum, exactly: with `requireFunds` a sum that
   * does not cover it returns false and writes nothing, so the balance never goes below zero across
   * instances; otherwise the new sum is spread over the slots again.
   *
   * In a transaction the one-slot debit is sent with the commit (the debit is a send's last write), so its
   * slot's lock is held for no round trip at all, and true is answered before its outcome is known: a slot
   * that is short raises {@link SLOT_SHORT}, which rolls the transaction back, and the transaction runs again
   * with its debits decided at once (`decideNow`), as they are for a while for that account and mode. A
   * grouped transaction's member hands its debit to the group, which makes one per account and mode with its
   * commit.
   */
  async debit(
    accountId: string,
    mode: Mode,
    amount: number,
    messageId: string,
    at: string,
    requireFunds: boolean,
  ): Promise<boolean> {
    if (this.options.group) {
      if (amount <= 0 || this.decidesNow(accountId, mode)) throw new RunAlone("its debit is decided at once");
      this.options.group.debit({ accountId, mode, amount, messageId, at });
      return true;
    }
    const values = [amount, accountId, mode, newLedgerEntryId(), messageId, at, randomSlot()];
    // A slot of 0 "covers" an amount of 0 whatever the sum, so such an amount (never sent today) is decided
    // on the sum.
    if (amount > 0 && this.sql.inTransaction && !this.decidesNow(accountId, mode)) {
      await this.sql.defer(DEBIT_WITH_COMMIT, values, (error) => {
        if (isSlotShort(error)) this.options.shortSlots?.mark(accountId, mode);
      });
      return true;
    }
    // One round trip: the slot's row lock is taken by the update and held from here to the commit only.
    if (amount > 0) {
      const recorded = await this.sql.runAfterSavepoint(FAST_DEBIT, DEBIT_NOW, values);
      if (recorded === 1) return true;
      // An update that waited for the slot, then found it short, still holds its lock: locking every slot
      // in order while holding one out of order would deadlock with another fallback. Rolling back to the
      // savepoint releases it.
      await this.sql.run(`ROLLBACK TO SAVEPOINT ${FAST_DEBIT}`);
    }
    const slots = await lockSlots(this.sql, accountId, mode, "if-any");
    // An account and mode without a balance row has nothing to debit, postpaid or not.
    if (slots.length === 0) return false;
    const total = slots.reduce((sum, s) => sum + s.balance, 0);
    if (requireFunds && total < amount) return false;
    await this.writeSlots(accountId, mode, total - amount, slots, -amount, "debit", messageId, at);
    return true;
  }

  /** True when this transaction's debits of the account and mode are decided before its commit. */
  private decidesNow(accountId: string, mode: Mode): boolean {
    return this.options.decideNow === true || this.options.shortSlots?.has(accountId, mode) === true;
  }

  /**
   * Credits `amount` back for a message to slot 0 (which keeps the slots' invariant) and records it; held
   * back to go with the transaction's next statement or its commit.
   */
  async refund(accountId: string, mode: Mode, amount: number, messageId: string, at: string): Promise<void> {
    await this.sql.defer(
      `WITH credited AS (
         UPDATE balances SET balance = balance + $1 WHERE account_id = $2 AND mode = $3 AND slot = 0
       )
       INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
       VALUES ($4, $2, $3, $1, 'refund', $5, $6)`,
      [amount, accountId, mode, newLedgerEntryId(), messageId, at],
    );
  }

  /**
   * Sets the balance and records the difference as an `adjustment`; returns the difference. Every slot is
   * locked first, in order, so a debit in flight either comes before (and is overwritten by the set) or waits
   * for it.
   */
  async setBalance(accountId: string, mode: Mode, balance: number, at: string): Promise<number> {
    const slots = await lockSlots(this.sql, accountId, mode, balance === 0 ? "if-any" : "always");
    const difference = balance - slots.reduce((sum, s) => sum + s.balance, 0);
    if (difference === 0) return 0;
    await this.writeSlots(accountId, mode, balance, slots, difference, "adjustment", null, at);
    return difference;
  }

  /** Every entry of a mode, oldest first. */
  async entries(accountId: string, mode: Mode): Promise<LedgerEntry[]> {
    const rows = await this.sql.rows<Omit<LedgerEntry, "amount"> & { amount: string }>(
      `SELECT entry_id, amount, reason, message_id, created_at FROM ledger_entries
       WHERE account_id = $1 AND mode = $2 ORDER BY entry_id`,
      [accountId, mode],
    );
    return rows.map((e) => ({ ...e, amount: Number(e.amount) }));
  }

  /** Writes `total` spread over the locked `slots` and records the entry, in one round trip. */
  private async writeSlots(
    accountId: string,
    mode: Mode,
    total: number,
    slots: readonly SlotBalance[],
    amount: number,
    reason: string,
    messageId: string | null,
    at: string,
  ): Promise<void> {
    const current = new Map(slots.map((s) => [s.slot, s.balance]));
    // Only the slots that change are written: the others keep their row version.
    const changed = spreadBalance(
      total,
      slots.map((s) => s.slot),
    ).filter((s) => s.balance !== current.get(s.slot));
    const write = writeSlotsSql(changed);
    await this.sql.run(
      `WITH written AS (${write.text})
       INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
       VALUES ($5, $1, $2, $6, $7, $8, $9)`,
      [accountId, mode, ...write.values, newLedgerEntryId(), amount, reason, messageId, at],
    );
  }
}
