// `pnpm start`: runs dist/main.js and stops it when the command that started it is stopped. npx, pnpm, turbo and
// node_modules/.bin/node (a shell shim) do not pass a SIGTERM sent to the outer process down the chain, so
// `kill <pid of npx pnpm start>` left the server running. This launcher watches every process above it and
// stops the server (SIGTERM: a graceful shutdown) as soon as one of them is gone, or when it is signalled itself.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The pids above this process, parent first, read from /proc (empty where there is no /proc). */
function ancestors() {
  const pids = [];
  let pid = process.ppid;
  while (pid > 1) {
    pids.push(pid);
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {
      break;
    }
  }
  return pids;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};

const watched = ancestors();
// The server runs with this launcher's own Node flags: the heap settings of the `start` script.
const server = spawn(process.execPath, [...process.execArgv, "dist/main.js", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
const stop = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop("SIGTERM"));
const watch = setInterval(() => {
  if (watched.some((pid) => !alive(pid))) stop("SIGTERM");
}, 500);
server.once("exit", (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
