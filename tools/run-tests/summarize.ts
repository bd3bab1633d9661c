import type { RunFailure } from "./failures-reporter.ts";

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
  assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
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

/** A message's first line: the closing lines keep one line per failure. */
const firstLine = (text: string | undefined): string => (text ?? "").split("\n")[0] ?? "";

/**
 * One line per failed test (`FAIL [project] path > full name: error`), per describe block or file that failed
 * outside its tests (a hook, a file that did not load: `FAIL [project] path > block: error`) and per unhandled
 * error, paths relative to `root`. The project and the error come from `runFailures` (failures-reporter.ts),
 * else from the JSON report. CI may keep only the run's standard output, so the closing summary names them there.
 */
export function failedTests(reports: VitestReport[], root: string, runFailures: RunFailure[] = []): string[] {
  const relative = (name: string) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);
  const where = (f: RunFailure) => `${f.project ? `[${f.project}] ` : ""}${relative(f.file)}`;
  // A file's JSON entry repeats for each project that ran it: a Set prints each failure once, in order.
  const lines = new Set<string>();
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      const path = relative(file.name);
      const inFile = runFailures.filter((f) => f.file === file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed) {
        const known = inFile.filter((f) => f.test === test.fullName);
        for (const f of known) lines.add(`FAIL ${where(f)} > ${f.test}: ${f.message}`);
        const message = firstLine(test.failureMessages?.[0]);
        if (known.length === 0) lines.add(`FAIL ${path} > ${test.fullName}${message ? `: ${message}` : ""}`);
      }
      const outside = inFile.filter((f) => f.test === undefined);
      for (const f of outside) lines.add(`FAIL ${where(f)}${f.suite ? ` > ${f.suite}` : ""}: ${f.message}`);
      if (failed.length === 0 && outside.length === 0 && file.status === "failed") {
        lines.add(`FAIL ${path}: ${firstLine(file.message) || "the file failed"}`);
      }
    }
  }
  for (const f of runFailures.filter((e) => e.file === "")) lines.add(`FAIL ${f.message}`);
  return [...lines];
}
