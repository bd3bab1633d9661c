import type { ClaimedMessage, DispatchStore } from "../../domain/ports.js";
import { MESSAGE_COLUMN_NAMES, type MessageRow, toRecord } from "./message-store.js";
import type { Sql } from "./sql-executor.js";

/** What a claim returns: the message record and its hand-over count. */
const CLAIMED_COLUMNS = [...MESSAGE_COLUMN_NAMES, "carrier_submissions"].map((c) => `m.${c}`).join(", ");

/** Carrier work claims in PostgreSQL: rows another worker is claiming right now are skipped, not waited for. */
export class PgDispatchStore implements DispatchStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** True when an active message has a free or run-out lease. */
  async claimable(nowIso: string): Promise<boolean> {
    const row = await this.sql.row(
      `SELECT 1 FROM messages WHERE status IN ('queued', 'processing', 'submitted', 'sent')
         AND (dispatch_lease_until IS NULL OR dispatch_lease_until <= $1) LIMIT 1`,
      [nowIso],
    );
    return row !== undefined;
  }

  /** Claims up to `limit` active messages whose lease is free or ran out, oldest first. */
  async claim(
    owner: string,
    nowIso: string,
    leaseUntilIso: string,
    limit: number,
  ): Promise<ClaimedMessage[]> {
    const rows = await this.sql.rows<MessageRow & { carrier_submissions: number }>(
      `UPDATE messages m SET dispatch_owner = $1, dispatch_lease_until = $2
       FROM (SELECT message_id FROM messages
             WHERE status IN ('queued', 'processing', 'submitted', 'sent')
               AND (dispatch_lease_until IS NULL OR dispatch_lease_until <= $3)
             ORDER BY message_id LIMIT $4
             FOR UPDATE SKIP LOCKED) c
       WHERE m.message_id = c.message_id
       RETURNING ${CLAIMED_COLUMNS}`,
      [owner, leaseUntilIso, nowIso, limit],
    );
    // RETURNING has no order of its own.
    rows.sort((a, b) => (a.message_id < b.message_id ? -1 : a.message_id > b.message_id ? 1 : 0));
    return rows.map((r) => ({ ...toRecord(r), carrier_submissions: r.carrier_submissions }));
  }

  /** Extends the owner's leases; returns the ids still held, in the order given. */
  async renew(owner: string, messageIds: readonly string[], leaseUntilIso: string): Promise<string[]> {
    if (messageIds.length === 0) return [];
    const rows = await this.sql.rows<{ message_id: string }>(
      `UPDATE messages SET dispatch_lease_until = $1 WHERE message_id = ANY($2::text[]) AND dispatch_owner = $3
       RETURNING message_id`,
      [leaseUntilIso, messageIds, owner],
    );
    const held = new Set(rows.map((r) => r.message_id));
    return messageIds.filter((id) => held.has(id));
  }

  /** Gives the owner's leases back (held back to go with the transaction's next statement or its commit). */
  async release(owner: string, messageIds: readonly string[]): Promise<void> {
    if (messageIds.length === 0) return;
    await this.sql.defer(
      `UPDATE messages SET dispatch_owner = NULL, dispatch_lease_until = NULL
       WHERE message_id = ANY($1::text[]) AND dispatch_owner = $2`,
      [messageIds, owner],
    );
  }

  /**
   * Counts a hand-over to the carrier. Held back to go with the transaction's next statement or its commit:
   * the worker's transaction around it is then one round trip, BEGIN to COMMIT.
   */
  async markSubmitted(messageId: string, atIso: string): Promise<void> {
    await this.sql.defer(
      "UPDATE messages SET carrier_submissions = carrier_submissions + 1, carrier_submitted_at = $1 WHERE message_id = $2",
      [atIso, messageId],
    );
  }
}
