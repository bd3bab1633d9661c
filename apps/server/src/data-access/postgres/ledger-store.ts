import { newLedgerEntryId } from "../../domain/ids.js";
import type { Mode } from "../../domain/model.js";
import type { LedgerEntry, LedgerStore } from "../../domain/ports.js";
import type { SqlExecutor } from "./sql-executor.js";

/** Balances and the ledger they are the sum of, in PostgreSQL. */
export class PgLedgerStore implements LedgerStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.sql = sql;
  }

  /** The mode's current balance (0 when never granted). */
  async balance(accountId: string, mode: Mode): Promise<number> {
    const r = await this.sql.row<{ balance: string }>(
      "SELECT balance FROM balances WHERE account_id = $1 AND mode = $2",
      [accountId, mode],
    );
    return r ? Number(r.balance) : 0;
  }

  /**
   * Debits `amount` and records it. With `requireFunds` the update only matches while the balance covers
   * it: concurrent debits queue on the row lock and each re-checks the balance the previous one left, so it
   * never goes below zero across instances. Returns false when it did not cover the amount.
   */
  async debit(
    accountId: string,
    mode: Mode,
    amount: number,
    messageId: string,
    at: string,
    requireFunds: boolean,
  ): Promise<boolean> {
    // One statement: the balance's row lock, which every send of the account queues on, is taken by the
    // update and held from here to the commit only; the entry is written in the same round trip.
    const recorded = await this.sql.run(
      `WITH debited AS (
         UPDATE balances SET balance = balance - $1
         WHERE account_id = $2 AND mode = $3${requireFunds ? " AND balance >= $1" : ""}
         RETURNING 1
       )
       INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
       SELECT $4, $2, $3, -$1::bigint, 'debit', $5, $6 FROM debited`,
      [amount, accountId, mode, newLedgerEntryId(), messageId, at],
    );
    return recorded === 1;
  }

  /** Credits `amount` back for a message and records it. */
  async refund(accountId: string, mode: Mode, amount: number, messageId: string, at: string): Promise<void> {
    await this.sql.run("UPDATE balances SET balance = balance + $1 WHERE account_id = $2 AND mode = $3", [
      amount,
      accountId,
      mode,
    ]);
    await this.record(accountId, mode, amount, "refund", messageId, at);
  }

  /**
   * Sets the balance and records the difference as an `adjustment`; returns the difference. The row is locked
   * first, so a debit in flight either comes before (and is overwritten by the set) or waits for it.
   */
  async setBalance(accountId: string, mode: Mode, balance: number, at: string): Promise<number> {
    const r = await this.sql.row<{ balance: string }>(
      "SELECT balance FROM balances WHERE account_id = $1 AND mode = $2 FOR UPDATE",
      [accountId, mode],
    );
    const difference = balance - (r ? Number(r.balance) : 0);
    if (difference === 0) return 0;
    await this.sql.run(
      `INSERT INTO balances (account_id, mode, balance) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, mode) DO UPDATE SET balance = EXCLUDED.balance`,
      [accountId, mode, balance],
    );
    await this.record(accountId, mode, difference, "adjustment", null, at);
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

  private async record(
    accountId: string,
    mode: Mode,
    amount: number,
    reason: string,
    messageId: string | null,
    at: string,
  ): Promise<void> {
    await this.sql.run(
      `INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [newLedgerEntryId(), accountId, mode, amount, reason, messageId, at],
    );
  }
}
