#!/usr/bin/env node
/**
 * Runs `turbo run test` across the workspace, then prints one plain
 * `N passed, N failed` line summed from every package's vitest JSON report.
 * Extra arguments go to turbo (e.g. `--filter=@sms-api/client`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formatSummary, summarize } from "./summarize.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function workspaceDirs() {
  const out = spawnSync("pnpm", ["ls", "-r", "--depth", "-1", "--json"], { cwd: root, encoding: "utf8" });
  if (out.status !== 0) throw new Error(`pnpm ls failed: ${out.stderr}`);
  return JSON.parse(out.stdout)
    .map((p) => p.path)
    .filter((p) => p !== root);
}

const dirs = workspaceDirs();
// A report left from an earlier run must not be counted as this run's.
for (const dir of dirs) rmSync(join(dir, "test-results.json"), { force: true });

const turbo = spawnSync("turbo", ["run", "test", "--continue", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});

const reports = [];
const missing = [];
for (const dir of dirs) {
  const file = join(dir, "test-results.json");
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (existsSync(file)) reports.push(JSON.parse(readFileSync(file, "utf8")));
  else if (pkg.scripts?.test && process.argv.length <= 2) missing.push(pkg.name);
}

const totals = summarize(reports);
if (missing.length > 0) {
  console.error(`\nNo test report from: ${missing.join(", ")} (their test task did not finish).`);
  totals.failed += missing.length;
}
console.log(`\n${formatSummary(totals)}`);
process.exit(turbo.status === 0 && totals.failed === 0 ? 0 : 1);
