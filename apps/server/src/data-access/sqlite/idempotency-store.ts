import type { IdempotencyLookup, IdempotencyScope, IdempotencyStore } from "../../domain/ports.js";
import type { Database } from "./database.js";

function tagOf(scope: IdempotencyScope): string {
  return `idempotency:${scope.accountId}:${scope.mode}:${scope.apiVersion}:${scope.key}`;
}

/**
 * Idempotency keys in SQLite, scoped to account, mode and API version, kept until `expires_at`. The write lock of the
 * group commit makes lookup and store atomic across processes sharing the file; a key stored by a unit
 * of the group that has not committed yet is `in_progress` for the later units of the same group.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: Database) {}

  /** The key's live record, `in_progress` while its first request's group is uncommitted, or absent. */
  async lookup(scope: IdempotencyScope, nowIso: string): Promise<IdempotencyLookup> {
    if (this.db.inOpenGroup(tagOf(scope))) return { state: "in_progress" };
    const row = this.db.get<{ fingerprint: string; response_body: string }>(
      `SELECT fingerprint, response_body FROM idempotency_keys
       WHERE account_id = ? AND mode = ? AND api_version = ? AND idempotency_key = ? AND expires_at > ?`,
      scope.accountId,
      scope.mode,
      scope.apiVersion,
      scope.key,
      nowIso,
    );
    return row
      ? { state: "completed", fingerprint: row.fingerprint, answer: row.response_body }
      : { state: "absent" };
  }

  /** Stores the first request's answer, replacing an expired record; throws when a live one is there. */
  async store(
    scope: IdempotencyScope,
    entry: { fingerprint: string; answer: string; nowIso: string; expiresAt: string },
  ): Promise<void> {
    const written = this.db.run(
      `INSERT INTO idempotency_keys (account_id, mode, api_version, idempotency_key, fingerprint, response_body,
         created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, mode, api_version, idempotency_key) DO UPDATE SET fingerprint = excluded.fingerprint,
         response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
       WHERE idempotency_keys.expires_at <= ?`,
      scope.accountId,
      scope.mode,
      scope.apiVersion,
      scope.key,
      entry.fingerprint,
      entry.answer,
      entry.nowIso,
      entry.expiresAt,
      entry.nowIso,
    );
    if (written !== 1)
      throw new Error(`idempotency key of ${scope.accountId}/${scope.mode} is live: look it up first`);
    this.db.tagOpenGroup(tagOf(scope));
  }

  /** Deletes expired records; returns how many. */
  async purgeExpired(nowIso: string): Promise<number> {
    return this.db.run("DELETE FROM idempotency_keys WHERE expires_at <= ?", nowIso);
  }
}
