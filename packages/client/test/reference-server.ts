import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../../../apps/server/", import.meta.url));
/** The server's test harness, built: `@sms-api/server/testing`. */
const harness = new URL("dist/testing/index.js", new URL("../../../apps/server/", import.meta.url));

/** The reference server (apps/server) running as its own process, with a database in a temp folder. */
export interface ReferenceServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The part of the harness used here, typed locally: this package cannot depend on the server. */
interface Harness {
  startStack(options: { env: Record<string, string> }): Promise<{ url: string; stop(): Promise<void> }>;
}

/**
 * Starts the built reference server (`node apps/server/dist/main.js`, role `all`, the bundled demo fixture)
 * through the server's own harness (`startStack`). The server is not a dependency of this package (it
 * depends on the client, so declaring it would make a cycle): it is imported by path, and built here if needed.
 */
export async function startReferenceServer(env: Record<string, string> = {}): Promise<ReferenceServer> {
  if (!existsSync(fileURLToPath(harness))) {
    execFileSync("npx", ["-y", "pnpm@10.34.9", "run", "build"], {
      cwd: serverDir,
      stdio: "ignore",
      timeout: 120_000,
    });
  }
  const { startStack } = (await import(harness.href)) as Harness;
  const stack = await startStack({
    env: {
      ALLOW_INSECURE_WEBHOOKS: "true",
      SIMULATOR_TEST_STEP_MS: "50",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
      ...env,
    },
  });
  return { baseUrl: stack.url, stop: () => stack.stop() };
}
