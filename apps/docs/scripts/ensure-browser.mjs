#!/usr/bin/env node
// pretest: the browser test needs Debian's chromium (playwright's own browser download cannot run here),
// and the curl samples need curl. CI starts from a machine with only Node and npm, so install them when missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const missing = [];
if (!existsSync(chromium)) missing.push("chromium");
if (spawnSync("curl", ["--version"], { stdio: "ignore" }).status !== 0) missing.push("curl");
if (missing.length === 0) process.exit(0);

const fail = (why) => {
  console.error(
    `docs tests need ${missing.join(" and ")} (${chromium} for the browser test), and ${why}.\n` +
      `Install it yourself: apt-get update && apt-get install -y ${missing.join(" ")} ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  process.exit(1);
};
if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) fail("this is not a Debian-like system");
if (process.getuid?.() !== 0) fail("installing it needs root");

console.log(`docs: installing ${missing.join(", ")} with apt-get (needed by the docs tests)…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...missing]]) {
  const run = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (run.status !== 0) fail(`\`apt-get ${args.join(" ")}\` failed (exit ${run.status})`);
}
if (!existsSync(chromium)) fail(`apt-get finished but ${chromium} is still missing`);
