import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectReports } from "../collect-reports.ts";

describe("collectReports", () => {
  const root = mkdtempSync(join(tmpdir(), "collect-reports-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const pkg = (name: string, files: Record<string, unknown>, test = "vitest run") => {
    const dir = join(root, name);
    mkdirSync(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name, scripts: test ? { test } : {} }));
    for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(body));
    return dir;
  };
  const hookError = { file: "/x.test.ts", project: "", suite: "on postgres", message: "Hook timed out" };
  const dirs = [
    pkg("reported", { "test-results.json": { numPassedTests: 2 } }),
    pkg("hooked", { "test-results.json": { numPassedTests: 1 }, "test-failures.json": [hookError] }),
    pkg("unfinished", {}),
    pkg("untested", {}, ""),
  ];

  it("reads every report and hook error, and names a package with a test script and no report", () => {
    expect(collectReports(dirs, { expectEvery: true })).toEqual({
      reports: [{ numPassedTests: 2 }, { numPassedTests: 1 }],
      missing: ["unfinished"],
      runFailures: [hookError],
    });
  });

  it("names none missing on a filtered run", () => {
    expect(collectReports(dirs, { expectEvery: false }).missing).toEqual([]);
  });
});
