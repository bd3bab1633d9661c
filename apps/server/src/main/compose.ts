import { hostname } from "node:os";
import type { Logger } from "pino";
import { CarrierSimulator } from "../carrier/simulator/carrier-simulator.js";
import { SmppGateway } from "../carrier/smpp/smpp-gateway.js";
import type { Config } from "../config/config.js";
import type { Fixture } from "../config/fixture-schema.js";
import type { CheckpointMode } from "../data-access/sqlite/database-types.js";
import { LocalNotifier } from "../data-access/sqlite/local-notifier.js";
import { SqliteStorage } from "../data-access/sqlite/sqlite-storage.js";
import type { WalFlush } from "../data-access/sqlite/wal-sync.js";
import type { AccountSetup } from "../domain/accounts/account-setup.js";
import { hashApiKey } from "../domain/accounts/api-key-hash.js";
import { CredentialCache } from "../domain/accounts/credential-cache.js";
import { TemplateCache } from "../domain/accounts/template-cache.js";
import { MessageLifecycle } from "../domain/messages/message-lifecycle.js";
import { type SendUseCase, sendMessage } from "../domain/messages/send-message.js";
import type { CarrierGateway, Notifier, StatusSink, Storage } from "../domain/ports.js";
import { TokenLeases } from "../domain/token-leases.js";
import { WebhookEndpoints } from "../domain/webhooks/manage-endpoints.js";
import type { UrlPolicy } from "../domain/webhooks/url-safety.js";
import type { ApiServices } from "../entry-points/http/shared/api-services.js";
import { EventStreams } from "../entry-points/http/shared/event-streams.js";
import type { WriterClient } from "../entry-points/writer/writer-client.js";
import { ModeRoutedGateway } from "./mode-routed-gateway.js";

/** How long a found API key or template is reused before it is read again. */
export const SETTINGS_TTL_MS = 1000;

/** An opened engine: storage, wake-ups, and how to migrate it. */
export interface Engine {
  /** Storage behind the ports. */
  storage: Storage;
  /** Wake-ups between roles (across processes where the engine can). */
  notifier: Notifier;
  /** Applies pending migrations under the engine's lock; returns the applied ones. */
  migrate(): Promise<string[]>;
}

/** Opens the configured engine: the only place that picks a storage adapter. */
export async function openEngine(config: Config): Promise<Engine> {
  const db = config.database;
  if (db.engine === "sqlite") {
    const storage = new SqliteStorage({
      path: db.path,
      journalMode: config.databaseJournalMode,
      busyTimeoutMs: config.databaseBusyTimeoutMs,
      checkpoints: checkpointsOf(config),
      // Beside other processes on the file, an API process's wait for the write lock comes before a worker's.
      writerRole: writerRoleOf(config),
      walFlush: walFlushOf(config),
    });
    return { storage, notifier: new LocalNotifier(), migrate: () => storage.migrate() };
  }
  // Loaded only when chosen, so the embedded default never loads the driver.
  const { PostgresStorage } = await import("../data-access/postgres/postgres-storage.js");
  const { PostgresNotifier } = await import("../data-access/postgres/postgres-notifier.js");
  const storage = new PostgresStorage({ connectionString: db.url, poolSize: db.poolSize });
  const notifier = new PostgresNotifier({ connectionString: db.url });
  await notifier.start();
  return { storage, notifier, migrate: () => storage.migrate() };
}

/**
 * How a process shares the file's write lock: an API or writer process waits first, a worker gives way, and
 * one `all` process is alone on it.
 */
function writerRoleOf(config: Config): "signal" | "yield" | "alone" {
  if (config.role === "api" || config.role === "writer") return "signal";
  return config.role === "worker" ? "yield" : "alone";
}

/**
 * Where a process flushes its group commits: a writer's loop serves only the sends' writes, so it flushes
 * there, without two thread hand-offs per commit; every other role's loop also answers requests or delivers
 * webhooks, which must not wait for the disk, so it flushes on the thread pool.
 */
function walFlushOf(config: Config): WalFlush {
  return config.role === "writer" ? "loop" : "pool";
}

/**
 * Who checkpoints the file's WAL. One thread is enough for a file, in the process that commits the sends (a
 * writer, one `all` process, or each API process with no writer); more only add checkpoints and their
 * flushes, which compete with the sends' own. A worker checkpoints after its own commits, as SQLite does by
 * default: nobody waits on it for an answer. An API process beside a writer writes rarely (a cancel, a
 * webhook change) and keeps only the bound, so its requests never wait for a checkpoint.
 */
function checkpointsOf(config: Config): CheckpointMode {
  if (config.role === "worker") return "commits";
  return config.role === "api" && config.sqliteWriterSocket ? "bound" : "thread";
}

/** The fixture's accounts in the domain's terms: keys by hash only. */
export function accountSetups(fixture: Fixture): AccountSetup[] {
  return fixture.accounts.map((a) => ({
    account: {
      account_id: a.account_id,
      name: a.name,
      billing: a.billing,
      allowed_countries: a.allowed_countries,
      allowed_categories: a.allowed_categories,
      credit_rates: a.credit_rates,
      recipient_cap_max: a.recipient_rate_limit.max_messages,
      recipient_cap_window_seconds: a.recipient_rate_limit.window_seconds,
      webhook_endpoint_limit: a.webhook_endpoint_limit,
    },
    balances: a.balances,
    keys: a.keys.map((k) => ({
      key_hash: hashApiKey(k.key),
      account_id: a.account_id,
      mode: k.mode,
      scopes: k.scopes,
      status: k.status,
      ip_allowlist: k.ip_allowlist,
      send_per_second: k.rate_limit.send_per_second,
      default_per_second: k.rate_limit.default_per_second,
    })),
    templates: a.templates,
  }));
}

/** The webhook URL policy of this configuration. */
export function urlPolicy(config: Pick<Config, "allowInsecureWebhooks">): UrlPolicy {
  return { allowInsecure: config.allowInsecureWebhooks };
}

/** The send use case over this process's engine. */
export function localSend(engine: Engine): SendUseCase {
  // Templates are kept for a second like the caller's credentials (the templates API reads fresh).
  const deps = {
    storage: engine.storage,
    notifier: engine.notifier,
    templates: new TemplateCache(engine.storage.read.accounts, {
      ttlMs: SETTINGS_TTL_MS,
      maxEntries: 10_000,
    }),
  };
  return (caller, request, options, prepared) => sendMessage(deps, caller, request, options, prepared);
}

/**
 * The API role's use cases over an engine. With a SQLite writer process (`writer`), sends and rate-limit
 * takes go to it; reads and the rarer writes (cancel, webhook endpoints) stay in this process.
 */
export function apiServices(
  engine: Engine,
  config: Config,
  lifecycle: MessageLifecycle,
  writer?: WriterClient,
): ApiServices {
  const { storage, notifier } = engine;
  return {
    storage,
    notifier,
    credentials: new CredentialCache(storage.read.accounts, { ttlMs: SETTINGS_TTL_MS, maxEntries: 10_000 }),
    rateLimits: new TokenLeases({ storage: writer ?? storage }),
    send: writer?.send ?? localSend(engine),
    lifecycle,
    webhooks: new WebhookEndpoints({ storage, notifier, policy: urlPolicy(config) }),
    eventStreams: new EventStreams(config.eventStreams),
  };
}

/** The status-change use case over an engine. */
export function lifecycleOf(engine: Engine): MessageLifecycle {
  return new MessageLifecycle({ storage: engine.storage, notifier: engine.notifier });
}

/**
 * The carrier of this configuration: the simulator, or (`CARRIER=smpp`) an SMPP session for live-mode
 * messages beside the simulator, which always keeps test-mode messages.
 */
export function carrierOf(
  config: Config,
  deps: { storage: Storage; logger: Logger },
): (sink: StatusSink) => CarrierGateway {
  const simulator = (sink: StatusSink) =>
    new CarrierSimulator({
      sink,
      holdMs: config.simulator.holdMs,
      testStepMs: config.simulator.testStepMs,
      liveStepMs: config.simulator.liveStepMs,
      liveOutcomes: config.simulator.liveOutcomes,
    });
  const carrier = config.carrier;
  if (carrier.kind === "simulator") return simulator;
  const s = carrier.smpp;
  return (sink) =>
    new ModeRoutedGateway({
      test: simulator(sink),
      live: new SmppGateway({
        sink,
        storage: deps.storage,
        logger: deps.logger.child({ component: "smpp" }),
        defaultSource: s.sourceAddr,
        dltTags: { entityId: s.dltEntityIdTag, templateId: s.dltTemplateIdTag },
        session: {
          url: s.url,
          systemId: s.systemId,
          password: s.password,
          systemType: s.systemType,
          bindType: s.bindType,
          window: s.window,
          submitsPerSecond: s.submitsPerSecond,
          enquireLinkMs: s.enquireLinkMs,
          reconnectMinMs: s.reconnectMinMs,
          reconnectMaxMs: s.reconnectMaxMs,
          throttleBackoffMs: s.throttleBackoffMs,
          tlsCa: s.tlsCa,
        },
      }),
    });
}

/** A name for this worker in leases: unique per process, readable in the database. */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/** The root logger's type, for the roles. */
export type RootLogger = Logger;
