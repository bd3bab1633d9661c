import { writeFileSync } from "node:fs";
import type { Reporter, SerializedError, TestCase, TestModule } from "vitest/node";

/**
 * What failed in a package's run: a test, a hook (`beforeAll`, `afterAll`) of a describe block, a file that did
 * not load, or an unhandled error.
 */
export interface RunFailure {
  /** The test file's absolute path, or empty for an unhandled error. */
  file: string;
  /** The vitest project that ran it (e.g. `postgres v2`), empty when the package has one unnamed project. */
  project: string;
  /** A failed test's full name as the JSON report spells it (its describe blocks and title, space-separated). */
  test?: string;
  /** For a hook's failure: the describe block's full name, empty for the file itself. */
  suite: string;
  /** The error's first line. */
  message: string;
}

/** Where each package's run writes them, beside `test-results.json`. */
export const FAILURES_FILE = "test-failures.json";

const firstLine = (error: SerializedError | undefined): string =>
  String(error?.message ?? error?.name ?? "error").split("\n")[0] ?? "";

/** The name vitest's JSON report gives a test: its describe blocks' names and its own, joined by spaces. */
function jsonFullName(test: TestCase): string {
  const names = [test.name];
  for (let parent = test.parent; parent.type === "suite"; parent = parent.parent) names.unshift(parent.name);
  return names.join(" ");
}

/**
 * Vitest's JSON report keeps neither the project that ran a test nor, for a hook that threw, the block or the
 * error (its tests show only as "skipped"): this reporter writes what failed with its project and the error's
 * first line, so the test command's closing lines say what failed, where, and why, even when CI keeps nothing
 * else.
 */
export default class FailuresReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const failures: RunFailure[] = [];
    for (const module of modules) {
      const at = { file: module.moduleId, project: module.project.name };
      for (const error of module.errors()) failures.push({ ...at, suite: "", message: firstLine(error) });
      for (const suite of module.children.allSuites())
        for (const error of suite.errors())
          failures.push({ ...at, suite: suite.fullName, message: firstLine(error) });
      for (const test of module.children.allTests("failed"))
        failures.push({
          ...at,
          test: jsonFullName(test),
          suite: "",
          message: firstLine(test.result().errors?.[0]),
        });
    }
    for (const error of unhandled)
      failures.push({ file: "", project: "", suite: "", message: `unhandled: ${firstLine(error)}` });
    writeFileSync(FAILURES_FILE, `${JSON.stringify(failures, null, 2)}\n`);
  }
}
