#!/usr/bin/env node
// test:setup: the cross-check against a second, independent SMPP peer needs Debian's Net::SMPP
// (libnet-smpp-perl), which no npm package ships. Runs alone before any suite (so apt-get never competes with a
// timed test); skips when Perl already finds the module; installs it as root otherwise.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PACKAGE = "libnet-smpp-perl";
const present = () => spawnSync("perl", ["-MNet::SMPP", "-e", "1"], { stdio: "ignore" }).status === 0;
if (present()) process.exit(0);

const fail = (why) => {
  console.error(
    `The SMPP cross-check tests need Perl's Net::SMPP (Debian package ${PACKAGE}), and ${why}.\n` +
      `Install it yourself, as root: apt-get update && apt-get install -y ${PACKAGE}\n` +
      "(any Perl with Net::SMPP on its @INC does too, e.g. `cpan Net::SMPP`), then run the tests again.",
  );
  process.exit(1);
};
if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) fail("this is not a Debian-like system");
if (process.getuid?.() !== 0) fail("installing it needs root");

console.log(`smsc-simulator: installing ${PACKAGE} with apt-get (the Net::SMPP cross-check peer)…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
const install = ["install", "-y", "--no-install-recommends", "-o", "DPkg::Lock::Timeout=600", PACKAGE];
// A fresh machine's package lists may be empty or stale: update once when the first try fails.
for (const steps of [[install], [["update", "-o", "DPkg::Lock::Timeout=600"], install]]) {
  if (steps.every((args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0) && present())
    process.exit(0);
}
fail(`\`apt-get install ${PACKAGE}\` failed, or Perl still cannot load Net::SMPP after it (output above)`);
