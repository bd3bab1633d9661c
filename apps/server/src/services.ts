import type { Logger } from "pino";
import type { CarrierAdapter, StatusSink } from "./carrier/carrier-adapter.js";
import { CarrierSimulator } from "./carrier/simulator.js";
import type { Config } from "./config.js";
import { AccountRepository } from "./data-access/account-repository.js";
import { CredentialCache } from "./data-access/credential-cache.js";
import type { Database } from "./data-access/database.js";
import { EventRepository } from "./data-access/event-repository.js";
import { IdempotencyRepository } from "./data-access/idempotency-repository.js";
import { LedgerRepository } from "./data-access/ledger-repository.js";
import { MessageRepository } from "./data-access/message-repository.js";
import { TemplateCache } from "./data-access/template-cache.js";
import { MessageLifecycle } from "./domain/message-lifecycle.js";
import { TokenBucketLimiter } from "./domain/rate-limiter.js";

/** Everything the routes and workers use, built once from the database. */
export interface Services {
  /** The open database. */
  db: Database;
  /** Accounts, keys and templates. */
  accounts: AccountRepository;
  /** Messages and their status history. */
  messages: MessageRepository;
  /** Balances and ledger entries. */
  ledger: LedgerRepository;
  /** Idempotency claims and stored answers. */
  idempotency: IdempotencyRepository;
  /** The event outbox. */
  events: EventRepository;
  /** Applies status changes and emits their events. */
  lifecycle: MessageLifecycle;
  /** Where accepted messages go. */
  carrier: CarrierAdapter;
  /** Keys and accounts by key hash, kept for a second. */
  credentials: CredentialCache;
  /** Templates by account, kept for a second (for sends; the templates API reads fresh). */
  templates: TemplateCache;
  /** Token buckets of every key and policy. */
  limiter: TokenBucketLimiter;
}

/** How long a found API key or template is reused before it is read again ({@link CredentialCache}, {@link TemplateCache}). */
export const SETTINGS_TTL_MS = 1000;

/** Builds repositories, the lifecycle, the rate limiter and the carrier (the simulator unless one is given). */
export function createServices(
  db: Database,
  config: Pick<Config, "simulator" | "idempotencyAbandonMs">,
  logger: Logger,
  carrierFactory?: (sink: StatusSink) => CarrierAdapter,
): Services {
  const accounts = new AccountRepository(db);
  const messages = new MessageRepository(db);
  const ledger = new LedgerRepository(db);
  const events = new EventRepository(db);
  const lifecycle = new MessageLifecycle(db, messages, events, ledger);
  const sink: StatusSink = (update) => {
    try {
      return lifecycle.apply(update) !== undefined;
    } catch (err) {
      logger.error({ err, message_id: update.message_id }, "status update failed; the carrier retries it");
      throw err;
    }
  };
  const carrier =
    carrierFactory?.(sink) ??
    new CarrierSimulator({
      sink,
      holdMs: config.simulator.holdMs,
      testStepMs: config.simulator.testStepMs,
      liveStepMs: config.simulator.liveStepMs,
      liveOutcomes: config.simulator.liveOutcomes,
    });
  return {
    db,
    accounts,
    credentials: new CredentialCache(accounts, { ttlMs: SETTINGS_TTL_MS, maxEntries: 10_000 }),
    templates: new TemplateCache(accounts, { ttlMs: SETTINGS_TTL_MS, maxEntries: 10_000 }),
    messages,
    ledger,
    idempotency: new IdempotencyRepository(db, { abandonedClaimMs: config.idempotencyAbandonMs }),
    events,
    lifecycle,
    carrier,
    limiter: new TokenBucketLimiter(),
  };
}
