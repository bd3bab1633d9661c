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
    const hookErrors = [
      {
        file: "/repo/apps/server/test/d.test.ts",
        suite: "on postgres",
        message: "Hook timed out in 120000ms.",
      },
      { file: "", suite: "", message: "unhandled: terminating connection" },
    ];
    expect(failedTests(reports, root, hookErrors)).toEqual([
      "FAIL apps/server/test/d.test.ts > on postgres: Hook timed out in 120000ms.",
      "FAIL unhandled: terminating connection",
    ]);
  });

  it("is empty when nothing failed", () => {
    expect(failedTests([{ numPassedTests: 2, testResults: [] }], root)).toEqual([]);
  });
});
