#!/usr/bin/env node
/**
 * Runs the repo's static checks (Biome, then every package's `lint`: tsc, tsp format, Redocly) and
 * `turbo run test` across the workspace, then prints one plain `N passed, N failed` line: every vitest
 * test from the packages' JSON reports, plus one per static check.
 * Extra arguments go to turbo (e.g. `--filter=@sms-api/client`).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { collectReports } from "./collect-reports.ts";
import { FAILURES_FILE } from "./failures-reporter.ts";
import { failedTests, formatSummary, summarize } from "./summarize.ts";
import { workspaceDirs } from "./workspace.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const dirs = workspaceDirs(root);
// A report left from an earlier run must not be counted as this run's.
for (const dir of dirs) {
  rmSync(join(dir, "test-results.json"), { force: true });
  rmSync(join(dir, FAILURES_FILE), { force: true });
}

/** Runs one command in the repo root with inherited output; true when it exits 0. */
function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { cwd: root, stdio: "inherit" }).status === 0;
}

const filters = process.argv.slice(2);

// Set-up that downloads or installs (the docs' Chromium, …: each package's `test:setup` script) runs first,
// one package at a time, and never beside the time-limited suites: an apt-get install running next to them
// once starved a 180 s test into a timeout. If it fails, nothing else runs, and it says why.
if (!run("turbo", ["run", "test:setup", "--concurrency=1", "--output-logs=new-only", ...filters])) {
  console.error(
    "\nTest set-up failed (its output is above), so no test ran. Do what it asks (e.g. install Chromium:" +
      " `apt-get install -y chromium` as root, or set CHROMIUM_PATH to a Chromium binary), then run the" +
      " test command again.",
  );
  console.log(`\n${formatSummary({ passed: 0, failed: 1, skipped: 0 })}`);
  process.exit(1);
}
// Lint and type errors must fail the same command CI runs, not only `pnpm lint`.
const checks = [
  { name: "biome check", ok: filters.length > 0 || run("biome", ["check", "."]) },
  { name: "turbo run lint", ok: run("turbo", ["run", "lint", "--continue", ...filters]) },
];
// Two packages' suites at a time, one per core: most start real servers, and ten at once on two cores turned
// their waits into timeouts without making the run shorter.
const testsOk = run("turbo", ["run", "test", "--continue", "--concurrency=2", ...filters]);

// Filtered runs test some packages only: a package without a report is then not a failure.
const { reports, missing, runFailures } = collectReports(dirs, { expectEvery: process.argv.length <= 2 });

const totals = summarize(reports);
// On standard output, next to the closing line: CI may keep only that stream, and only its end.
const failures = failedTests(reports, root, runFailures);
for (const check of checks) {
  if (check.ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(`FAIL check: ${check.name} (its output is above)`);
  }
}
if (missing.length > 0) {
  failures.push(`FAIL no test report from: ${missing.join(", ")} (their test task did not finish)`);
  totals.failed += missing.length;
}
// A suite can fail with no failed test in its report (vitest's unhandled errors): count it, never print 0 failed.
if (!testsOk && totals.failed === 0) {
  totals.failed += 1;
  failures.push(
    "FAIL a test task failed with no failed test in its report (unhandled errors? its output is above)",
  );
}
if (failures.length > 0) console.log(`\n${failures.join("\n")}`);
console.log(`\n${formatSummary(totals)}`);
process.exit(testsOk && totals.failed === 0 ? 0 : 1);
