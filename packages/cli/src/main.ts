#!/usr/bin/env node
// The `sms-api` binary: runs the CLI on this process's arguments and streams, and exits with its code.
import { runCli } from "./program.js";

const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stdoutIsTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  env: process.env,
  signal: stop.signal,
});
// Nothing else should keep the process: `listen`'s last fetch may leave a keep-alive socket open.
process.exit();
