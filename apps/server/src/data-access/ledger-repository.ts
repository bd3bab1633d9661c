import { newLedgerEntryId } from "../domain/ids.js";
import type { Mode } from "../domain/types.js";
import type { Database } from "./database.js";

/** One ledger entry: a signed amount of credits. */
export interface LedgerEntry {
  /** Ledger entry id. */
  entry_id: string;
  /** Credits: negative for a debit, positive for a refund or top-up. */
  amount: number;
  /** Why the balance changed: `debit`, `refund` or `opening_balance`. */
  reason: string;
  /** Message the entry is for, or null. */
  message_id: string | null;
  /** When the entry was written (RFC 3339, UTC). */
  created_at: string;
}

/** Balances and the ledger they are the sum of. Call inside a transaction to combine with other writes. */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /** The mode's current balance (0 when never granted). */
  balance(accountId: string, mode: Mode): number {
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
  debit(
    accountId: string,
    mode: Mode,
    amount: number,
    messageId: string,
    at: string,
    requireFunds: boolean,
  ): boolean {
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
  refund(accountId: string, mode: Mode, amount: number, messageId: string, at: string): void {
    this.db.run(
      "UPDATE balances SET balance = balance + ? WHERE account_id = ? AND mode = ?",
      amount,
      accountId,
      mode,
    );
    this.record(accountId, mode, amount, "refund", messageId, at);
  }

  /** Every entry of a mode, oldest first. */
  entries(accountId: string, mode: Mode): LedgerEntry[] {
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
    messageId: string,
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
