import { fileURLToPath } from "node:url";
import type { LiveOutcome } from "./carrier/simulator.js";
import { ABANDONED_CLAIM_MS } from "./data-access/idempotency-repository.js";
import { DEMO_FIXTURE_PATH } from "./fixture/load-fixture.js";

/** Default webhook retry delays in seconds (api-v1.md §9). */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

/** Default embedded database file, under the app's data folder. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL("../data/sms-api.sqlite", import.meta.url));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

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
  /** Database file path, or `:memory:`. */
  databasePath: string;
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
  /** Age after which an unfinished idempotency claim (its process died) is dropped (`IDEMPOTENCY_ABANDON_MS`). */
  idempotencyAbandonMs: number;
  /** Carrier simulator timings and live outcome rates (`SIMULATOR_*`). */
  simulator: {
    holdMs: number;
    testStepMs: number;
    liveStepMs: number;
    liveOutcomes: Partial<Record<LiveOutcome, number>>;
  };
}

/** A bad environment value; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = "ConfigError";
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true") return true;
  if (raw === "false") return false;
  throw new ConfigError(name, `must be "true" or "false", got "${raw}"`);
}

function databasePath(raw: string | undefined): string {
  if (raw === undefined || raw === "") return DEFAULT_DATABASE_PATH;
  if (raw === ":memory:") return raw;
  if (raw.startsWith("file:")) {
    try {
      return fileURLToPath(raw);
    } catch {
      throw new ConfigError("DATABASE_URL", `must be a file path, a file: URL or :memory:, got "${raw}"`);
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    throw new ConfigError(
      "DATABASE_URL",
      "only the embedded database is supported: give a file path, a file: URL or :memory:",
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
  return {
    host,
    port: integer(env, "PORT", 3000, 0, 65535),
    fixturePath: env.SMS_FIXTURE || DEMO_FIXTURE_PATH,
    usingDemoFixture: !env.SMS_FIXTURE,
    databasePath: databasePath(env.DATABASE_URL),
    databaseJournalMode: journalMode(env.DATABASE_JOURNAL_MODE),
    databaseBusyTimeoutMs: integer(env, "DATABASE_BUSY_TIMEOUT_MS", 5000, 0, 60_000),
    webhookRetrySchedule: retrySchedule(env.WEBHOOK_RETRY_SCHEDULE),
    allowInsecureWebhooks: boolean(env, "ALLOW_INSECURE_WEBHOOKS", false),
    logLevel: logLevel as Config["logLevel"],
    validateResponses: boolean(env, "VALIDATE_RESPONSES", env.NODE_ENV !== "production"),
    // At least 1 s: a claim younger than the slowest live request would let a retry send twice.
    idempotencyAbandonMs: integer(env, "IDEMPOTENCY_ABANDON_MS", ABANDONED_CLAIM_MS, 1000, 86_400_000),
    simulator: {
      holdMs: integer(env, "SIMULATOR_HOLD_MS", 60_000, 0, 86_400_000),
      testStepMs: integer(env, "SIMULATOR_TEST_STEP_MS", 400, 0, 60_000),
      liveStepMs: integer(env, "SIMULATOR_LIVE_STEP_MS", 1000, 0, 3_600_000),
      liveOutcomes: liveOutcomes(env.SIMULATOR_LIVE_OUTCOMES),
    },
  };
}
