import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PostgresNotifier } from "../../../src/data-access/postgres/postgres-notifier.js";
import { PostgresStorage } from "../../../src/data-access/postgres/postgres-storage.js";
import { LocalNotifier } from "../../../src/data-access/sqlite/local-notifier.js";
import { SqliteStorage } from "../../../src/data-access/sqlite/sqlite-storage.js";
import type { Notifier, Storage } from "../../../src/domain/ports.js";
import { type PostgresServer, startTestPostgres } from "../../../src/testing/postgres-server.js";

/** Migrated storages on one fresh database, as the port tests use them. */
export interface EngineHarness {
  /** One instance (the server's usual configuration of the engine). */
  storage: Storage & { migrate(): Promise<string[]> };
  /**
   * Another instance on the same database, as a second process would open it. On SQLite both run in this
   * thread, so they are opened without group commits and must not run transactions at the same moment.
   */
  another(options?: { migrate?: boolean }): Promise<Storage & { migrate(): Promise<string[]> }>;
  /** A started notifier of the engine on this database (closed with the harness). */
  notifier(): Promise<Notifier>;
  /** The PostgreSQL database's URL; undefined on SQLite. */
  url?: string;
  /** Closes every instance and deletes the database. */
  close(): Promise<void>;
}

/** An engine the port suite runs on. */
export interface Engine {
  /** `sqlite` or `postgres`. */
  name: "sqlite" | "postgres";
  /** True when two instances may run transactions at the same moment (separate connections that wait). */
  concurrentInstances: boolean;
  /** Opens a fresh, migrated database. */
  open(options?: { instances?: "one" | "several"; migrate?: boolean }): Promise<EngineHarness>;
  /** Starts what the engine needs for a test file (a PostgreSQL server). */
  setUp(): Promise<void>;
  /** Stops it. */
  tearDown(): Promise<void>;
}

const sqlite: Engine = {
  name: "sqlite",
  concurrentInstances: false,
  async setUp() {},
  async tearDown() {},
  async open({ instances = "one", migrate = true } = {}) {
    const dir = mkdtempSync(join(tmpdir(), "sms-port-test-"));
    const path = join(dir, "port.sqlite");
    // Two connections in one thread: a group commit held open across a turn would block the other for good.
    const groupCommits = instances === "one";
    const opened: SqliteStorage[] = [];
    const open = async (options = { migrate: true }) => {
      const s = new SqliteStorage({ path, groupCommits });
      opened.push(s);
      if (options.migrate !== false) await s.migrate();
      return s;
    };
    const storage = await open({ migrate });
    const notifiers: Notifier[] = [];
    return {
      storage,
      another: open,
      async notifier() {
        const n = new LocalNotifier();
        notifiers.push(n);
        return n;
      },
      async close() {
        for (const n of notifiers.splice(0)) await n.close();
        for (const s of opened.splice(0)) await s.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

let server: PostgresServer | undefined;

const postgres: Engine = {
  name: "postgres",
  concurrentInstances: true,
  async setUp() {
    // Throwaway databases: no fsync, so the shared machine's disk is spared (commits stay synchronous).
    server ??= await startTestPostgres({ fsync: "off", full_page_writes: "off" });
  },
  async tearDown() {
    await server?.stop();
    server = undefined;
  },
  async open({ migrate = true } = {}) {
    if (!server) throw new Error("call setUp first");
    const connectionString = await server.createDatabase();
    const opened: PostgresStorage[] = [];
    const open = async (options = { migrate: true }) => {
      const s = new PostgresStorage({ connectionString, poolSize: 12 });
      opened.push(s);
      if (options.migrate !== false) await s.migrate();
      return s;
    };
    const storage = await open({ migrate });
    const notifiers: Notifier[] = [];
    return {
      storage,
      another: open,
      url: connectionString,
      async notifier() {
        const n = new PostgresNotifier({ connectionString, reconnectDelayMs: 20 });
        notifiers.push(n);
        await n.start();
        return n;
      },
      async close() {
        for (const n of notifiers.splice(0)) await n.close();
        for (const s of opened.splice(0)) await s.close();
      },
    };
  },
};

/** Every engine behind the storage ports. */
export const ENGINES: readonly Engine[] = [sqlite, postgres];
