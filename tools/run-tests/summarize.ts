import type { HookError } from "./hook-errors-reporter.ts";

/** The fields of a vitest JSON report that the summary reads. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  /** One entry per test file. */
  testResults?: FileResult[];
}

/** A test file's entry in a vitest JSON report. */
export interface FileResult {
  /** The file's absolute path. */
  name: string;
  /** `failed` when a test in it failed or the file did not load. */
  status?: string;
  /** Why the file failed when no test in it did (e.g. it did not load). */
  message?: string;
  /** Its tests. */
  assertionResults?: { fullName: string; status: string }[];
}

/** Totals over every report. */
export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

/** Sums vitest JSON reports into one count, so CI reads a single closing line. */
export function summarize(reports: VitestReport[]): Totals {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of reports) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that fails to load has no failed test in it, yet the run failed.
    if (!report.numFailedTests && report.numFailedTestSuites) failed += report.numFailedTestSuites;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return { passed, failed, skipped };
}

/** Formats the closing line CI reads. */
export function formatSummary({ passed, failed, skipped }: Totals): string {
  const line = `${passed} passed, ${failed} failed`;
  return skipped > 0 ? `${line}, ${skipped} skipped` : line;
}

/**
 * One line per failed test (`FAIL path > full name`), per describe block or file that failed outside its tests
 * (a hook, a file that did not load: `FAIL path > block: error`, from `hookErrors`) and per unhandled error, paths
 * relative to `root`: CI may keep only the run's standard output, so the closing summary names them there.
 */
export function failedTests(reports: VitestReport[], root: string, hookErrors: HookError[] = []): string[] {
  const relative = (name: string) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);
  const lines: string[] = [];
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      const path = relative(file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed) lines.push(`FAIL ${path} > ${test.fullName}`);
      const outside = hookErrors.filter((error) => error.file === file.name);
      for (const error of outside)
        lines.push(`FAIL ${path}${error.suite ? ` > ${error.suite}` : ""}: ${error.message}`);
      if (failed.length === 0 && outside.length === 0 && file.status === "failed") {
        lines.push(`FAIL ${path}: ${(file.message ?? "").split("\n")[0] || "the file failed"}`);
      }
    }
  }
  for (const error of hookErrors.filter((e) => e.file === "")) lines.push(`FAIL ${error.message}`);
  return lines;
}
