import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** The built reference server (`apps/server/dist/main.js`), as `pnpm start` runs it. */
export const SERVER_MAIN = join(
  dirname(createRequire(import.meta.url).resolve("@sms-api/server/package.json")),
  "dist",
  "main.js",
);

/** A reference server running in its own process, with its own temp folder. */
export interface ServerProcess {
  /** Origin it listens on, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Its SQLite database file (the test may open it to inject faults). */
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
  /** How long to wait for the listening banner. Default 20 s. */
  startTimeoutMs?: number;
}

/** Why a server stopped answering: its exit status, if it exited, and the end of its output. */
export function describeServer(server: ServerProcess): string {
  const status = server.exitStatus();
  return `server ${status ? `exited (${status})` : "still running"}; its last output:\n${server.output().slice(-2000)}`;
}

/** Starts `node dist/main.js` on a free port with a fresh temp database; waits for its banner. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build @sms-api/server first`);
  const dir = mkdtempSync(join(tmpdir(), "sms-contract-"));
  const fixturePath = join(dir, "fixture.json");
  const dbPath = join(dir, "contract.sqlite");
  writeFileSync(fixturePath, JSON.stringify(options.fixture));
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      SMS_FIXTURE: fixturePath,
      DATABASE_URL: dbPath,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  let status: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      status = signal ? `signal ${signal}` : `code ${code}`;
      resolve(code);
    }),
  );
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000);
  let url: string | undefined;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!url && !gone && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
  }
  if (!url) {
    child.kill("SIGKILL");
    await exited;
    cleanup();
    throw new Error(`the server did not start:\n${out}`);
  }
  return {
    url,
    dbPath,
    output: () => out,
    exitStatus: () => status,
    async stop() {
      if (!gone) child.kill("SIGTERM");
      // A server that does not stop within 10 s is killed, so a hung test run still cleans up.
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const code = await exited;
      clearTimeout(timer);
      cleanup();
      return code;
    },
  };
}
