// One interface per store: what the use cases read and write, in the domain's terms. Adapters implement
// each for their engine; `ports.ts` gathers them into the Storage port.
import type { AccountSetup } from "./accounts/account-setup.js";
import type { MessageError, MessageStatus } from "./lifecycle.js";
import type {
  Account,
  ApiKeyRecord,
  ApiVersion,
  EventListQuery,
  EventRecord,
  MessageListQuery,
  MessageRecord,
  Mode,
  NewMessage,
  Template,
} from "./model.js";
import type { TokenGrant, TokenRequest } from "./rate-limiter.js";
import type {
  AttemptDecision,
  AttemptOutcome,
  AttemptRecord,
  ClaimedDelivery,
  EndpointChanges,
  NewEndpoint,
  Owner,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "./webhooks/webhook-model.js";

/** Accounts, keys and templates (synced from the fixture). */
export interface AccountReads {
  /** The key with this SHA-256 hash, or undefined. */
  findKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** An account by id, or undefined. */
  getAccount(accountId: string): Promise<Account | undefined>;
  /** One of the account's templates, or undefined. */
  getTemplate(accountId: string, templateId: string): Promise<Template | undefined>;
  /** A page of the account's templates, newest first, after the (created_at, template_id) position. */
  listTemplates(
    accountId: string,
    limit: number,
    after?: { created_at: string; template_id: string },
  ): Promise<Template[]>;
}

/** Writes of accounts: the fixture sync. */
export interface AccountStore extends AccountReads {
  /**
   * Makes the stored accounts, keys and templates match `accounts` (keys not listed are removed); each
   * mode's opening balance is granted once, the first time an account is seen.
   */
  sync(accounts: readonly AccountSetup[], nowIso: string): Promise<void>;
}

/** Messages and their status history. */
export interface MessageReads {
  /** A message of this account and mode, or undefined (another account's or mode's is invisible). */
  find(accountId: string, mode: Mode, messageId: string): Promise<MessageRecord | undefined>;
  /** A message by id alone, for workers. */
  findById(messageId: string): Promise<MessageRecord | undefined>;
  /** A page of messages, newest first. */
  list(accountId: string, mode: Mode, q: MessageListQuery): Promise<MessageRecord[]>;
  /**
   * Submission time of the `n`-th latest message to `to` after `sinceIso`, or undefined when fewer were sent.
   * Inside a transaction, concurrent transactions counting the same recipient are serialized until commit,
   * so the per-recipient cap holds across instances.
   */
  nthLatestToRecipient(
    accountId: string,
    mode: Mode,
    to: string,
    sinceIso: string,
    n: number,
  ): Promise<string | undefined>;
}

/** Writes of messages. */
export interface MessageStore extends MessageReads {
  /**
   * Stores an accepted message in `queued`. An engine may send the write with the transaction's next
   * statement (PostgreSQL does): its failure then fails that statement, or the commit.
   */
  insert(m: NewMessage): Promise<MessageRecord>;
  /**
   * Moves a message from the status and sequence it was read with to `to`, appending to its history. It
   * matches only while both are unchanged, so a concurrent change wins; false when it did not match.
   */
  updateStatus(
    messageId: string,
    from: Pick<MessageRecord, "status" | "sequence">,
    to: MessageStatus,
    at: string,
    error: MessageError | null,
    creditsUsed: number,
  ): Promise<boolean>;
}

/** Balances and the ledger they are the sum of. */
export interface LedgerReads {
  /** The mode's current balance (0 when never granted). */
  balance(accountId: string, mode: Mode): Promise<number>;
  /** Every entry of a mode, oldest first. */
  entries(accountId: string, mode: Mode): Promise<LedgerEntry[]>;
}

/** One ledger entry: a signed amount of credits. */
export interface LedgerEntry {
  /** Ledger entry id. */
  entry_id: string;
  /** Credits: negative for a debit, positive for a refund or top-up. */
  amount: number;
  /** Why the balance changed: `debit`, `refund`, `opening_balance` or `adjustment` (a test helper). */
  reason: string;
  /** Message the entry is for, or null. */
  message_id: string | null;
  /** When the entry was written (RFC 3339, UTC). */
  created_at: string;
}

/** Writes of the ledger. */
export interface LedgerStore extends LedgerReads {
  /**
   * Debits `amount` and records it. With `requireFunds` the balance never goes below zero, across every
   * instance (a conditional update); false when it did not cover the amount. Called as a transaction's last
   * write, an engine may answer true and make the debit with the commit: when it cannot be made that way, the
   * engine rolls the transaction back and runs it again, as after a deadlock (the caller sees one outcome).
   */
  debit(
    accountId: string,
    mode: Mode,
    amount: number,
    messageId: string,
    at: string,
    requireFunds: boolean,
  ): Promise<boolean>;
  /** Credits `amount` back for a message and records it. */
  refund(accountId: string, mode: Mode, amount: number, messageId: string, at: string): Promise<void>;
  /**
   * Sets the mode's balance to `balance` and records the difference as an `adjustment` entry (none when it
   * is already that), so the balance stays the sum of the ledger. Returns the difference.
   */
  setBalance(accountId: string, mode: Mode, balance: number, at: string): Promise<number>;
}

/** Whose idempotency key: keys are scoped to an account and a mode. */
export interface IdempotencyScope {
  /** The account. */
  accountId: string;
  /** The key's mode. */
  mode: Mode;
  /** The API version the key was sent through: each version keeps its own keys and answers. */
  apiVersion: ApiVersion;
  /** The idempotency key as sent. */
  key: string;
}

/** What the store knows of a key, inside the transaction that may accept its first request. */
export type IdempotencyLookup =
  /** Unused (or expired): this transaction may accept the request and must {@link IdempotencyStore.store} it. */
  | { state: "absent" }
  /** Another request with this key is being accepted right now, in this or another instance. */
  | { state: "in_progress" }
  /** Accepted before: replay `answer` if the fingerprint matches. */
  | { state: "completed"; fingerprint: string; answer: string };

/** Idempotency keys and the answers stored with them. */
export interface IdempotencyStore {
  /**
   * Looks a key up and, when it is absent, holds it for this transaction: a concurrent request with the
   * same key (any instance) then sees `in_progress` until this transaction ends.
   */
  lookup(scope: IdempotencyScope, nowIso: string): Promise<IdempotencyLookup>;
  /**
   * Stores the first request's fingerprint and answer; the unique key makes a second store fail (with the
   * transaction's next statement, or its commit, where the engine sends the write with it).
   */
  store(
    scope: IdempotencyScope,
    entry: { fingerprint: string; answer: string; nowIso: string; expiresAt: string },
  ): Promise<void>;
  /** Deletes expired records; returns how many. */
  purgeExpired(nowIso: string): Promise<number>;
}

/**
 * A place in the order events are recorded (committed), which ids do not follow when transactions overlap.
 * Opaque outside the engine that made it; compare positions only through the store.
 */
export type OutboxPosition = string;

/** An event with its place in recording order. */
export interface PositionedEvent {
  /** The event. */
  event: EventRecord;
  /** Where it stands; read on after it to get the events recorded later. */
  position: OutboxPosition;
}

/** What {@link EventReads.readOutbox} reads. */
export interface OutboxQuery {
  /** Read events recorded after this position; from the very first event when undefined. */
  after: OutboxPosition | undefined;
  /** Only events of these types; every type when undefined. */
  types?: readonly string[];
  /** At most this many. */
  limit: number;
}

/** The event outbox. */
export interface EventReads {
  /** One event of this account and mode, or undefined. */
  find(accountId: string, mode: Mode, eventId: string): Promise<EventRecord | undefined>;
  /** A page of events, newest first. */
  list(accountId: string, mode: Mode, q: EventListQuery): Promise<EventRecord[]>;
  /**
   * The newest event of this account and mode that {@link readOutbox} can return now, with its position;
   * undefined when there is none (a stream then starts from the very first event).
   */
  outboxHead(accountId: string, mode: Mode): Promise<PositionedEvent | undefined>;
  /** The position of this event of this account and mode, or undefined when there is no such event. */
  outboxPosition(accountId: string, mode: Mode, eventId: string): Promise<OutboxPosition | undefined>;
  /**
   * Events of this account and mode recorded after `q.after`, oldest first. An event is returned only once
   * every transaction that could still record an event before it has finished, so reading on from the last
   * position returned never skips an event: nothing is lost, nothing is returned twice.
   */
  readOutbox(accountId: string, mode: Mode, q: OutboxQuery): Promise<PositionedEvent[]>;
}

/** Writes of the outbox. */
export interface EventStore extends EventReads {
  /**
   * Inserts an event and, in the same transaction, one pending delivery for every enabled endpoint of
   * its account and mode subscribed to its type (`webhook.test` events fan out to nobody).
   */
  insert(e: EventRecord): Promise<void>;
}

/** Webhook endpoints of each account and mode. */
export interface EndpointReads {
  /** One endpoint of the owner, or undefined. */
  get(owner: Owner, webhookId: string): Promise<WebhookEndpoint | undefined>;
  /** A page of the owner's endpoints, newest first, after `after` (a webhook_id). */
  list(
    owner: Owner,
    limit: number,
    after?: string,
  ): Promise<{ items: WebhookEndpoint[]; last: string | null }>;
}

/** Writes of webhook endpoints. */
export interface EndpointStore extends EndpointReads {
  /**
   * Holds the owner's endpoint changes until the transaction ends, so that the limit and duplicate checks
   * and the write of concurrent requests cannot interleave.
   */
  lockOwner(owner: Owner): Promise<void>;
  /** How many endpoints the owner has. */
  count(owner: Owner): Promise<number>;
  /** The id of the owner's endpoint with exactly this URL, or undefined. */
  findByUrl(owner: Owner, url: string): Promise<string | undefined>;
  /** Registers an endpoint with the given id and secret. */
  create(
    owner: Owner,
    input: NewEndpoint & { webhook_id: string; secret: string; nowIso: string },
  ): Promise<WebhookEndpointWithSecret>;
  /** Applies changes; re-enabling clears `disabled_reason` and makes the parked deliveries due now. */
  update(
    owner: Owner,
    webhookId: string,
    changes: EndpointChanges,
    nowIso: string,
  ): Promise<WebhookEndpoint | undefined>;
  /** Deletes an endpoint with its deliveries; false when not found. */
  delete(owner: Owner, webhookId: string): Promise<boolean>;
  /** Replaces the secret; the old one keeps signing until `overlapUntilIso`. Undefined when not found. */
  rotateSecret(
    owner: Owner,
    webhookId: string,
    secret: string,
    nowIso: string,
    overlapUntilIso: string,
  ): Promise<WebhookEndpointWithSecret | undefined>;
}

/** The durable webhook delivery queue. */
export interface DeliveryStore {
  /** Enabled endpoints with a delivery due and none in flight (in any instance), the longest waiting first. */
  dueEndpoints(nowIso: string, limit: number): Promise<string[]>;
  /**
   * Claims the endpoint's oldest due delivery until `leaseUntilIso`, or undefined when one is in flight
   * anywhere or nothing is due. Two instances never claim the same delivery. An engine may see a delivery
   * committed long after its own time only after later ones (PostgreSQL: more than 10 s, seen within 30 s).
   */
  claim(webhookId: string, nowIso: string, leaseUntilIso: string): Promise<ClaimedDelivery | undefined>;
  /** Gives a claim back without an attempt, so the delivery is due again at once. */
  release(delivery: ClaimedDelivery): Promise<void>;
  /** Queues one event for one endpoint (the test event). */
  enqueue(eventId: string, webhookId: string, atIso: string): Promise<void>;
  /**
   * Records an attempt and its consequences, ending the claim; false (nothing recorded) when the claim is
   * no longer held (its lease ran out and another instance took over) or the delivery was deleted.
   */
  record(
    delivery: ClaimedDelivery,
    attempt: AttemptOutcome,
    atIso: string,
    decide: (streak: { attempts: number; failing_since: string | null }) => AttemptDecision,
  ): Promise<boolean>;
  /** Disables every enabled endpoint failing since `cutoffIso` or earlier; returns them. */
  disableFailing(cutoffIso: string): Promise<string[]>;
  /** Every attempt of an event's delivery to an endpoint, oldest first. */
  attempts(eventId: string, webhookId: string): Promise<AttemptRecord[]>;
  /** The state of an event's delivery to an endpoint, or undefined. */
  state(
    eventId: string,
    webhookId: string,
  ): Promise<{ state: string; attempts: number; next_attempt_at: string } | undefined>;
}

/** Token buckets shared by every instance on one database. */
export interface RateLimitStore {
  /** Takes up to `want` tokens from a bucket of capacity `perSecond` (refilled continuously); see takeTokens. */
  take(request: TokenRequest): Promise<TokenGrant>;
  /** Drops buckets untouched since `beforeMs` (they are full again). */
  sweep(beforeMs: number): Promise<number>;
}

/** Whether there is carrier work to claim: a read, so an idle worker's poll takes no write lock. */
export interface DispatchReads {
  /** True when some message not yet in a final status has a free or run-out lease at `nowIso`. */
  claimable(nowIso: string): Promise<boolean>;
}

/** Carrier work: which worker drives which message, under a lease. */
export interface DispatchStore extends DispatchReads {
  /**
   * Claims up to `limit` messages not yet in a final status whose lease is free or ran out, for `owner`
   * until `leaseUntilIso`, oldest first. Two workers never claim the same message at once.
   */
  claim(owner: string, nowIso: string, leaseUntilIso: string, limit: number): Promise<ClaimedMessage[]>;
  /** Extends the owner's leases on these messages; returns the ids still held. */
  renew(owner: string, messageIds: readonly string[], leaseUntilIso: string): Promise<string[]>;
  /** Gives the owner's leases on these messages back (on stop, or when they reached a final status). */
  release(owner: string, messageIds: readonly string[]): Promise<void>;
  /** Records that the message was handed to the carrier (counted, so a double submission shows). */
  markSubmitted(messageId: string, atIso: string): Promise<void>;
}

/** What a carrier's receipt said about one part of a message, in the domain's terms. */
export type PartOutcome = "delivered" | "undelivered" | "expired" | "rejected" | "failed";

/** One part of a message as a carrier knows it: the carrier's own id, and its final outcome once known. */
export interface CarrierPart {
  /** Our message. */
  message_id: string;
  /** Part number, 1-based, in the order the parts were submitted. */
  part: number;
  /** How many parts the message has. */
  total: number;
  /** The carrier's id of this part (its answer to the submission). */
  carrier_message_id: string;
  /** The part's final outcome, or null while no final receipt came. */
  outcome: PartOutcome | null;
}

/** Carrier message ids stored against ours, so receipts find their message; one row per part. */
export interface CarrierPartStore {
  /** Stores the carrier's id of one part; a second record of the same part changes nothing. */
  record(part: Omit<CarrierPart, "outcome">): Promise<void>;
  /** Every stored part of a message, by part number. */
  parts(messageId: string): Promise<CarrierPart[]>;
  /** The part with this carrier id, or undefined. */
  find(carrierMessageId: string): Promise<CarrierPart | undefined>;
  /**
   * Records a part's final outcome by the carrier's id (the first final outcome wins); resolves with every
   * stored part of its message, or undefined when no part has this carrier id.
   */
  settle(carrierMessageId: string, outcome: PartOutcome): Promise<CarrierPart[] | undefined>;
}

/** A message claimed for carrier work, with how often it was handed to the carrier before. */
export interface ClaimedMessage extends MessageRecord {
  /** Times the message was handed to the carrier; 0 for a new message. */
  carrier_submissions: number;
}
