import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { KEYS } from "../../support/test-fixture.js";

const MAIN = fileURLToPath(new URL("../../../dist/main.js", import.meta.url));

/** The real server started as `pnpm start` does (`node dist/main.js`), in its own process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Spawns the built server with `env` (PORT=0 unless given) and waits for its banner to read the URL. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN))
    throw new Error(`${MAIN} is missing: build the server first (pnpm --filter @sms-api/server build)`);
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.on("exit", (code, signal) => resolve(signal ?? code));
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(how)}) before listening:\n${output}`));
    });
  });
  return { child, url, exited };
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
