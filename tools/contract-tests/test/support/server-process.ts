import {
  type ExitStatus,
  type PostgresServer,
  type StackEngine,
  startStack,
  startTestPostgres,
} from "@sms-api/server/testing";

/**
 * The engine of this vitest project: `postgres` when the project sets `TEST_ENGINE=postgres` (with the run's
 * one PostgreSQL in `TEST_DATABASE_URL`, see vitest.config.ts), else SQLite.
 */
export const TEST_ENGINE: StackEngine = process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

/** A reference server (`node dist/main.js`, role `all`) running in its own process, with its own temp folder. */
export interface ServerProcess {
  /** Origin it listens on, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its storage engine. */
  engine: StackEngine;
  /** Its database: the SQLite file, or a postgres:// URL of its own database (the test may inject faults). */
  databaseUrl: string;
  /** Everything it printed (logs never contain keys). */
  output(): string;
  /** How it ended (`code 1`, `signal SIGKILL`), or undefined while it runs. */
  exitStatus(): string | undefined;
  /** SIGTERM, wait for the exit, delete the temp folder (and drop a PostgreSQL database); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** The fixture (accounts, keys, templates), written as JSON to the temp folder. */
  fixture: unknown;
  /** Extra environment variables (`PORT=0`, the fixture and the database are set already). */
  env?: Record<string, string>;
  /** The storage engine; default {@link TEST_ENGINE}. */
  engine?: StackEngine;
  /** How long to wait for the listening banner. Default 20 s. */
  startTimeoutMs?: number;
}

/** Why a server stopped answering: its exit status, if it exited, and the end of its output. */
export function describeServer(server: ServerProcess): string {
  const status = server.exitStatus();
  return `server ${status ? `exited (${status})` : "still running"}; its last output:\n${server.output().slice(-2000)}`;
}

function describeExit(how: ExitStatus): string {
  return typeof how === "string" ? `signal ${how}` : `code ${how}`;
}

/**
 * Starts the built server through the server's own test harness (`startStack`) with a fresh database: a
 * SQLite file, or a new database on the run's PostgreSQL (`TEST_DATABASE_URL`), dropped again by stop().
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const engine = options.engine ?? TEST_ENGINE;
  // One handle per server: its stop() drops exactly the database this server was given.
  const postgres: PostgresServer | undefined = engine === "postgres" ? await startTestPostgres() : undefined;
  const stack = await startStack({
    fixture: options.fixture,
    engine,
    ...(postgres ? { postgres } : {}),
    ...(options.env ? { env: options.env } : {}),
    startTimeoutMs: options.startTimeoutMs ?? 20_000,
  }).catch(async (error: unknown) => {
    await postgres?.stop();
    throw error;
  });
  const [server] = stack.processes;
  if (!server) throw new Error("the stack started no process");
  let status: string | undefined;
  void server.exited.then((how) => {
    status = describeExit(how);
  });
  return {
    url: stack.url,
    engine,
    databaseUrl: stack.databaseUrl,
    output: () => server.output(),
    exitStatus: () => status,
    async stop() {
      await stack.stop();
      const how = await server.exited;
      await postgres?.stop();
      return typeof how === "number" ? how : null;
    },
  };
}
