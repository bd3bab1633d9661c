import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { HOOK_ERRORS_FILE, type HookError } from "./hook-errors-reporter.ts";
import type { VitestReport } from "./summarize.ts";

/** What the packages' test runs left behind. */
export interface CollectedReports {
  /** Each package's vitest JSON report (`test-results.json`). */
  reports: VitestReport[];
  /** Packages with a `test` script and no report: their test task did not finish. */
  missing: string[];
  /** Errors outside tests (`test-hook-errors.json`, see hook-errors-reporter.ts), every package's. */
  hookErrors: HookError[];
}

/** Reads the reports in `dirs`; with `expectEvery`, a package whose script should have written one and did not is missing. */
export function collectReports(dirs: readonly string[], options: { expectEvery: boolean }): CollectedReports {
  const collected: CollectedReports = { reports: [], missing: [], hookErrors: [] };
  const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
  for (const dir of dirs) {
    const pkg = read(join(dir, "package.json")) as { name: string; scripts?: { test?: string } };
    const report = join(dir, "test-results.json");
    if (existsSync(report)) collected.reports.push(read(report) as VitestReport);
    else if (pkg.scripts?.test && options.expectEvery) collected.missing.push(pkg.name);
    const hooks = join(dir, HOOK_ERRORS_FILE);
    if (existsSync(hooks)) collected.hookErrors.push(...(read(hooks) as HookError[]));
  }
  return collected;
}
