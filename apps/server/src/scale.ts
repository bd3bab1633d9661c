import cluster, { type Worker } from "node:cluster";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readConfigOrExit } from "./config/config.js";

// `pnpm start:scale`: the API on every core (node:cluster shares one port between the API processes) beside
// one or more worker processes, on either engine, and on a SQLite file one writer process that runs the API
// processes' sends (SQLite has one writer per file: one process group-commits them, instead of the API
// processes taking turns on the lock). Each child is `main.js` with its role; this primary only starts,
// restarts and stops them (lowering the workers' priority), and reads nothing but the process counts, the
// workers' niceness and the engine from the configuration.

const config = readConfigOrExit(process.env);

/** Restarting a child that dies this soon after its start would only loop: give up instead. */
const CRASH_LOOP_MS = 5_000;

cluster.setupPrimary({ exec: fileURLToPath(new URL("./main.js", import.meta.url)) });
type ChildRole = "api" | "worker" | "writer";
const roles = new Map<Worker, { role: ChildRole; startedAt: number }>();

/**
 * The writer's socket, in a folder only this user can enter (mkdtemp makes it 0700): whoever can connect may
 * send as any account. Unset with PostgreSQL, whose API processes write themselves.
 */
const writerDir =
  config.database.engine === "sqlite" && config.database.path !== ":memory:" && !config.sqliteWriterSocket
    ? mkdtempSync(join(tmpdir(), "sms-api-writer-"))
    : undefined;
const writerSocket =
  config.sqliteWriterSocket ??
  (writerDir &&
    (process.platform === "win32"
      ? `\\\\.\\pipe\\${writerDir.replace(/[\\/:]/g, "-")}`
      : join(writerDir, "w.sock")));
process.once("exit", () => {
  if (writerDir) rmSync(writerDir, { recursive: true, force: true });
});
let stopping = false;
let announced = false;
let writerReady = false;
let writerStopped = false;

/**
 * V8's heap growth for the writer: its old generation may grow to three times what a mark-compact leaves
 * (V8's own factor is smaller at this heap size). Every send waits on the writer's one thread, so each of its
 * mark-compacts stalls all sends in flight, where an API process's stalls only its own. The writer keeps little
 * live data, so fewer, larger collections cost it little memory (measured: tools/bench/performance.md).
 */
const WRITER_V8_FLAGS = ["--heap-growing-percent=200"];

function fork(role: ChildRole): void {
  // A child runs with the primary's flags (the heap limits of `start:scale`), the writer with its own besides.
  cluster.setupPrimary({
    execArgv: role === "writer" ? [...process.execArgv, ...WRITER_V8_FLAGS] : process.execArgv,
  });
  const child = cluster.fork({
    SERVER_ROLE: role,
    BANNER: "short",
    ...(writerSocket ? { SQLITE_WRITER_SOCKET: writerSocket } : {}),
  });
  roles.set(child, { role, startedAt: Date.now() });
  if (role === "worker")
    child.on("message", (message) => {
      if (isReady(message)) lowerPriority(child.process.pid);
    });
  if (role === "writer")
    child.on("message", (message) => {
      if (!isReady(message)) return;
      writerReady = true;
      announce();
    });
}

/** The message `main.js` sends once it has migrated, synced the fixture and started its role. */
function isReady(message: unknown): boolean {
  return (message as { sms_api?: unknown } | null)?.sms_api === "ready";
}

/**
 * Deliveries can wait and catch up; an acceptance is a caller waiting. So when the cores are busy, a worker
 * gets what the API processes leave (its backlog grows) instead of an equal share (every send slows). Linux
 * keeps a niceness per thread and a new thread inherits its creator's: every thread the process has once it
 * runs is set, and the threads it starts later take it from them. Only once the worker is ready: a niced
 * worker starved while it held the migration or fixture lock would stall every API process's start.
 */
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined || config.workerNice === 0) return;
  const done = new Set<number>();
  // Again while new threads appear: one started by a thread not yet lowered keeps the old niceness.
  for (let pass = 0; pass < 5; pass++) {
    const threads = threadsOf(pid).filter((t) => !done.has(t));
    if (threads.length === 0) return;
    for (const thread of threads) {
      done.add(thread);
      try {
        setPriority(thread, config.workerNice);
      } catch {
        // A thread that ended meanwhile.
      }
    }
  }
}

/** The process's thread ids on Linux; elsewhere the process itself, whose priority is all there is. */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

for (let i = 0; i < config.apiProcesses; i++) fork("api");
for (let i = 0; i < config.workerProcesses; i++) fork("worker");
if (writerSocket) fork("writer");

let listening = 0;
let port = 0;
cluster.on("listening", (_child, address) => {
  listening += 1;
  port = address.port;
  announce();
});

/** Once every API process listens and the writer (if any) is ready: the first send need not wait for it. */
function announce(): void {
  if (announced || listening < config.apiProcesses || (writerSocket && !writerReady)) return;
  announced = true;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  process.stdout.write(
    `\nSMS API (scaled) listening on http://${host}:${port} with ${config.apiProcesses} API processes, ${config.workerProcesses} worker process(es)${writerSocket ? " and 1 writer process" : ""}\n\n`,
  );
}

cluster.on("exit", (child, code, signal) => {
  const started = roles.get(child);
  roles.delete(child);
  if (stopping) {
    stopWriterOnceApisExited();
    if (roles.size === 0) process.exit(0);
    return;
  }
  if (!started) return;
  process.stderr.write(`${started.role} process ${child.process.pid} exited (${signal ?? code})\n`);
  if (Date.now() - started.startedAt < CRASH_LOOP_MS) {
    process.stderr.write("it exited right after its start: stopping everything (see its output above)\n");
    shutdown("SIGTERM");
    return;
  }
  if (started.role === "api") listening -= 1;
  fork(started.role);
});

function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  if (roles.size === 0) process.exit(0);
  // Each child stops gracefully on SIGTERM: requests and deliveries in flight finish, leases are given back.
  // The writer stops last: the API processes' requests in flight still hand it their sends.
  for (const [child, { role }] of roles) if (role !== "writer") child.process.kill(signal);
  stopWriterOnceApisExited();
}

/** While stopping: SIGTERM to the writer once no API process is left to hand it a send. */
function stopWriterOnceApisExited(): void {
  if (writerStopped || [...roles.values()].some((r) => r.role === "api")) return;
  // Once only: a second SIGTERM would find no handler left and end the writer at once.
  writerStopped = true;
  for (const [child, { role }] of roles) if (role === "writer") child.process.kill("SIGTERM");
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGTERM"));
