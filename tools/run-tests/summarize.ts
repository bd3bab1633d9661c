/** The fields of a vitest JSON report that the summary reads. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
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
