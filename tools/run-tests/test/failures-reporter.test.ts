import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { HOOK_ERRORS_FILE, type HookError } from "../hook-errors-reporter.ts";
import { failedTests, summarize, type VitestReport } from "../summarize.ts";
import { workspaceDirs } from "../workspace.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const vitest = resolve(here, "../node_modules/.bin/vitest");
const reporter = resolve(here, "../hook-errors-reporter.ts");

// A real vitest run, as a package's `test` script runs it, on a file whose second describe block's
// beforeAll throws: the JSON report alone says only that the file failed.
describe("the hook-errors reporter", () => {
  const dir = mkdtempSync(join(tmpdir(), "hook-errors-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the describe block whose hook threw, with the error, beside the JSON report", () => {
    writeFileSync(
      join(dir, "engines.test.ts"),
      `import { beforeAll, describe, expect, it } from "vitest";
describe.each(["sqlite", "postgres"])("start on %s", (engine) => {
  beforeAll(() => { if (engine === "postgres") throw new Error("printed no banner within 30000 ms"); });
  it("works", () => expect(1).toBe(1));
});
`,
    );
    const run = spawnSync(
      vitest,
      [
        "run",
        "--root",
        dir,
        "--reporter=json",
        "--outputFile.json=test-results.json",
        `--reporter=${reporter}`,
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "test-results.json"), "utf8")) as VitestReport;
    const hookErrors = JSON.parse(readFileSync(join(dir, HOOK_ERRORS_FILE), "utf8")) as HookError[];
    expect(summarize([report]).failed).toBeGreaterThan(0);
    expect(failedTests([report], dir, hookErrors)).toEqual([
      "FAIL engines.test.ts > start on postgres: printed no banner within 30000 ms",
    ]);
  });
});

describe("every package's test script", () => {
  const root = resolve(here, "../../..");
  const scripts = workspaceDirs(root).flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    return typeof pkg.scripts?.test === "string"
      ? [{ dir, name: pkg.name as string, test: pkg.scripts.test as string }]
      : [];
  });

  it.each(scripts)("$name writes a JSON report and its hook errors", ({ dir, test }) => {
    expect(test).toContain("--outputFile.json=test-results.json");
    const path = /--reporter=(\S+hook-errors-reporter\.ts)/.exec(test)?.[1];
    expect(path).toBeDefined();
    expect(resolve(dir, path as string)).toBe(reporter);
  });
});
