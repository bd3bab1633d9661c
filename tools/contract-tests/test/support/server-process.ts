import { type ExitStatus, type StackEngine, startStack } from "@sms-api/server/testing";

/** A reference server (`node dist/main.js`, role `all`) running in its own process, with its own temp folder. */
export interface ServerProcess {
  /** Origin it listens on, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its database: the SQLite file (the test may open it to inject faults), or a postgres:// URL. */
  dbPath: string;
  /** Everything it printed (logs never contain keys). */
  output(): string;
  /** How it ended (`code 1`, `signal SIGKILL`), or undefined while it runs. */
  exitStatus(): string | undefined;
  /** SIGTERM, wait for the exit, delete the temp folder; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** The fixture (accounts, keys, templates), written as JSON to the temp folder. */
  fixture: unknown;
  /** Extra environment variables (`PORT=0`, the fixture and the database are set already). */
  env?: Record<string, string>;
  /** The storage engine; default SQLite. */
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

/** Starts the built server through the server's own test harness (`startStack`) with a fresh database. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const stack = await startStack({
    fixture: options.fixture,
    ...(options.env ? { env: options.env } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
    startTimeoutMs: options.startTimeoutMs ?? 20_000,
  });
  const [server] = stack.processes;
  if (!server) throw new Error("the stack started no process");
  let status: string | undefined;
  void server.exited.then((how) => {
    status = describeExit(how);
  });
  return {
    url: stack.url,
    dbPath: stack.databaseUrl,
    output: () => server.output(),
    exitStatus: () => status,
    async stop() {
      await stack.stop();
      const how = await server.exited;
      return typeof how === "number" ? how : null;
    },
  };
}
