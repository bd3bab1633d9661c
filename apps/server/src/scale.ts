import cluster, { type Worker } from "node:cluster";
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { readConfigOrExit } from "./config/config.js";

// `pnpm start:scale`: the API on every core (node:cluster shares one port between the API processes) beside
// one or more worker processes, on either engine. Each child is `main.js` with its role; this primary only
// starts, restarts and stops them (lowering the workers' priority), and reads nothing but the process counts and
// the workers' niceness from the configuration.

const config = readConfigOrExit(process.env);

/** Restarting a child that dies this soon after its start would only loop: give up instead. */
const CRASH_LOOP_MS = 5_000;

cluster.setupPrimary({ exec: fileURLToPath(new URL("./main.js", import.meta.url)) });
const roles = new Map<Worker, { role: "api" | "worker"; startedAt: number }>();
let stopping = false;
let announced = false;

function fork(role: "api" | "worker"): void {
  const child = cluster.fork({ SERVER_ROLE: role, BANNER: "short" });
  roles.set(child, { role, startedAt: Date.now() });
  if (role === "worker")
    child.on("message", (message) => {
      if (isReady(message)) lowerPriority(child.process.pid);
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

let listening = 0;
cluster.on("listening", (_child, address) => {
  listening += 1;
  if (listening === config.apiProcesses && !announced) {
    announced = true;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    process.stdout.write(
      `\nSMS API (scaled) listening on http://${host}:${address.port} with ${config.apiProcesses} API processes and ${config.workerProcesses} worker process(es)\n\n`,
    );
  }
});

cluster.on("exit", (child, code, signal) => {
  const started = roles.get(child);
  roles.delete(child);
  if (stopping) {
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
  for (const child of roles.keys()) child.process.kill(signal);
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGTERM"));
