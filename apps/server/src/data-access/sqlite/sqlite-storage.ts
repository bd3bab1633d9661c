import type { Storage, Stores, TransactionOptions } from "../../domain/ports.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";
import { SqliteAccountStore } from "./account-store.js";
import { SqliteCarrierPartStore } from "./carrier-part-store.js";
import { busyAsUnavailable, Database, type DatabaseOptions } from "./database.js";
import { SqliteDeliveryStore } from "./delivery-store.js";
import { SqliteDispatchStore } from "./dispatch-store.js";
import { SqliteEndpointStore } from "./endpoint-store.js";
import { SqliteEventStore } from "./event-store.js";
import { SqliteIdempotencyStore } from "./idempotency-store.js";
import { SqliteLedgerStore } from "./ledger-store.js";
import { SqliteMessageStore } from "./message-store.js";
import { SqliteRateLimitStore } from "./rate-limit-store.js";
import { batchedReads, ReadBatch } from "./read-batch.js";

/**
 * The embedded engine behind the storage ports: node:sqlite in WAL mode, one connection per process.
 * Transactions run one at a time in this process (a queue), each as a unit of the turn's group commit; a
 * durable one resolves once the group's COMMIT is fsynced. Processes sharing the file serialize on its
 * write lock (BEGIN IMMEDIATE with a busy timeout).
 */
export class SqliteStorage implements Storage {
  /** Which engine this is. */
  readonly engine = "sqlite" as const;
  /** The open database (tests and the migration step use it directly). */
  readonly db: Database;
  private readonly stores: Stores;
  private readonly batched: Stores;
  private tail: Promise<void> = Promise.resolve();

  constructor(options: DatabaseOptions) {
    this.db = new Database(options);
    const db = this.db;
    this.stores = {
      accounts: new SqliteAccountStore(db),
      messages: new SqliteMessageStore(db),
      ledger: new SqliteLedgerStore(db),
      idempotency: new SqliteIdempotencyStore(db),
      events: new SqliteEventStore(db),
      endpoints: new SqliteEndpointStore(db),
      deliveries: new SqliteDeliveryStore(db),
      rateLimits: new SqliteRateLimitStore(db),
      dispatch: new SqliteDispatchStore(db),
      carrierParts: new SqliteCarrierPartStore(db),
    };
    this.batched = batchedReads(this.stores, new ReadBatch(db));
  }

  /** Reads on the connection (WAL readers never wait for writers), the turn's together in one snapshot. */
  get read(): Stores {
    return this.batched;
  }

  /** Applies pending migrations (under the file's write lock, so processes starting together migrate once). */
  async migrate(): Promise<string[]> {
    return this.db.migrate();
  }

  /** Runs `fn` as the next unit of the group commit; see {@link Database.runUnit}. */
  async transaction<T>(fn: (stores: Stores) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const previous = this.tail;
    let release = () => {};
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    let outcome: Awaited<ReturnType<Database["runUnit"]>>;
    try {
      await this.db.giveWay();
      outcome = await this.db.runUnit(() => fn(this.stores), options);
    } catch (err) {
      throw busyAsUnavailable(err);
    } finally {
      release();
    }
    if (!outcome.ok) throw busyAsUnavailable(outcome.error);
    if (options.durable ?? true)
      await outcome.committed.catch((err) => Promise.reject(busyAsUnavailable(err)));
    return outcome.value as T;
  }

  /** A unit of the group commit like any other: SQLite holds no lock across a round trip. */
  takeRateTokens(request: TokenRequest): Promise<TokenGrant> {
    return this.transaction((tx) => tx.rateLimits.take(request), { durable: false });
  }

  /** Commits what is open and closes the file, resolving once every connection to it is closed. */
  async close(): Promise<void> {
    await this.tail;
    // The reads asked for before close run first: their batch was scheduled for the end of the turn.
    await new Promise((resolve) => setImmediate(resolve));
    this.db.close();
    await this.db.whenClosed();
  }
}
