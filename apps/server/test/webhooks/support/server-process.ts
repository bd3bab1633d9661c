import type { ChildProcess } from "node:child_process";
import { type ExitStatus, type Stack, startStack } from "../../../src/testing/index.js";
import { KEYS } from "../../support/test-fixture.js";

/** The real server started as `pnpm start` does (`node dist/main.js`), in its own process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<ExitStatus>;
  /** The one-process stack it belongs to (its temp folder is removed by `stack.stop()`). */
  stack: Stack;
}

/** Starts the built server (role `all`) through the server's harness, with `env` deciding database and fixture. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL, ...rest } = env;
  const stack = await startStack({ env: rest, ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}) });
  const [server] = stack.processes;
  if (!server?.url) throw new Error("the stack started no api process");
  return { child: server.child, url: server.url, exited: server.exited, stack };
}

/** Calls a spawned server with the fixture's test key, a JSON body when given, and a 10 s limit. */
export async function callAsTestKey(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${KEYS.test}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** SIGKILLs every spawned server still running (test clean-up). */
export function killAll(servers: ServerProcess[]): void {
  for (const s of servers)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
}
