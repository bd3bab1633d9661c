import type { Mode } from "../domain/types.js";
import type { Database } from "./database.js";

/** A stored idempotency record. */
export interface IdempotencyRecord {
  /** Hash of the request the key was first used with. */
  fingerprint: string;
  /** `completed` once the answer is stored; `in_progress` only in records of earlier servers. */
  state: "in_progress" | "completed";
  /** Stored answer's HTTP status, once completed. */
  response_status: number | null;
  /** Stored answer's exact body, replayed byte for byte. */
  response_body: string | null;
}

/**
 * Default of how long an `in_progress` claim (left by servers that claimed keys in a transaction of their
 * own) counts as live: after this long it belongs to a request whose process died, and the key is usable
 * again instead of refusing for 24 h.
 */
export const ABANDONED_CLAIM_MS = 60_000;

/** Options of the idempotency repository. */
export interface IdempotencyOptions {
  /** Age after which an `in_progress` record counts as abandoned; default {@link ABANDONED_CLAIM_MS}. */
  abandonedClaimMs?: number;
}

/** Idempotency keys, scoped to account and mode, kept until `expires_at`. */
export class IdempotencyRepository {
  constructor(
    private readonly db: Database,
    private readonly options: IdempotencyOptions = {},
  ) {}

  /**
   * The live record of a key, or null when the key is unused, expired, or held by an abandoned
   * `in_progress` claim. The send use case finds, accepts and stores in one unit of a group commit, so
   * it never commits a claim without its answer; `in_progress` records come only from servers before
   * that change (which claimed in a transaction of its own) and count as abandoned after the window.
   */
  find(accountId: string, mode: Mode, key: string, now: string): IdempotencyRecord | null {
    return (
      this.db.get<IdempotencyRecord>(
        `SELECT fingerprint, state, response_status, response_body FROM idempotency_keys
         WHERE account_id = ? AND mode = ? AND idempotency_key = ? AND expires_at > ?
           AND NOT (state = 'in_progress' AND created_at <= ?)`,
        accountId,
        mode,
        key,
        now,
        this.abandonedBefore(now),
      ) ?? null
    );
  }

  /**
   * Stores the accepted answer of a key's first request in one write, replacing an expired or abandoned
   * record. Call it in the transaction whose {@link find} found no live record: the primary key and the
   * write lock make the pair atomic across instances. Throws if a live record is there after all.
   */
  store(entry: {
    accountId: string;
    mode: Mode;
    key: string;
    fingerprint: string;
    status: number;
    body: string;
    now: string;
    expiresAt: string;
  }): void {
    const { accountId, mode, key, now } = entry;
    const written = this.db.run(
      `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, state, response_status,
         response_body, created_at, expires_at)
       VALUES (?, ?, ?, ?, 'completed', ?, ?, ?, ?)
       ON CONFLICT (account_id, mode, idempotency_key) DO UPDATE SET fingerprint = excluded.fingerprint,
         state = 'completed', response_status = excluded.response_status, response_body = excluded.response_body,
         created_at = excluded.created_at, expires_at = excluded.expires_at
       WHERE idempotency_keys.expires_at <= ?
         OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.created_at <= ?)`,
      accountId,
      mode,
      key,
      entry.fingerprint,
      entry.status,
      entry.body,
      now,
      entry.expiresAt,
      now,
      this.abandonedBefore(now),
    );
    if (written !== 1) throw new Error(`idempotency key of ${accountId}/${mode} is live: find it first`);
  }

  private abandonedBefore(now: string): string {
    const window = this.options.abandonedClaimMs ?? ABANDONED_CLAIM_MS;
    return new Date(Date.parse(now) - window).toISOString();
  }

  /** Deletes expired records; returns how many. */
  purgeExpired(now: string): number {
    return this.db.run("DELETE FROM idempotency_keys WHERE expires_at <= ?", now);
  }
}
