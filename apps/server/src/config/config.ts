import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { LiveOutcome } from "../carrier/simulator/carrier-simulator.js";
import { boolean, ConfigError, integer } from "./env-values.js";
import { DEMO_FIXTURE_PATH } from "./load-fixture.js";
import { type CarrierConfig, carrierConfig } from "./smpp-config.js";

export { ConfigError } from "./env-values.js";
export type { CarrierConfig, SmppConfig } from "./smpp-config.js";

/** Default webhook retry delays in seconds (api-v1.md §9). */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

/** Default embedded database file, under the app's data folder. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL("../../data/sms-api.sqlite", import.meta.url));

/**
 * What a process does: `api` serves HTTP, `worker` drives the carrier and webhooks, `all` both, and `writer`
 * (SQLite only) runs the sends and rate-limit takes that the API processes hand it, as the file's one writer.
 */
export type ServerRole = "api" | "worker" | "all" | "writer";

/** Where data lives: the embedded SQLite file (default), or a PostgreSQL database. */
export type DatabaseConfig =
  | { engine: "sqlite"; path: string }
  | { engine: "postgres"; url: string; poolSize: number };

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Limits and periods of the event streams. */
export interface EventStreamConfig {
  /** Streams one API key may hold open at once (`EVENT_STREAMS_PER_KEY`, default 5, as the contract says). */
  perKey: number;
  /** Pause between `: ping` comments on a stream (`EVENT_STREAM_HEARTBEAT_MS`, default 15 000). */
  heartbeatMs: number;
  /**
   * Longest wait before a stream reads the outbox again without a wake-up (`EVENT_STREAM_POLL_MS`, default
   * 1000): wake-ups do not cross processes on SQLite, and PostgreSQL's are best effort.
   */
  pollMs: number;
}

/** The server's whole configuration, read once from the environment. */
export interface Config {
  /** Address to listen on (`HOST`). */
  host: string;
  /** Port to listen on; 0 picks a free one (`PORT`). */
  port: number;
  /** Fixture file with accounts, keys and templates (`SMS_FIXTURE`). */
  fixturePath: string;
  /** True when no SMS_FIXTURE was given and the bundled demo fixture is used. */
  usingDemoFixture: boolean;
  /** `full` (default) prints the demo keys in the start banner; `short` (each process of `start:scale`) does not. */
  banner: "full" | "short";
  /** What this process runs (`SERVER_ROLE`). */
  role: ServerRole;
  /** API processes `start:scale` runs (`API_PROCESSES`, default one per core). */
  apiProcesses: number;
  /** Worker processes `start:scale` runs (`WORKER_PROCESSES`, default 1). */
  workerProcesses: number;
  /** Niceness `start:scale` gives its worker processes (`WORKER_NICE`, 0–19, default 10): the API comes first. */
  workerNice: number;
  /** The database (`DATABASE_URL`: a file path, `file:` URL, `:memory:`, or `postgres://…`). */
  database: DatabaseConfig;
  /**
   * The socket of a SQLite `writer` process (`SQLITE_WRITER_SOCKET`): it listens there, and `api` processes
   * hand it their sends and rate-limit takes. Unset: every process writes the file itself. `start:scale`
   * sets it for its children.
   */
  sqliteWriterSocket: string | undefined;
  /** SQLite journal mode (`DATABASE_JOURNAL_MODE`): `wal`, or `delete` for file systems without shared memory. */
  databaseJournalMode: "wal" | "delete";
  /** How long a query waits for a lock held by another process before 503 (`DATABASE_BUSY_TIMEOUT_MS`). */
  databaseBusyTimeoutMs: number;
  /** Webhook retry delays in seconds (`WEBHOOK_RETRY_SCHEDULE`). */
  webhookRetrySchedule: number[];
  /** Allows plain-http loopback webhook URLs, for development (`ALLOW_INSECURE_WEBHOOKS`). */
  allowInsecureWebhooks: boolean;
  /** pino log level (`LOG_LEVEL`). */
  logLevel: (typeof LOG_LEVELS)[number];
  /** Validate every response against the contract (development and tests; off in production). */
  validateResponses: boolean;
  /** How long a worker's claim on carrier work lasts before another worker takes it over (`WORKER_LEASE_MS`). */
  workerLeaseMs: number;
  /** Limit of one webhook attempt (`WEBHOOK_TIMEOUT_MS`); a delivery's lease is twice it. */
  webhookTimeoutMs: number;
  /** `GET /v1/events/stream` (`EVENT_STREAM_*`): streams per key, heartbeat and poll periods. */
  eventStreams: EventStreamConfig;
  /** The carrier of live-mode messages (`CARRIER`, `SMPP_*`). */
  carrier: CarrierConfig;
  /** Carrier simulator timings and live outcome rates (`SIMULATOR_*`). */
  simulator: {
    holdMs: number;
    testStepMs: number;
    liveStepMs: number;
    liveOutcomes: Partial<Record<LiveOutcome, number>>;
  };
}

function database(env: NodeJS.ProcessEnv): DatabaseConfig {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === "") return { engine: "sqlite", path: DEFAULT_DATABASE_PATH };
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    try {
      new URL(raw);
    } catch {
      // The URL may hold a password: never echo it.
      throw new ConfigError("DATABASE_URL", "is not a valid postgres:// URL");
    }
    return { engine: "postgres", url: raw, poolSize: integer(env, "DATABASE_POOL_SIZE", 10, 1, 200) };
  }
  if (raw === ":memory:") return { engine: "sqlite", path: raw };
  if (raw.startsWith("file:")) {
    try {
      return { engine: "sqlite", path: fileURLToPath(raw) };
    } catch {
      throw new ConfigError(
        "DATABASE_URL",
        `must be a file path, a file: URL, :memory: or postgres://…, got "${raw}"`,
      );
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    throw new ConfigError(
      "DATABASE_URL",
      "supported: a file path, a file: URL or :memory: (SQLite), or a postgres:// URL (PostgreSQL)",
    );
  return { engine: "sqlite", path: raw };
}

function role(raw: string | undefined): ServerRole {
  if (raw === undefined || raw === "") return "all";
  if (raw === "api" || raw === "worker" || raw === "all" || raw === "writer") return raw;
  throw new ConfigError("SERVER_ROLE", `must be "api", "worker", "all" or "writer", got "${raw}"`);
}

/** `SQLITE_WRITER_SOCKET`, checked against the role and the engine it only makes sense with. */
function writerSocket(
  env: NodeJS.ProcessEnv,
  serverRole: ServerRole,
  db: DatabaseConfig,
): string | undefined {
  const raw = env.SQLITE_WRITER_SOCKET || undefined;
  if (raw !== undefined && (db.engine !== "sqlite" || db.path === ":memory:"))
    throw new ConfigError(
      "SQLITE_WRITER_SOCKET",
      "is for a SQLite file shared by processes; unset it with PostgreSQL or :memory:",
    );
  if (serverRole === "writer" && raw === undefined)
    throw new ConfigError(
      "SQLITE_WRITER_SOCKET",
      'must name the socket to listen on when SERVER_ROLE is "writer"',
    );
  return raw;
}

function journalMode(raw: string | undefined): "wal" | "delete" {
  if (raw === undefined || raw === "" || raw === "wal") return "wal";
  if (raw === "delete") return "delete";
  throw new ConfigError("DATABASE_JOURNAL_MODE", `must be "wal" or "delete", got "${raw}"`);
}

function retrySchedule(raw: string | undefined): number[] {
  if (raw === undefined || raw === "") return DEFAULT_WEBHOOK_RETRY_SCHEDULE;
  const parts = raw.split(",").map((s) => s.trim());
  if (parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1 || Number(p) > 7 * 86400))
    throw new ConfigError(
      "WEBHOOK_RETRY_SCHEDULE",
      `must be comma-separated whole seconds from 1 to 604800, got "${raw}"`,
    );
  return parts.map(Number);
}

function liveOutcomes(raw: string | undefined): Partial<Record<LiveOutcome, number>> {
  const outcomes = ["delivered", "undelivered", "rejected", "failed", "expired"];
  const text =
    raw === undefined || raw === ""
      ? "delivered=0.9,undelivered=0.04,rejected=0.02,failed=0.02,expired=0.02"
      : raw;
  const result: Partial<Record<LiveOutcome, number>> = {};
  for (const part of text.split(",")) {
    const [name, rate] = part.split("=").map((s) => s.trim());
    if (!name || !outcomes.includes(name) || rate === undefined || !/^\d+(\.\d+)?$/.test(rate))
      throw new ConfigError(
        "SIMULATOR_LIVE_OUTCOMES",
        `must look like "delivered=0.9,failed=0.1" (outcomes: ${outcomes.join(", ")})`,
      );
    result[name as LiveOutcome] = Number(rate);
  }
  if (Object.values(result).reduce((s, r) => s + r, 0) <= 0)
    throw new ConfigError("SIMULATOR_LIVE_OUTCOMES", "rates must not all be zero");
  return result;
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(logLevel as Config["logLevel"]))
    throw new ConfigError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  const host = env.HOST || "127.0.0.1";
  if (/\s/.test(host)) throw new ConfigError("HOST", `must be a host name or address, got "${host}"`);
  const serverRole = role(env.SERVER_ROLE);
  const db = database(env);
  return {
    host,
    port: integer(env, "PORT", 3000, 0, 65535),
    fixturePath: env.SMS_FIXTURE || DEMO_FIXTURE_PATH,
    usingDemoFixture: !env.SMS_FIXTURE,
    banner: env.BANNER === "short" ? "short" : "full",
    role: serverRole,
    apiProcesses: integer(env, "API_PROCESSES", availableParallelism(), 1, 64),
    workerProcesses: integer(env, "WORKER_PROCESSES", 1, 1, 64),
    workerNice: integer(env, "WORKER_NICE", 10, 0, 19),
    database: db,
    sqliteWriterSocket: writerSocket(env, serverRole, db),
    databaseJournalMode: journalMode(env.DATABASE_JOURNAL_MODE),
    databaseBusyTimeoutMs: integer(env, "DATABASE_BUSY_TIMEOUT_MS", 5000, 0, 60_000),
    webhookRetrySchedule: retrySchedule(env.WEBHOOK_RETRY_SCHEDULE),
    allowInsecureWebhooks: boolean(env, "ALLOW_INSECURE_WEBHOOKS", false),
    logLevel: logLevel as Config["logLevel"],
    validateResponses: boolean(env, "VALIDATE_RESPONSES", env.NODE_ENV !== "production"),
    workerLeaseMs: integer(env, "WORKER_LEASE_MS", 30_000, 500, 600_000),
    webhookTimeoutMs: integer(env, "WEBHOOK_TIMEOUT_MS", 15_000, 100, 60_000),
    eventStreams: {
      perKey: integer(env, "EVENT_STREAMS_PER_KEY", 5, 1, 100),
      heartbeatMs: integer(env, "EVENT_STREAM_HEARTBEAT_MS", 15_000, 100, 60_000),
      pollMs: integer(env, "EVENT_STREAM_POLL_MS", 1000, 50, 60_000),
    },
    carrier: carrierConfig(env),
    simulator: {
      holdMs: integer(env, "SIMULATOR_HOLD_MS", 60_000, 0, 86_400_000),
      testStepMs: integer(env, "SIMULATOR_TEST_STEP_MS", 400, 0, 60_000),
      liveStepMs: integer(env, "SIMULATOR_LIVE_STEP_MS", 1000, 0, 3_600_000),
      liveOutcomes: liveOutcomes(env.SIMULATOR_LIVE_OUTCOMES),
    },
  };
}

/** For process entry points: the configuration, or one line naming the bad variable on stderr and exit 1. */
export function readConfigOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return readConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Invalid configuration: ${err.message}\n`);
    process.exit(1);
  }
}
