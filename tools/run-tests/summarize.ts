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
 * One line per failed test (`FAIL path > full name`) and per file that failed with no failed test in it, paths
 * relative to `root`: CI may keep only the run's standard output, so the closing summary names them there.
 */
export function failedTests(reports: VitestReport[], root: string): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      const path = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed) lines.push(`FAIL ${path} > ${test.fullName}`);
      if (failed.length === 0 && file.status === "failed") {
        lines.push(`FAIL ${path}: ${(file.message ?? "").split("\n")[0] || "the file failed"}`);
      }
    }
  }
  return lines;
}
