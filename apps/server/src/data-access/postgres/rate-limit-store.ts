import type { RateLimitStore } from "../../domain/ports.js";
import { decisionOf, type TokenDecision } from "../../domain/rate-limiter.js";
import type { SqlExecutor } from "./sql-executor.js";

/** The bucket's tokens after refilling since its last take: `takeToken`'s arithmetic, in double precision. */
const REFILLED = "LEAST($2::float8, b.tokens + (GREATEST(0, $3::float8 - b.updated_ms) / 1000) * $2::float8)";

/**
 * One statement per take: a new bucket starts full, an existing one is refilled, and a token is taken when
 * one is there, all in the upsert that holds the bucket's row lock, so concurrent takes in every instance
 * queue on it and none is lost. The arithmetic is `takeToken`'s, on the same IEEE doubles, so both engines
 * decide alike.
 */
const UPSERT = `
  ON CONFLICT (bucket) DO UPDATE SET
    tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
    allowed = ${REFILLED} >= 1,
    updated_ms = GREATEST($3::float8, b.updated_ms)
  RETURNING tokens, allowed`;
const TAKE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, allowed)
  VALUES ($1, CASE WHEN $2::float8 >= 1 THEN $2::float8 - 1 ELSE $2::float8 END, $3::float8, $2::float8 >= 1)
  ${UPSERT}`;

/**
 * {@link TAKE} as a statement of its own (autocommit) whose commit does not wait for the WAL flush: the row
 * lock is held only inside the server, for the statement, never across a round trip to this process.
 * `set_config(…, true)` lasts until the statement's own transaction ends, its commit included.
 */
const TAKE_ALONE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, allowed)
  SELECT $1::text, CASE WHEN $2::float8 >= 1 THEN $2::float8 - 1 ELSE $2::float8 END, $3::float8, $2::float8 >= 1
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
  ${UPSERT}`;

/** Token buckets in PostgreSQL, shared by every instance on the database. */
export class PgRateLimitStore implements RateLimitStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.sql = sql;
  }

  /** Takes one token from the bucket at `nowMs`. */
  async take(bucket: string, perSecond: number, nowMs: number): Promise<TokenDecision> {
    const row = await this.sql.row<{ tokens: number; allowed: boolean }>(TAKE, [bucket, perSecond, nowMs]);
    if (!row) throw new Error(`rate bucket ${bucket} was not written`);
    return decisionOf(row.allowed, row.tokens, perSecond);
  }

  /**
   * {@link take} on an executor outside any transaction (the pool), as one autocommit statement: used by
   * `Storage.takeRateToken`. Inside a transaction it would turn the whole transaction's commit asynchronous.
   */
  async takeAlone(bucket: string, perSecond: number, nowMs: number): Promise<TokenDecision> {
    const row = await this.sql.row<{ tokens: number; allowed: boolean }>(TAKE_ALONE, [
      bucket,
      perSecond,
      nowMs,
    ]);
    if (!row) throw new Error(`rate bucket ${bucket} was not written`);
    return decisionOf(row.allowed, row.tokens, perSecond);
  }

  /** Drops buckets untouched since `beforeMs`. */
  async sweep(beforeMs: number): Promise<number> {
    return this.sql.run("DELETE FROM rate_buckets WHERE updated_ms < $1", [beforeMs]);
  }
}
