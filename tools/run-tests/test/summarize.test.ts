import { describe, expect, it } from "vitest";
import { failedTests, formatSummary, summarize } from "../summarize.ts";

describe("summarize", () => {
  it.each([
    { name: "no reports", reports: [], line: "0 passed, 0 failed" },
    {
      name: "sums passes and failures",
      reports: [
        { numPassedTests: 3, numFailedTests: 1 },
        { numPassedTests: 2, numFailedTests: 0 },
      ],
      line: "5 passed, 1 failed",
    },
    {
      name: "counts a file that failed to load",
      reports: [{ numPassedTests: 4, numFailedTests: 0, numFailedTestSuites: 2 }],
      line: "4 passed, 2 failed",
    },
    {
      name: "reports skipped and todo tests",
      reports: [{ numPassedTests: 1, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 }],
      line: "1 passed, 0 failed, 2 skipped",
    },
  ])("$name", ({ reports, line }) => {
    expect(formatSummary(summarize(reports))).toBe(line);
  });
});

describe("failedTests", () => {
  const root = "/repo";
  it("names each failed test by its file and full name, and a file that failed without one", () => {
    const reports = [
      {
        testResults: [
          {
            name: "/repo/apps/server/test/a.test.ts",
            status: "failed",
            assertionResults: [
              { fullName: "suite passes", status: "passed" },
              { fullName: "suite fails", status: "failed" },
            ],
          },
          {
            name: "/repo/apps/server/test/b.test.ts",
            status: "failed",
            message: "Cannot find module x\nstack",
          },
          { name: "/repo/apps/server/test/c.test.ts", status: "passed", assertionResults: [] },
        ],
      },
    ];
    expect(failedTests(reports, root)).toEqual([
      "FAIL apps/server/test/a.test.ts > suite fails",
      "FAIL apps/server/test/b.test.ts: Cannot find module x",
    ]);
  });

  it("names a describe block whose hook failed, and an unhandled error, from the hook errors", () => {
    const reports = [
      {
        testResults: [
          {
            name: "/repo/apps/server/test/d.test.ts",
            status: "failed",
            message: "",
            assertionResults: [
              { fullName: "on sqlite works", status: "passed" },
              { fullName: "on postgres works", status: "skipped" },
            ],
          },
        ],
      },
    ];
    const runFailures = [
      {
        file: "/repo/apps/server/test/d.test.ts",
        project: "",
        suite: "on postgres",
        message: "Hook timed out in 120000ms.",
      },
      { file: "", project: "", suite: "", message: "unhandled: terminating connection" },
    ];
    expect(failedTests(reports, root, runFailures)).toEqual([
      "FAIL apps/server/test/d.test.ts > on postgres: Hook timed out in 120000ms.",
      "FAIL unhandled: terminating connection",
    ]);
  });

  it("names a failed test's project and error once, though the file's JSON entry repeats per project", () => {
    const entry = (status: string) => ({
      name: "/repo/tools/contract-tests/test/server/coverage.test.ts",
      status,
      assertionResults: [{ fullName: "cells stream", status, failureMessages: ["AssertionError: x\n at y"] }],
    });
    const reports = [{ testResults: [entry("passed"), entry("failed"), entry("passed")] }];
    const runFailures = [
      {
        file: "/repo/tools/contract-tests/test/server/coverage.test.ts",
        project: "postgres v2",
        test: "cells stream",
        suite: "",
        message: "AssertionError: expected [ …(2) ] to deeply equal [ …(2) ]",
      },
    ];
    expect(failedTests(reports, root, runFailures)).toEqual([
      "FAIL [postgres v2] tools/contract-tests/test/server/coverage.test.ts > cells stream: AssertionError: expected [ …(2) ] to deeply equal [ …(2) ]",
    ]);
    // Without the reporter's record, the JSON report's first line of the error.
    expect(failedTests(reports, root)).toEqual([
      "FAIL tools/contract-tests/test/server/coverage.test.ts > cells stream: AssertionError: x",
    ]);
  });

  it("is empty when nothing failed", () => {
    expect(failedTests([{ numPassedTests: 2, testResults: [] }], root)).toEqual([]);
  });
});
