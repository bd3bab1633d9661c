import pg from "pg";
import type { Storage, Stores, TransactionOptions } from "../../domain/ports.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";
import { PgAccountStore } from "./account-store.js";
import { isSlotShort, ShortSlots } from "./balance-slots.js";
import { PgCarrierPartStore } from "./carrier-part-store.js";
import { PgDeliveryStore } from "./delivery-store.js";
import { PgDispatchStore } from "./dispatch-store.js";
import { PgEndpointStore } from "./endpoint-store.js";
import { PgEventStore } from "./event-store.js";
import { PgIdempotencyStore } from "./idempotency-store.js";
import { type DebitOptions, PgLedgerStore } from "./ledger-store.js";
import { PgMessageStore } from "./message-store.js";
import { migrate } from "./migrate.js";
import { QueueHeads } from "./queue-heads.js";
import { PgRateLimitStore } from "./rate-limit-store.js";
import { asStorageError, isRetryable, type Sql, SqlExecutor } from "./sql-executor.js";
import { TransactionGroups } from "./transaction-group.js";

/** How to reach PostgreSQL and how many connections to keep. */
export interface PostgresStorageOptions {
  /** `postgres://user:password@host:port/database` (libpq URL parameters such as `sslmode` work). */
  connectionString: string;
  /** Most pooled connections of this process (default 10): the most transactions it runs at once. */
  poolSize?: number | undefined;
  /** How long a transaction waits for a free pooled connection before the storage is unavailable (default 5000 ms). */
  connectionTimeoutMs?: number;
  /** How long an idle pooled connection is kept (default 30 000 ms). */
  idleTimeoutMs?: number;
  /** Times a transaction is run again after a deadlock or serialization failure (default 3). */
  retries?: number;
  /** Called with errors of idle pooled connections (the pool replaces them); ignored by default. */
  onIdleError?: (error: Error) => void;
}

/** The statement that opens a transaction, its commit synchronous when `durable`. */
function beginStatement(durable: boolean): string {
  return `BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL synchronous_commit TO ${durable ? "on" : "off"}`;
}

/** A random pause before running a collided transaction again, so the same two do not collide again. */
function retryPause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (attempt + 1)));
}

/**
 * Every store on one executor (a transaction's client, or the pool for reads), with the process's queue heads;
 * `pooled`: the pool's autocommit reads, whose lookups of a message by id are batched per turn; `afterCommit`:
 * where a transaction's stores leave what may change only once it commits; `debits`: how its debits are made.
 */
function storesOn(
  sql: Sql,
  heads: QueueHeads,
  pooled = false,
  afterCommit?: (apply: () => void) => void,
  debits?: DebitOptions,
): Stores {
  return {
    accounts: new PgAccountStore(sql),
    messages: new PgMessageStore(sql, pooled),
    ledger: new PgLedgerStore(sql, debits),
    idempotency: new PgIdempotencyStore(sql),
    events: new PgEventStore(sql),
    endpoints: new PgEndpointStore(sql),
    deliveries: new PgDeliveryStore(sql, heads, afterCommit),
    rateLimits: new PgRateLimitStore(sql),
    dispatch: new PgDispatchStore(sql),
    carrierParts: new PgCarrierPartStore(sql),
  };
}

/**
 * The networked engine behind the storage ports: a `pg` pool. Each transaction runs on one pooled
 * connection, READ COMMITTED, and every guarantee the ports promise across instances is enforced by the
 * database (conditional updates, row locks, SKIP LOCKED claims, advisory locks), never by this process.
 */
export class PostgresStorage implements Storage {
  /** Which engine this is. */
  readonly engine = "postgres" as const;
  /** Reads outside a transaction, each statement on its own pooled connection (autocommit). */
  readonly read: Stores;
  private readonly pool: pg.Pool;
  private readonly retries: number;
  private readonly rateLimitsAlone: PgRateLimitStore;
  private readonly heads = new QueueHeads();
  private readonly shortSlots = new ShortSlots();
  private readonly groups: TransactionGroups;

  constructor(options: PostgresStorageOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
      application_name: "sms-api-server",
      // Statements sent one after the other without waiting (SqlExecutor's transactions): pg's pipeline mode.
      pipeline: true,
    } as pg.PoolConfig);
    // An idle connection's error (the server restarted) must not crash the process; the pool drops it.
    this.pool.on("error", options.onIdleError ?? (() => {}));
    this.retries = options.retries ?? 3;
    this.read = storesOn(new SqlExecutor(this.pool), this.heads, true);
    this.rateLimitsAlone = new PgRateLimitStore(new SqlExecutor(this.pool));
    const durableBegin = beginStatement(true);
    this.groups = new TransactionGroups({
      pool: this.pool,
      begin: durableBegin,
      stores: (sql, afterCommit, debits) => storesOn(sql, this.heads, false, afterCommit, debits),
      shortSlots: this.shortSlots,
      alone: (fn) => this.alone(fn, durableBegin),
    });
  }

  /** Applies pending migrations under an advisory lock, so instances starting together migrate once. */
  async migrate(): Promise<string[]> {
    return migrate(this.pool);
  }

  /**
   * Runs `fn` in one transaction on a pooled connection. A deadlock or serialization failure runs it again
   * (up to `retries` times), and so does, once, a debit's slot found short at the commit (with its debits then
   * decided before the commit, see PgLedgerStore.debit); a database that is unreachable or still busy rejects with
   * StorageUnavailableError; any other throw rolls back and rejects with the same error. `durable: false`
   * commits without waiting for the WAL flush (`synchronous_commit = off`); otherwise the commit is
   * synchronous whatever the server's default. `shared` (and durable) joins the turn's group
   * ({@link TransactionGroups}).
   */
  async transaction<T>(fn: (stores: Stores) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const durable = options.durable ?? true;
    if (options.shared === true && durable) return this.groups.join(fn);
    return this.alone(fn, beginStatement(durable));
  }

  /** Runs `fn` in a transaction of its own, opened by `begin`, as {@link transaction} describes. */
  private async alone<T>(fn: (stores: Stores) => Promise<T>, begin: string): Promise<T> {
    let decideNow = false;
    for (let attempt = 0; ; ) {
      const outcome = await this.attempt(fn, begin, decideNow);
      if (outcome.ok) return outcome.value;
      if (isSlotShort(outcome.error) && !decideNow) {
        decideNow = true; // no collision to wait out: the slot was short
        continue;
      }
      if (!(isRetryable(outcome.error) && attempt < this.retries)) throw asStorageError(outcome.error);
      await retryPause(attempt++);
    }
  }

  /**
   * Runs `fn` once in a transaction on a pooled connection, its debits decided before the commit when
   * `decideNow`; a failure comes back rolled back.
   */
  private async attempt<T>(
    fn: (stores: Stores) => Promise<T>,
    begin: string,
    decideNow: boolean,
  ): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      return { ok: false, error };
    }
    let broken: Error | undefined;
    // A checked-out client's connection error is emitted on it (the pool listens only while it is idle):
    // unheard it would crash the process. The failed query reports it; the client is then discarded.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on("error", onError);
    // BEGIN is not waited for: its answer comes back with the transaction's first statement's.
    const sql = new SqlExecutor(client, begin);
    try {
      const committed: (() => void)[] = [];
      const value = await fn(
        storesOn(sql, this.heads, false, (apply) => committed.push(apply), {
          shortSlots: this.shortSlots,
          decideNow,
        }),
      );
      await sql.commit();
      for (const apply of committed) apply();
      return { ok: true, value };
    } catch (error) {
      await sql.rollback().catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      return { ok: false, error };
    } finally {
      client.off("error", onError);
      // A connection that failed or could not roll back is discarded, not handed to the next transaction.
      client.release(broken);
    }
  }

  /**
   * One autocommit statement on the pool, committed without waiting for the WAL flush: a transaction around
   * it would hold the bucket's row lock across two round trips, and every request of a key waits for that
   * lock, so it bounded the whole API's rate (measured by the bench).
   */
  async takeRateTokens(request: TokenRequest): Promise<TokenGrant> {
    try {
      return await this.rateLimitsAlone.takeAlone(request);
    } catch (error) {
      throw asStorageError(error);
    }
  }

  /** Closes the pool once every checked-out connection came back. */
  async close(): Promise<void> {
    await this.pool.end();
  }
}
