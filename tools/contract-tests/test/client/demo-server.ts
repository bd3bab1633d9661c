// The built reference server with its bundled demo fixture, as `pnpm start` serves it to partner teams.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";

interface DemoFixture {
  accounts: { keys: { key: string; mode: string; status: string; scopes: string[] }[] }[];
}

const serverDir = dirname(createRequire(import.meta.url).resolve("@sms-api/server/package.json"));
const fixture = parse(readFileSync(join(serverDir, "fixtures", "demo.yaml"), "utf8")) as DemoFixture;

/** The demo fixture's active test-mode key with the most scopes (every one, in the bundled fixture). */
export const DEMO_TEST_KEY = (() => {
  const keys = fixture.accounts
    .flatMap((a) => a.keys)
    .filter((k) => k.mode === "test" && k.status === "active");
  const best = keys.sort((a, b) => b.scopes.length - a.scopes.length)[0];
  if (!best) throw new Error("the demo fixture has no active test key");
  return best.key;
})();

/**
 * Starts `apps/server/dist/main.js` on 127.0.0.1, port 0, a fresh temp database, the demo fixture. Its own
 * response validation is off, as in production, so these tests alone judge its answers.
 */
export function startDemoServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ fixture, env: { VALIDATE_RESPONSES: "false", ...env } });
}
