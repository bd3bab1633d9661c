import type { Mode } from "../domain/types.js";
import type { Database } from "./database.js";

/** A stored idempotency record. */
export interface IdempotencyRecord {
  /** Hash of the request the key was first used with. */
  fingerprint: string;
  /** `in_progress` while claimed, `completed` once the answer is stored. */
  state: "in_progress" | "completed";
  /** Stored answer's HTTP status, once completed. */
  response_status: number | null;
  /** Stored answer's exact body, replayed byte for byte. */
  response_body: string | null;
}

/**
 * Default of how long a claim may stay `in_progress`: after this long it belongs to a request whose
 * process died, and it is dropped so the key is usable again instead of refusing for 24 h.
 */
export const ABANDONED_CLAIM_MS = 60_000;

/** Options of the idempotency repository. */
export interface IdempotencyOptions {
  /** Age after which an `in_progress` claim counts as abandoned; default {@link ABANDONED_CLAIM_MS}. */
  abandonedClaimMs?: number;
}

/** Idempotency keys, scoped to account and mode, kept until `expires_at`. */
export class IdempotencyRepository {
  constructor(
    private readonly db: Database,
    private readonly options: IdempotencyOptions = {},
  ) {}

  /**
   * Claims a key for a first request. Returns null when claimed, or the existing live record.
   * The primary key makes the claim atomic across instances. The send use case claims, accepts and
   * completes in one unit of a group commit, so no other instance ever sees the claim unfinished; an
   * `in_progress` record comes only from a process that died holding one, and expires after the window.
   */
  claim(
    accountId: string,
    mode: Mode,
    key: string,
    fingerprint: string,
    now: string,
    expiresAt: string,
  ): IdempotencyRecord | null {
    const window = this.options.abandonedClaimMs ?? ABANDONED_CLAIM_MS;
    const abandoned = new Date(Date.parse(now) - window).toISOString();
    return this.db.transaction(
      () => {
        this.db.run(
          `DELETE FROM idempotency_keys WHERE account_id = ? AND mode = ? AND idempotency_key = ?
         AND (expires_at <= ? OR (state = 'in_progress' AND created_at <= ?))`,
          accountId,
          mode,
          key,
          now,
          abandoned,
        );
        const inserted = this.db.run(
          `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, state, created_at, expires_at)
         VALUES (?, ?, ?, ?, 'in_progress', ?, ?) ON CONFLICT (account_id, mode, idempotency_key) DO NOTHING`,
          accountId,
          mode,
          key,
          fingerprint,
          now,
          expiresAt,
        );
        if (inserted === 1) return null;
        return (
          this.db.get<IdempotencyRecord>(
            `SELECT fingerprint, state, response_status, response_body FROM idempotency_keys
           WHERE account_id = ? AND mode = ? AND idempotency_key = ?`,
            accountId,
            mode,
            key,
          ) ?? null
        );
      },
      { durable: false },
    );
  }

  /** Stores the accepted answer against a claimed key. */
  complete(accountId: string, mode: Mode, key: string, status: number, body: string): void {
    this.db.run(
      `UPDATE idempotency_keys SET state = 'completed', response_status = ?, response_body = ?
       WHERE account_id = ? AND mode = ? AND idempotency_key = ?`,
      status,
      body,
      accountId,
      mode,
      key,
    );
  }

  /** Frees a claimed key after a refused request (refusals do not consume keys). */
  release(accountId: string, mode: Mode, key: string): void {
    this.db.run(
      "DELETE FROM idempotency_keys WHERE account_id = ? AND mode = ? AND idempotency_key = ? AND state = 'in_progress'",
      accountId,
      mode,
      key,
    );
  }

  /** Deletes expired records; returns how many. */
  purgeExpired(now: string): number {
    return this.db.run("DELETE FROM idempotency_keys WHERE expires_at <= ?", now);
  }
}
