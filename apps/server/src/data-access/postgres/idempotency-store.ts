import type { IdempotencyLookup, IdempotencyScope, IdempotencyStore } from "../../domain/ports.js";
import type { SqlExecutor } from "./sql-executor.js";

/**
 * Idempotency keys in PostgreSQL, scoped to account and mode, kept until `expires_at`. While a transaction
 * accepts a key's first request it holds a transaction-level advisory lock on the key, so a concurrent
 * request with the key, in any instance, finds the lock taken and answers `in_progress`; once the first
 * commits, the lock is released after its row became visible, so the next lookup replays the answer.
 */
export class PgIdempotencyStore implements IdempotencyStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.sql = sql;
  }

  /** Takes the key's lock (held until the transaction ends) and reads its live record. */
  async lookup(scope: IdempotencyScope, nowIso: string): Promise<IdempotencyLookup> {
    // 64-bit hash of the scope: a collision with another key only answers in_progress for a moment.
    const row = await this.sql.row<{
      locked: boolean;
      fingerprint: string | null;
      response_body: string | null;
    }>(
      `SELECT l.locked, k.fingerprint, k.response_body
       FROM (SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked) l
       LEFT JOIN idempotency_keys k ON l.locked AND k.account_id = $2 AND k.mode = $3
         AND k.idempotency_key = $4 AND k.expires_at > $5`,
      [
        `idempotency:${scope.accountId}:${scope.mode}:${scope.key}`,
        scope.accountId,
        scope.mode,
        scope.key,
        nowIso,
      ],
    );
    if (!row?.locked) return { state: "in_progress" };
    return row.fingerprint !== null
      ? { state: "completed", fingerprint: row.fingerprint, answer: row.response_body ?? "" }
      : { state: "absent" };
  }

  /** Stores the first request's answer, replacing an expired record; throws when a live one is there. */
  async store(
    scope: IdempotencyScope,
    entry: { fingerprint: string; answer: string; nowIso: string; expiresAt: string },
  ): Promise<void> {
    const written = await this.sql.run(
      `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, response_body, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id, mode, idempotency_key) DO UPDATE SET fingerprint = excluded.fingerprint,
         response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
       WHERE idempotency_keys.expires_at <= $6`,
      [
        scope.accountId,
        scope.mode,
        scope.key,
        entry.fingerprint,
        entry.answer,
        entry.nowIso,
        entry.expiresAt,
      ],
    );
    if (written !== 1) {
      throw new Error(`idempotency key of ${scope.accountId}/${scope.mode} is live: look it up first`);
    }
  }

  /** Deletes expired records; returns how many. */
  async purgeExpired(nowIso: string): Promise<number> {
    return this.sql.run("DELETE FROM idempotency_keys WHERE expires_at <= $1", [nowIso]);
  }
}
