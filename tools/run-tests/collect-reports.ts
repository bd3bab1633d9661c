import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FAILURES_FILE, type RunFailure } from "./failures-reporter.ts";
import type { VitestReport } from "./summarize.ts";

/** What the packages' test runs left behind. */
export interface CollectedReports {
  /** Each package's vitest JSON report (`test-results.json`). */
  reports: VitestReport[];
  /** Packages with a `test` script and no report: their test task did not finish. */
  missing: string[];
  /** What failed, with its project and error (`test-failures.json`, see failures-reporter.ts), every package's. */
  runFailures: RunFailure[];
}

/** Reads the reports in `dirs`; with `expectEvery`, a package whose script should have written one and did not is missing. */
export function collectReports(dirs: readonly string[], options: { expectEvery: boolean }): CollectedReports {
  const collected: CollectedReports = { reports: [], missing: [], runFailures: [] };
  const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
  for (const dir of dirs) {
    const pkg = read(join(dir, "package.json")) as { name: string; scripts?: { test?: string } };
    const report = join(dir, "test-results.json");
    if (existsSync(report)) collected.reports.push(read(report) as VitestReport);
    else if (pkg.scripts?.test && options.expectEvery) collected.missing.push(pkg.name);
    const failures = join(dir, FAILURES_FILE);
    if (existsSync(failures)) collected.runFailures.push(...(read(failures) as RunFailure[]));
  }
  return collected;
}
