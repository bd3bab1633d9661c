import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { FAILURES_FILE, type RunFailure } from "../failures-reporter.ts";
import { failedTests, summarize, type VitestReport } from "../summarize.ts";
import { workspaceDirs } from "../workspace.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const vitest = resolve(here, "../node_modules/.bin/vitest");
const reporter = resolve(here, "../failures-reporter.ts");

// A real vitest run, as a package's `test` script runs it, with two projects (as the contract tests run one
// file on each engine): in one, a describe block's beforeAll throws, and in the other a test fails. The JSON
// report alone says only that the file failed, and names no project.
describe("the failures reporter", () => {
  const dir = mkdtempSync(join(tmpdir(), "failures-reporter-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the project, the test or the block whose hook threw, and the error, beside the JSON report", () => {
    writeFileSync(
      join(dir, "engines.test.ts"),
      `import { beforeAll, describe, expect, it } from "vitest";
const engine = process.env.ENGINE;
describe("start", () => {
  beforeAll(() => { if (engine === "postgres") throw new Error("printed no banner within 30000 ms"); });
  it("works", () => expect(1).toBe(1));
});
describe("send", () => {
  it("replays", () => expect(engine === "sqlite" ? "b" : "a", "the stream's order").toBe("a"));
});
`,
    );
    writeFileSync(
      join(dir, "vitest.config.ts"),
      `export default { test: { projects: [
  { test: { name: "sqlite", include: ["*.test.ts"], env: { ENGINE: "sqlite" } } },
  { test: { name: "postgres", include: ["*.test.ts"], env: { ENGINE: "postgres" } } },
] } };
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
    const failures = JSON.parse(readFileSync(join(dir, FAILURES_FILE), "utf8")) as RunFailure[];
    expect(summarize([report]).failed).toBeGreaterThan(0);
    expect(failedTests([report], dir, failures).sort()).toEqual([
      "FAIL [postgres] engines.test.ts > start: printed no banner within 30000 ms",
      "FAIL [sqlite] engines.test.ts > send replays: the stream's order: expected 'b' to be 'a' // Object.is equality",
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
    const path = /--reporter=(\S+failures-reporter\.ts)/.exec(test)?.[1];
    expect(path).toBeDefined();
    expect(resolve(dir, path as string)).toBe(reporter);
  });
});
