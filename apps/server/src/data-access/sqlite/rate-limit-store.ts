import type { RateLimitStore } from "../../domain/ports.js";
import {
  type BucketState,
  type TokenGrant,
  type TokenRequest,
  takeTokens,
} from "../../domain/rate-limiter.js";
import type { Database } from "./database.js";

/** Token buckets in the database file, so every process on it shares them. Call inside a transaction. */
export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  /** Takes tokens: read, decide, write back, under the file's write lock. */
  async take({ bucket, ...request }: TokenRequest): Promise<TokenGrant> {
    const row = this.db.get<{ tokens: number; updated_ms: number; capped_ms: number }>(
      "SELECT tokens, updated_ms, capped_ms FROM rate_buckets WHERE bucket = ?",
      bucket,
    );
    const state: BucketState | undefined = row && {
      tokens: row.tokens,
      updatedMs: Number(row.updated_ms),
      cappedMs: row.capped_ms,
    };
    const { grant, next } = takeTokens(state, request);
    this.db.run(
      `INSERT INTO rate_buckets (bucket, tokens, updated_ms, capped_ms) VALUES (?, ?, ?, ?)
       ON CONFLICT (bucket) DO UPDATE SET
         tokens = excluded.tokens, updated_ms = excluded.updated_ms, capped_ms = excluded.capped_ms`,
      bucket,
      next.tokens,
      next.updatedMs,
      next.cappedMs,
    );
    return grant;
  }

  /** Drops buckets untouched since `beforeMs`. */
  async sweep(beforeMs: number): Promise<number> {
    return this.db.run("DELETE FROM rate_buckets WHERE updated_ms < ?", beforeMs);
  }
}
