import { newLedgerEntryId } from "../../domain/ids.js";
import type { Mode } from "../../domain/model.js";
import type { LedgerEntry, LedgerStore } from "../../domain/ports.js";
import type { Database } from "./database.js";

/** Balances and the ledger they are the sum of, in SQLite. */
export class SqliteLedgerStore implements LedgerStore {
  constructor(private readonly db: Database) {}

  /** The mode's current balance (0 when never granted). */
  async balance(accountId: string, mode: Mode): Promise<number> {
    const r = this.db.get<{ balance: number }>(
      "SELECT balance FROM balances WHERE account_id = ? AND mode = ?",
      accountId,
      mode,
    );
    return r ? Number(r.balance) : 0;
  }

  /**
   * Debits `amount` and records it. With `requireFunds`, the update only matches while the balance
   * covers it, so the balance can never go below zero; returns false when it did not.
   */
  async debit(
    accountId: string,
    mode: Mode,
    amount: number,
    messageId: string,
    at: string,
    requireFunds: boolean,
  ): Promise<boolean> {
    const changed = requireFunds
      ? this.db.run(
          "UPDATE balances SET balance = balance - ? WHERE account_id = ? AND mode = ? AND balance >= ?",
          amount,
          accountId,
          mode,
          amount,
        )
      : this.db.run(
          "UPDATE balances SET balance = balance - ? WHERE account_id = ? AND mode = ?",
          amount,
          accountId,
          mode,
        );
    if (changed !== 1) return false;
    this.record(accountId, mode, -amount, "debit", messageId, at);
    return true;
  }

  /** Credits `amount` back for a message (a refund) and records it. */
  async refund(accountId: string, mode: Mode, amount: number, messageId: string, at: string): Promise<void> {
    this.db.run(
      "UPDATE balances SET balance = balance + ? WHERE account_id = ? AND mode = ?",
      amount,
      accountId,
      mode,
    );
    this.record(accountId, mode, amount, "refund", messageId, at);
  }

  /** Sets the balance and records the difference as an `adjustment`; returns the difference. */
  async setBalance(accountId: string, mode: Mode, balance: number, at: string): Promise<number> {
    const difference = balance - (await this.balance(accountId, mode));
    if (difference === 0) return 0;
    this.db.run(
      `INSERT INTO balances (account_id, mode, balance) VALUES (?, ?, ?)
       ON CONFLICT (account_id, mode) DO UPDATE SET balance = excluded.balance`,
      accountId,
      mode,
      balance,
    );
    this.record(accountId, mode, difference, "adjustment", null, at);
    return difference;
  }

  /** Every entry of a mode, oldest first. */
  async entries(accountId: string, mode: Mode): Promise<LedgerEntry[]> {
    return this.db
      .all<LedgerEntry>(
        "SELECT entry_id, amount, reason, message_id, created_at FROM ledger_entries WHERE account_id = ? AND mode = ? ORDER BY entry_id",
        accountId,
        mode,
      )
      .map((e) => ({ ...e, amount: Number(e.amount) }));
  }

  private record(
    accountId: string,
    mode: Mode,
    amount: number,
    reason: string,
    messageId: string | null,
    at: string,
  ): void {
    this.db.run(
      `INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      newLedgerEntryId(),
      accountId,
      mode,
      amount,
      reason,
      messageId,
      at,
    );
  }
}
