import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/**
 * What one server process runs: a `SERVER_ROLE` of `dist/main.js`, or `scaled`, the documented production start
 * (`pnpm start:scale`, `dist/scale.js`): the API on every core (`API_PROCESSES`, one port) beside
 * `WORKER_PROCESSES` workers (and on SQLite one writer), all children of the one process started.
 */
export type StackRole = "api" | "worker" | "all" | "writer" | "scaled";

/** How a process ended: its exit code, or the signal that ended it. */
export type ExitStatus = number | NodeJS.Signals | null;

/** One server process of a stack (`node dist/main.js` with one `SERVER_ROLE`, or `dist/scale.js`). */
export interface StackProcess {
  /** The role it runs. */
  readonly role: StackRole;
  /** Its base URL, e.g. `http://127.0.0.1:41234` (api and all); undefined for a worker or writer. */
  readonly url: string | undefined;
  /** Its operating-system process id. */
  readonly pid: number;
  /** The child process itself. */
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr, interleaved as written). */
  output(): string;
  /** Resolves once it has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<ExitStatus>;
  /** Sends a signal (default SIGTERM) without waiting; SIGKILL simulates a crash. */
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM (graceful stop), SIGKILL after the stop timeout; resolves with how it ended. */
  stop(): Promise<ExitStatus>;
}

/** How to start one process: everything is decided by the stack. */
export interface SpawnStackProcessOptions {
  /** The role (`SERVER_ROLE` is set from it, except for `scaled`, whose primary sets each child's). */
  role: StackRole;
  /** Path of the built entry point (`dist/main.js`, or `dist/scale.js` for `scaled`). */
  main: string;
  /** Node flags before the entry point (e.g. heap settings, `--cpu-prof`). */
  nodeArgs: string[];
  /** The whole environment of the child (nothing is inherited). */
  env: Record<string, string>;
  /** File that receives its stdout and stderr: the parent never spends CPU reading a pipe. */
  logFile: string;
  /** How long to wait for the banner. */
  startTimeoutMs: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL. */
  stopTimeoutMs: number;
  /** Strings to blank out of the output quoted in errors (a database password). */
  secrets: string[];
}

/** The banner of an api or all process, carrying its URL. */
const API_BANNER = /SMS API reference server listening on (http:\/\/\S+)/;
/** The banner of a `scaled` start, printed once every API process listens. */
const SCALED_BANNER = /SMS API \(scaled\) listening on (http:\/\/\S+)/;
/** The banner of a worker. */
const WORKER_BANNER = /SMS API worker running/;
/** The banner of a SQLite writer. */
const WRITER_BANNER = /SMS API writer running/;
/** How often the log file is read while waiting for the banner. */
const BANNER_POLL_MS = 20;

/** Every child started here that has not exited: killed when this process exits, however a test ends. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // An exit hook may only do synchronous work: a signal is enough, the children's own exit is not awaited.
  process.once("exit", () => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/**
 * A parent ended by SIGKILL runs no exit hook: a detached shell polls for the parent each second and
 * SIGKILLs the child once it is gone. It checks the child first, so it never signals a reused pid for long.
 * Returns a function that dismisses it.
 */
function startWatchdog(childPid: number): () => void {
  const script = [
    `while kill -0 ${childPid} 2>/dev/null; do`,
    `  if ! kill -0 ${process.pid} 2>/dev/null; then kill -KILL ${childPid} 2>/dev/null; exit 0; fi`,
    "  sleep 1",
    "done",
  ].join("\n");
  const watchdog = spawn("/bin/sh", ["-c", script], { detached: true, stdio: "ignore" });
  watchdog.unref();
  return () => {
    if (watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill("SIGKILL");
  };
}

/** The text with every secret replaced by `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((out, secret) => out.split(secret).join("***"), text);
}

/**
 * Spawns one server process and resolves once it has printed its banner (with its URL for api and all).
 * Rejects, after killing it, with its output when it exits first or does not start in time.
 */
export async function spawnStackProcess(options: SpawnStackProcessOptions): Promise<StackProcess> {
  installExitHook();
  const log = openSync(options.logFile, "a");
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...options.nodeArgs, options.main], {
      env: options.role === "scaled" ? options.env : { ...options.env, SERVER_ROLE: options.role },
      stdio: ["ignore", log, log],
    });
  } finally {
    closeSync(log);
  }
  running.add(child);
  const dismissWatchdog = child.pid === undefined ? () => {} : startWatchdog(child.pid);
  let status: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    const done = (how: ExitStatus) => {
      running.delete(child);
      dismissWatchdog();
      status = how;
      resolve(how);
    };
    child.once("exit", (code, signal) => done(signal ?? code));
    // A spawn that fails (e.g. no such executable) emits "error" and no "exit".
    child.once("error", () => done(null));
  });

  let lastOutput = "";
  const output = () => {
    try {
      lastOutput = readFileSync(options.logFile, "utf8");
    } catch {
      // The stack's folder is gone after stop(): the last read is the whole output by then.
    }
    return lastOutput;
  };
  const kill = (signal: NodeJS.Signals = "SIGTERM") => {
    if (status === undefined) child.kill(signal);
  };
  let stopping: Promise<ExitStatus> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      kill("SIGTERM");
      const timer = setTimeout(() => kill("SIGKILL"), options.stopTimeoutMs);
      const how = await exited;
      clearTimeout(timer);
      output();
      return how;
    })();
    return stopping;
  };

  const url = await waitForBanner(options, output, () => status).catch(async (error: Error) => {
    kill("SIGKILL");
    await exited;
    throw new Error(
      `the ${options.role} process (pid ${child.pid}) ${error.message}; its output:\n${redact(output(), options.secrets).slice(-4000)}`,
    );
  });
  if (child.pid === undefined) throw new Error(`the ${options.role} process has no pid`);
  return { role: options.role, url, pid: child.pid, child, output, exited, kill, stop };
}

/** Polls the log for the role's banner; resolves with the URL (undefined for a worker). */
async function waitForBanner(
  options: SpawnStackProcessOptions,
  output: () => string,
  status: () => ExitStatus | undefined,
): Promise<string | undefined> {
  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    const text = output();
    if (options.role === "worker" || options.role === "writer") {
      if ((options.role === "worker" ? WORKER_BANNER : WRITER_BANNER).test(text)) return undefined;
    } else {
      const found = (options.role === "scaled" ? SCALED_BANNER : API_BANNER).exec(text)?.[1];
      if (found) return found;
    }
    const how = status();
    if (how !== undefined) throw new Error(`exited (${String(how)}) before its banner`);
    if (Date.now() > deadline) throw new Error(`printed no banner within ${options.startTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, BANNER_POLL_MS));
  }
}
