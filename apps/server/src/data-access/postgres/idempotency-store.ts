import type { IdempotencyLookup, IdempotencyScope, IdempotencyStore } from "../../domain/ports.js";
import type { Sql } from "./sql-executor.js";

/** SQLSTATE of a stored answer over a live record: the key was not looked up first (a bug, never retried). */
const KEY_LIVE = "SM002";

/** Stores a first answer, or replaces an expired one; raises {@link KEY_LIVE} when a live record is there. */
const STORE_ANSWER = `WITH stored AS (
     INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, response_body, created_at,
       expires_at, api_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (account_id, mode, api_version, idempotency_key) DO UPDATE SET fingerprint = excluded.fingerprint,
       response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
     WHERE idempotency_keys.expires_at <= $6
     RETURNING 1
   )
   SELECT sms_require(EXISTS (SELECT 1 FROM stored), '${KEY_LIVE}', 'the idempotency key is live: look it up first')`;

/** {@link STORE_ANSWER} for many (sql-executor.ts, `Step.merge`): every record stored, or none. */
const STORE_ANSWERS = `WITH stored AS (
     INSERT INTO idempotency_keys AS k (account_id, mode, idempotency_key, fingerprint, response_body, created_at,
       expires_at, api_version)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[]) AS u
     ON CONFLICT (account_id, mode, api_version, idempotency_key) DO UPDATE SET fingerprint = excluded.fingerprint,
       response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
     WHERE k.expires_at <= excluded.created_at
     RETURNING 1
   )
   SELECT sms_require((SELECT count(*) FROM stored) = cardinality($1::text[]), '${KEY_LIVE}',
     'the idempotency key is live: look it up first')`;

/** A key's live record in its scope. */
const LIVE_RECORD = `SELECT fingerprint, response_body FROM idempotency_keys
  WHERE account_id = $1 AND mode = $2 AND idempotency_key = $3 AND expires_at > $4 AND api_version = $5`;

/** The live record, or (when there is none) an attempt at the key's lock: `locked`. */
const LOOKUP_OR_LOCK = `SELECT k.fingerprint, k.response_body,
    CASE WHEN k.fingerprint IS NULL THEN pg_try_advisory_xact_lock(hashtextextended($6, 0)) END AS locked
  FROM (SELECT 1) AS one LEFT JOIN (${LIVE_RECORD}) AS k ON true`;

/** Many lookups' scopes (arrays of {@link LIVE_RECORD}'s values), numbered `member`. */
const SCOPES = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
    WITH ORDINALITY AS u(account_id, mode, idempotency_key, now, api_version, member)`;

/** {@link SCOPES} with each one's lock (`$6`). */
const LOCKED_SCOPES = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
    WITH ORDINALITY AS u(account_id, mode, idempotency_key, now, api_version, lock, member)`;

/**
 * The live record of a scope of {@link SCOPES}, by its primary key. A subquery with a `LIMIT` is not turned
 * into a join: a plan made without values (a generic plan) would take the few scopes for many and might hash
 * the whole table (test: postgres-query-plans.test.ts).
 */
const SCOPE_RECORD = `LATERAL (SELECT k.fingerprint, k.response_body FROM idempotency_keys k
    WHERE k.account_id = u.account_id AND k.mode = u.mode AND k.idempotency_key = u.idempotency_key
      AND k.expires_at > u.now AND k.api_version = u.api_version LIMIT 1) AS k`;

/** {@link LOOKUP_OR_LOCK} for many. */
const LOOKUPS_OR_LOCKS = `SELECT u.member::int AS member, k.fingerprint, k.response_body,
    CASE WHEN k.fingerprint IS NULL THEN pg_try_advisory_xact_lock(hashtextextended(u.lock, 0)) END AS locked
  FROM ${LOCKED_SCOPES} LEFT JOIN ${SCOPE_RECORD} ON true`;

/** {@link LIVE_RECORD} for many. */
const LIVE_RECORDS = `SELECT u.member::int AS member, k.fingerprint, k.response_body
  FROM ${SCOPES} CROSS JOIN ${SCOPE_RECORD}`;

/**
 * Idempotency keys in PostgreSQL, scoped to account, mode and API version, kept until `expires_at`. While a transaction
 * accepts a key's first request it holds a transaction-level advisory lock on the key, so a concurrent
 * request with the key, in any instance, finds the lock taken and answers `in_progress`; once the first
 * commits, its row is visible before its lock is released, so the next lookup replays the answer.
 */
export class PgIdempotencyStore implements IdempotencyStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * The key's live record (a replay takes no lock); else the key's lock, held until the transaction ends,
   * and a second read: the statement that took the lock read from a snapshot taken before it, when the
   * previous holder may not have committed yet. Both go in one round trip, the second with its own snapshot.
   */
  async lookup(scope: IdempotencyScope, nowIso: string): Promise<IdempotencyLookup> {
    const params = [scope.accountId, scope.mode, scope.key, nowIso, scope.apiVersion];
    const lock = `idempotency:${scope.accountId}:${scope.mode}:${scope.apiVersion}:${scope.key}`;
    this.sql.exclusive(lock);
    // 64-bit hash of the scope: a collision with another key only answers in_progress for a moment.
    const [first, second] = await this.sql.pipeline([
      { text: LOOKUP_OR_LOCK, values: [...params, lock], merge: LOOKUPS_OR_LOCKS },
      { text: LIVE_RECORD, values: params, merge: LIVE_RECORDS },
    ]);
    const taken = first?.rows[0] as
      | { fingerprint: string | null; response_body: string | null; locked: boolean }
      | undefined;
    if (taken?.fingerprint != null) return completed(taken);
    if (!taken?.locked) return { state: "in_progress" };
    const row = second?.rows[0] as { fingerprint: string; response_body: string | null } | undefined;
    return row ? completed(row) : { state: "absent" };
  }

  /**
   * Stores the first request's answer, replacing an expired record; held back to go with the transaction's
   * next statement (the commit's), and fails the transaction when a live record is there.
   */
  async store(
    scope: IdempotencyScope,
    entry: { fingerprint: string; answer: string; nowIso: string; expiresAt: string },
  ): Promise<void> {
    await this.sql.defer(
      STORE_ANSWER,
      [
        scope.accountId,
        scope.mode,
        scope.key,
        entry.fingerprint,
        entry.answer,
        entry.nowIso,
        entry.expiresAt,
        scope.apiVersion,
      ],
      undefined,
      STORE_ANSWERS,
    );
  }

  /** Deletes expired records; returns how many. */
  async purgeExpired(nowIso: string): Promise<number> {
    return this.sql.run("DELETE FROM idempotency_keys WHERE expires_at <= $1", [nowIso]);
  }
}

function completed(row: { fingerprint: string | null; response_body: string | null }): IdempotencyLookup {
  return { state: "completed", fingerprint: row.fingerprint ?? "", answer: row.response_body ?? "" };
}
