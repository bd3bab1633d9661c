import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../../../apps/server/", import.meta.url));

/** The reference server (apps/server) running as its own process, with a database in a temp folder. */
export interface ReferenceServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `node apps/server/dist/main.js` like `pnpm start`, on port 0 with the bundled demo fixture.
 * The server is not a dependency of this package (it depends on the client), so it is built here if needed.
 */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  const main = join(serverDir, "dist", "main.js");
  if (!existsSync(main)) {
    execFileSync("npx", ["-y", "pnpm@10.34.9", "run", "build"], {
      cwd: serverDir,
      stdio: "ignore",
      timeout: 120_000,
    });
  }
  const dir = mkdtempSync(join(tmpdir(), "sms-client-server-"));
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: join(dir, "sms.sqlite"),
      ALLOW_INSECURE_WEBHOOKS: "true",
      LOG_LEVEL: "warn",
      SIMULATOR_TEST_STEP_MS: "50",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
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
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within 30 s:\n${output}`)),
      30_000,
    );
    const check = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return {
    baseUrl,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
