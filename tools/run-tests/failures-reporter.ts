import { writeFileSync } from "node:fs";
import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** An error outside any test: a hook (`beforeAll`, `afterAll`) or a file that did not load, or an unhandled one. */
export interface HookError {
  /** The test file's absolute path, or empty for an unhandled error. */
  file: string;
  /** The failed describe block's full name, empty for the file itself. */
  suite: string;
  /** The error's first line. */
  message: string;
}

/** Where each package's run writes them, beside `test-results.json`. */
export const HOOK_ERRORS_FILE = "test-hook-errors.json";

const firstLine = (error: SerializedError): string =>
  String(error.message ?? error.name ?? "error").split("\n")[0] ?? "";

/**
 * Vitest's JSON report marks a file failed when a hook of one of its describe blocks throws, but it keeps
 * neither the block nor the error (its tests are only "skipped"): this reporter writes them down, so the test
 * command's closing lines say what failed, even when CI keeps nothing else.
 */
export default class HookErrorsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const errors: HookError[] = [];
    for (const module of modules) {
      for (const error of module.errors())
        errors.push({ file: module.moduleId, suite: "", message: firstLine(error) });
      for (const suite of module.children.allSuites())
        for (const error of suite.errors())
          errors.push({ file: module.moduleId, suite: suite.fullName, message: firstLine(error) });
    }
    for (const error of unhandled)
      errors.push({ file: "", suite: "", message: `unhandled: ${firstLine(error)}` });
    writeFileSync(HOOK_ERRORS_FILE, `${JSON.stringify(errors, null, 2)}\n`);
  }
}
