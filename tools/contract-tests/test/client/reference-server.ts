// The built reference server (apps/server/dist/main.js) as its own process, like `pnpm start`.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** The demo fixture's test key (apps/server/fixtures/demo.yaml), with every scope. */
export const DEMO_TEST_KEY = "sk_test_demo_0123456789abcdef";

/** A running server process with its own temporary SQLite file. */
export interface ReferenceServer {
  baseUrl: string;
  /** Everything the process printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Starts the server on 127.0.0.1, port 0, with the bundled demo fixture and a database in a fresh temp folder.
 * Its own response validation is off (as in production), so these tests are the only judge of its answers.
 */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  const serverDir = dirname(createRequire(import.meta.url).resolve("@sms-api/server/package.json"));
  const dir = mkdtempSync(join(tmpdir(), "contract-server-"));
  const child = spawn(process.execPath, [join(serverDir, "dist", "main.js")], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: join(dir, "sms.sqlite"),
      LOG_LEVEL: "warn",
      VALIDATE_RESPONSES: "false",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within 30 s:\n${output}`)),
        30_000,
      );
      child.stdout?.on("data", () => {
        const match = /listening on (http:\/\/[^\s]+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ""));
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening:\n${output}`));
      });
    });
    return { baseUrl, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
