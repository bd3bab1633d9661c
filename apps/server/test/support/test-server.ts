import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createSmsClient } from "@sms-api/client";
import { pino } from "pino";
import { readConfig } from "../../src/config/config.js";
import type { Database } from "../../src/data-access/sqlite/database.js";
import type { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import type { Stores } from "../../src/domain/ports.js";
import type { ApiServices } from "../../src/entry-points/http/shared/api-services.js";
import type { RunningWorker } from "../../src/entry-points/worker/worker.js";
import { type RunningServer, startServer } from "../../src/main/start-server.js";
import { freshPostgresDatabase, TEST_ENGINE } from "./engine.js";
import { testFixture } from "./test-fixture.js";

/** A real server on a free port with a real database file in a temp folder. */
export interface TestServer extends RunningServer {
  dir: string;
  dbPath: string;
  /** The API's use cases (a test server runs the `all` role). */
  services: ApiServices;
  /** The worker's parts. */
  worker: RunningWorker;
  /** The SQLite database under the storage, for tests that read or change rows directly (SQLite runs only). */
  db: Database;
  /** The database URL: the SQLite file, or the PostgreSQL database of this server. */
  databaseUrl: string;
  /** The stores, called directly (outside a transaction) by tests. */
  stores: Stores;
  /** Log lines at level error or above (a response contract violation lands here). */
  errors: Record<string, unknown>[];
  /** Sends a request to the server; JSON bodies are serialised. */
  call(
    method: string,
    path: string,
    init?: { key?: string; body?: unknown; headers?: Record<string, string>; redirect?: RequestRedirect },
  ): Promise<Response>;
  /** A typed client for a key (no retries, so each call is one request). */
  client(key: string): ReturnType<typeof createSmsClient>;
  /** Stops the server and deletes the temp folder. */
  destroy(): Promise<void>;
}

/** Options of a test server. */
export interface TestServerOptions {
  fixture?: unknown;
  /** Reuse a folder (and its database) from an earlier server: for restart tests. */
  dir?: string;
  /** Reuse a database (PostgreSQL runs: the `databaseUrl` of an earlier server). */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Folder served at `/docs`. */
  docsDir?: string;
}

/** Starts a server like `pnpm start` does, but on port 0, with a temp database and the test fixture. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "sms-server-test-"));
  const fixturePath = join(dir, "fixture.json");
  writeFileSync(fixturePath, JSON.stringify(options.fixture ?? testFixture()));
  const dbPath = join(dir, "sms.sqlite");
  const databaseUrl =
    options.databaseUrl ?? (TEST_ENGINE === "postgres" ? await freshPostgresDatabase() : dbPath);
  const config = readConfig({
    PORT: "0",
    SMS_FIXTURE: fixturePath,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "error",
    SIMULATOR_TEST_STEP_MS: "50",
    SIMULATOR_HOLD_MS: "60000",
    ...options.env,
  });
  const errors: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n")) if (line) errors.push(JSON.parse(line));
      done();
    },
  });
  const running = await startServer(config, pino({ level: "error" }, sink), {
    docsDir: options.docsDir ?? join(dir, "no-docs"),
  });
  if (!running.services || !running.worker) throw new Error("a test server runs the all role");
  const server: TestServer = {
    ...running,
    services: running.services,
    worker: running.worker,
    get db(): Database {
      if (running.storage.engine !== "sqlite")
        throw new Error("server.db is the SQLite file: SQLite runs only");
      return (running.storage as SqliteStorage).db;
    },
    databaseUrl,
    stores: running.storage.read as Stores,
    dir,
    dbPath,
    errors,
    call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key) headers.authorization = `Bearer ${init.key}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      return fetch(`${running.url}${path}`, {
        method,
        headers,
        body,
        redirect: init.redirect,
        signal: AbortSignal.timeout(10_000),
      });
    },
    client(key) {
      return createSmsClient({ baseUrl: running.url, apiKey: key, maxRetries: 0, timeoutMs: 10_000 });
    },
    async destroy() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}
