import type { ClaimedMessage, DispatchStore } from "../../domain/ports.js";
import type { Database } from "./database.js";
import { type MessageRow, toRecord } from "./message-store.js";

const ACTIVE = "('queued', 'processing', 'submitted', 'sent')";

/** Whether an active message has a free or run-out lease (its plan is checked in the tests). */
export const CLAIMABLE_SQL = `SELECT 1 FROM messages WHERE status IN ${ACTIVE}
  AND (dispatch_lease_until IS NULL OR dispatch_lease_until <= ?) LIMIT 1`;

/** The oldest active messages with a free or run-out lease (its plan is checked in the tests). */
export const CLAIM_SQL = `SELECT * FROM messages WHERE status IN ${ACTIVE}
  AND (dispatch_lease_until IS NULL OR dispatch_lease_until <= ?)
  ORDER BY message_id LIMIT ?`;

/** Carrier work claims in SQLite: the file's write lock makes each claim atomic across processes. */
export class SqliteDispatchStore implements DispatchStore {
  constructor(private readonly db: Database) {}

  /** True when an active message has a free or run-out lease (a read: no write lock). */
  async claimable(nowIso: string): Promise<boolean> {
    return this.db.get(CLAIMABLE_SQL, nowIso) !== undefined;
  }

  /** Claims up to `limit` active messages whose lease is free or ran out. Call inside a transaction. */
  async claim(
    owner: string,
    nowIso: string,
    leaseUntilIso: string,
    limit: number,
  ): Promise<ClaimedMessage[]> {
    const rows = this.db.all<MessageRow & { carrier_submissions: number }>(CLAIM_SQL, nowIso, limit);
    for (const r of rows) {
      this.db.run(
        "UPDATE messages SET dispatch_owner = ?, dispatch_lease_until = ? WHERE message_id = ?",
        owner,
        leaseUntilIso,
        r.message_id,
      );
    }
    return rows.map((r) => ({ ...toRecord(r), carrier_submissions: Number(r.carrier_submissions) }));
  }

  /** Extends the owner's leases; returns the ids still held. */
  async renew(owner: string, messageIds: readonly string[], leaseUntilIso: string): Promise<string[]> {
    const held: string[] = [];
    for (const id of messageIds) {
      const changed = this.db.run(
        "UPDATE messages SET dispatch_lease_until = ? WHERE message_id = ? AND dispatch_owner = ?",
        leaseUntilIso,
        id,
        owner,
      );
      if (changed === 1) held.push(id);
    }
    return held;
  }

  /** Gives the owner's leases back. */
  async release(owner: string, messageIds: readonly string[]): Promise<void> {
    for (const id of messageIds) {
      this.db.run(
        "UPDATE messages SET dispatch_owner = NULL, dispatch_lease_until = NULL WHERE message_id = ? AND dispatch_owner = ?",
        id,
        owner,
      );
    }
  }

  /** Counts a hand-over to the carrier. */
  async markSubmitted(messageId: string, atIso: string): Promise<void> {
    this.db.run(
      "UPDATE messages SET carrier_submissions = carrier_submissions + 1, carrier_submitted_at = ? WHERE message_id = ?",
      atIso,
      messageId,
    );
  }
}
