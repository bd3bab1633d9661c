import type { RateLimitStore } from "../../domain/ports.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";
import type { Sql } from "./sql-executor.js";

/**
 * `takeTokens`'s arithmetic over the existing row `b`, step by step in nested selects, on the same IEEE
 * doubles in the same order, so both engines decide alike: $2 capacity, $3 now, $4 wanted, $5 given back,
 * $6 when those were taken. Yields the new tokens, granted, capped_ms and updated_ms.
 */
const TAKE_FROM_ROW = `
  SELECT g.refilled - g.granted, g.granted, g.granted >= 1, g.capped_ms, g.updated_ms FROM (
    SELECT t.*, CASE WHEN t.refilled >= 1 THEN LEAST($4::float8, FLOOR(t.refilled)) ELSE 0 END AS granted
    FROM (
      SELECT LEAST($2::float8, k.raw + k.back) AS refilled, k.updated_ms,
        CASE WHEN k.raw + k.back > $2::float8 THEN k.updated_ms ELSE b.capped_ms END AS capped_ms
      FROM (
        SELECT r.raw, r.updated_ms,
          CASE WHEN (CASE WHEN r.raw > $2::float8 THEN r.updated_ms ELSE b.capped_ms END) > $6::float8
            THEN 0 ELSE $5::float8 END AS back
        FROM (
          SELECT b.tokens + (GREATEST(0, $3::float8 - b.updated_ms) / 1000) * $2::float8 AS raw,
            GREATEST($3::float8, b.updated_ms) AS updated_ms
        ) r
      ) k
    ) t
  ) g`;
/** Whole tokens a new bucket (full, capped now: nothing is given back to it) grants. */
const GRANTED_NEW = "CASE WHEN $2::float8 >= 1 THEN LEAST($4::float8, FLOOR($2::float8)) ELSE 0 END";

/**
 * One statement per take: a new bucket starts full, an existing one is refilled, and tokens are taken when
 * there are some, all in the upsert that holds the bucket's row lock, so concurrent takes in every instance
 * queue on it and none is lost. `allowed` is still written for a process of the previous version on the same
 * database.
 */
const UPSERT = `
  ON CONFLICT (bucket) DO UPDATE SET (tokens, granted, allowed, capped_ms, updated_ms) = (${TAKE_FROM_ROW})
  RETURNING tokens, granted`;
const NEW_ROW = `$1::text, $2::float8 - ${GRANTED_NEW}, $3::float8, ${GRANTED_NEW}, ${GRANTED_NEW} >= 1, $3::float8`;
const TAKE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, granted, allowed, capped_ms)
  VALUES (${NEW_ROW})
  ${UPSERT}`;

/**
 * {@link TAKE} as a statement of its own (autocommit) whose commit does not wait for the WAL flush: the row
 * lock is held only inside the server, for the statement, never across a round trip to this process.
 * `set_config(…, true)` lasts until the statement's own transaction ends, its commit included.
 */
const TAKE_ALONE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, granted, allowed, capped_ms)
  SELECT ${NEW_ROW}
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
  ${UPSERT}`;

/** Token buckets in PostgreSQL, shared by every instance on the database. */
export class PgRateLimitStore implements RateLimitStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** Takes up to `want` tokens from the bucket at `nowMs`, after giving back `giveBack`. */
  async take(request: TokenRequest): Promise<TokenGrant> {
    return this.takeWith(TAKE, request);
  }

  /**
   * {@link take} on an executor outside any transaction (the pool), as one autocommit statement: used by
   * `Storage.takeRateTokens`. Inside a transaction it would turn the whole transaction's commit asynchronous.
   */
  async takeAlone(request: TokenRequest): Promise<TokenGrant> {
    return this.takeWith(TAKE_ALONE, request);
  }

  private async takeWith(statement: string, r: TokenRequest): Promise<TokenGrant> {
    const row = await this.sql.row<{ tokens: number; granted: number }>(statement, [
      r.bucket,
      r.perSecond,
      r.nowMs,
      r.want,
      r.giveBack,
      r.givenBackTakenAtMs,
    ]);
    if (!row) throw new Error(`rate bucket ${r.bucket} was not written`);
    return { granted: row.granted, tokens: row.tokens };
  }

  /** Drops buckets untouched since `beforeMs`. */
  async sweep(beforeMs: number): Promise<number> {
    return this.sql.run("DELETE FROM rate_buckets WHERE updated_ms < $1", [beforeMs]);
  }
}
