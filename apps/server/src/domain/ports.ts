import type { MessageError, MessageStatus } from "./lifecycle.js";
import type { MessageRecord } from "./model.js";
import type { TokenGrant, TokenRequest } from "./rate-limiter.js";
import type {
  AccountReads,
  AccountStore,
  CarrierPartStore,
  DeliveryStore,
  DispatchReads,
  DispatchStore,
  EndpointReads,
  EndpointStore,
  EventReads,
  EventStore,
  IdempotencyStore,
  LedgerReads,
  LedgerStore,
  MessageReads,
  MessageStore,
  RateLimitStore,
} from "./store-ports.js";

export type * from "./store-ports.js";

// The domain's ports: what the use cases need from storage, the carrier, the clock and wake-ups, in the
// domain's own terms. Adapters (data-access/sqlite, data-access/postgres, carrier/*) implement them; the
// domain never imports an adapter. Every method is asynchronous, so a networked engine fits as well as an
// embedded one.

/** Every store, as seen inside one transaction. */
export interface Stores {
  /** Accounts, keys and templates. */
  accounts: AccountStore;
  /** Messages. */
  messages: MessageStore;
  /** Balances and ledger entries. */
  ledger: LedgerStore;
  /** Idempotency keys. */
  idempotency: IdempotencyStore;
  /** The event outbox. */
  events: EventStore;
  /** Webhook endpoints. */
  endpoints: EndpointStore;
  /** The webhook delivery queue. */
  deliveries: DeliveryStore;
  /** Shared rate-limit buckets. */
  rateLimits: RateLimitStore;
  /** Carrier work claims. */
  dispatch: DispatchStore;
  /** Carrier ids of message parts. */
  carrierParts: CarrierPartStore;
}

/** Reads that need no transaction. */
export interface ReadStores {
  /** Accounts, keys and templates. */
  accounts: AccountReads;
  /** Messages. */
  messages: MessageReads;
  /** Balances and ledger entries. */
  ledger: LedgerReads;
  /** The event outbox. */
  events: EventReads;
  /** Webhook endpoints. */
  endpoints: EndpointReads;
  /** Delivery attempts and states. */
  deliveries: Pick<DeliveryStore, "attempts" | "state" | "dueEndpoints">;
  /** Whether carrier work waits. */
  dispatch: DispatchReads;
  /** Carrier ids of message parts. */
  carrierParts: Pick<CarrierPartStore, "parts" | "find">;
}

/** How a transaction's commit is acknowledged. */
export interface TransactionOptions {
  /**
   * true (default): resolved only once the commit is durable (what the API acknowledges). false: may
   * resolve before the commit reaches the disk; only for changes that are re-driven after a crash (carrier
   * updates, leases, attempt records, rate-limit tokens).
   */
  durable?: boolean;
  /**
   * true: the engine may run this transaction inside one shared with other such transactions, committed
   * together (as SQLite's writer commits every transaction in groups). Each still writes nothing when it
   * throws and runs alone when it cannot share (it then runs again, as after a deadlock). For transactions
   * many callers run at once that write what nothing in them reads back: a send's acceptance.
   */
  shared?: boolean;
}

/** A storage engine behind the ports. */
export interface Storage {
  /** Which engine this is, for logs and the banner. */
  readonly engine: "sqlite" | "postgres";
  /** Reads outside a transaction. */
  readonly read: ReadStores;
  /**
   * Runs `fn` in one transaction: every write inside it commits together or not at all. A throw rolls it
   * back and rejects with the same error. `fn` must use only the `stores` it is given and do no outside I/O:
   * it holds locks and a connection, and a read through {@link Storage.read} would need a second one.
   */
  transaction<T>(fn: (stores: Stores) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Takes tokens from a rate bucket as a step of its own, as `rateLimits.take` in a non-durable transaction
   * would, but as cheaply as the engine can: a bucket every request of a key takes from must not stay locked
   * across round trips (a crash may give back a few tokens).
   */
  takeRateTokens(request: TokenRequest): Promise<TokenGrant>;
  /** Closes the engine (after every transaction settled). */
  close(): Promise<void>;
}

/** Topics of wake-ups between roles: new carrier work, new webhook deliveries. */
export type Topic = "messages" | "deliveries";

/**
 * Wake-ups after a commit, so workers need not wait for their next poll. Best effort: a lost wake-up
 * only delays work until the poll, which always runs.
 */
export interface Notifier {
  /** Tells every subscriber (in any process sharing the database, where the engine can) about `topic`. */
  publish(topic: Topic): void;
  /** Calls `listener` on each wake-up of `topic`; returns the unsubscribe function. */
  subscribe(topic: Topic, listener: () => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** A status update reported by a carrier. */
export interface StatusUpdate {
  /** Message the carrier reports on. */
  message_id: string;
  /** The status the message entered. */
  status: MessageStatus;
  /** Why it failed, for failure statuses. */
  error?: MessageError | null;
  /** When the carrier saw it; defaults to now. */
  at?: string;
}

/**
 * Receives a carrier's status update; resolves false when it was ignored (late, backward, or the message
 * was cancelled), so the carrier can stop tracking the message. Rejects when it could not be stored: the
 * carrier must deliver it again later.
 */
export type StatusSink = (update: StatusUpdate) => Promise<boolean>;

/** A carrier: takes messages, reports their statuses through the sink it was built with. */
export interface CarrierGateway {
  /** Hands over a new message. Never throws; failures surface as statuses. */
  submit(message: MessageRecord): void;
  /** Takes over a message another worker was driving (it crashed or stopped), in its current status. */
  resume(message: MessageRecord): void;
  /** True while the gateway still has work of this message (so its lease is kept). */
  tracks(messageId: string): boolean;
  /** Stops every pending piece of work. */
  stop(): Promise<void>;
}

/** The clock the use cases read; tests give their own. */
export type Clock = () => Date;
