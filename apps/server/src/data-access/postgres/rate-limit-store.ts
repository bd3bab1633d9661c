import type { RateLimitStore } from "../../domain/ports.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";
import type { SqlExecutor } from "./sql-executor.js";

/**
 * The bucket's tokens after refilling since its last take and taking back $5 unspent tokens, within the
 * capacity: `takeTokens`'s arithmetic, in double precision. $2 capacity, $3 now, $4 wanted.
 */
const REFILLED =
  "LEAST($2::float8, b.tokens + (GREATEST(0, $3::float8 - b.updated_ms) / 1000) * $2::float8 + $5::float8)";
/** Whole tokens granted from {@link REFILLED}: as many as wanted, or as there are. */
const GRANTED = `CASE WHEN ${REFILLED} >= 1 THEN LEAST($4::float8, FLOOR(${REFILLED})) ELSE 0 END`;
/** The same for a new bucket, which starts full. */
const GRANTED_NEW = "CASE WHEN $2::float8 >= 1 THEN LEAST($4::float8, FLOOR($2::float8)) ELSE 0 END";

/**
 * One statement per take: a new bucket starts full, an existing one is refilled, and tokens are taken when
 * there are some, all in the upsert that holds the bucket's row lock, so concurrent takes in every instance
 * queue on it and none is lost. The arithmetic is `takeTokens`'s, on the same IEEE doubles, so both engines
 * decide alike. `allowed` is still written for a process of the previous version on the same database.
 */
const UPSERT = `
  ON CONFLICT (bucket) DO UPDATE SET
    tokens = ${REFILLED} - ${GRANTED},
    granted = ${GRANTED},
    allowed = ${GRANTED} >= 1,
    updated_ms = GREATEST($3::float8, b.updated_ms)
  RETURNING tokens, granted`;
const TAKE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, granted, allowed)
  VALUES ($1, $2::float8 - ${GRANTED_NEW}, $3::float8, ${GRANTED_NEW}, ${GRANTED_NEW} >= 1)
  ${UPSERT}`;

/**
 * {@link TAKE} as a statement of its own (autocommit) whose commit does not wait for the WAL flush: the row
 * lock is held only inside the server, for the statement, never across a round trip to this process.
 * `set_config(…, true)` lasts until the statement's own transaction ends, its commit included.
 */
const TAKE_ALONE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, granted, allowed)
  SELECT $1::text, $2::float8 - ${GRANTED_NEW}, $3::float8, ${GRANTED_NEW}, ${GRANTED_NEW} >= 1
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
  ${UPSERT}`;

/** Token buckets in PostgreSQL, shared by every instance on the database. */
export class PgRateLimitStore implements RateLimitStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
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
    ]);
    if (!row) throw new Error(`rate bucket ${r.bucket} was not written`);
    return { granted: row.granted, tokens: row.tokens };
  }

  /** Drops buckets untouched since `beforeMs`. */
  async sweep(beforeMs: number): Promise<number> {
    return this.sql.run("DELETE FROM rate_buckets WHERE updated_ms < $1", [beforeMs]);
  }
}
