import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect, createServer } from "node:net";

/** Every child process this run started and has not seen exit, so an abort can end them all. */
const live = new Set<ChildProcess>();

/** Clean-ups of processes started by libraries, whose handles the bench does not hold. */
const cleanups = new Set<() => void>();

/** Ends every child process this run started (SIGKILL) and runs the registered clean-ups: the deadline's clean-up. */
export function killAllChildren(): void {
  for (const child of live) child.kill("SIGKILL");
  live.clear();
  for (const cleanup of cleanups) cleanup();
  cleanups.clear();
}

/** Registers a clean-up for {@link killAllChildren}; returns a function that unregisters it. */
export function registerCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Registers a child started elsewhere (e.g. by a library) so that {@link killAllChildren} ends it too. */
export function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

/** A free TCP port on 127.0.0.1, found by binding port 0 and closing again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no TCP address for port 0");
  return address.port;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port; rejects after timeoutMs. */
export async function waitForPort(port: number, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (child && child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before listening`);
    if (Date.now() > deadline) throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Options of {@link spawnServer}. */
export interface SpawnServerOptions {
  /** Arguments after the Node executable (script path first). */
  args: string[];
  /** The port the process is told to listen on (found with {@link freePort}). */
  port: number;
  /** Environment of the child (replaces the inherited one). */
  env?: NodeJS.ProcessEnv;
  /** Working directory of the child. */
  cwd?: string;
  /** File that receives the child's stdout and stderr (its logs), so that the bench never spends CPU reading them. */
  logFile?: string;
  /** How long to wait for the port to open; default 30 s. */
  startTimeoutMs?: number;
  /** How long `stop()` waits after SIGTERM before SIGKILL; default 5 s (longer when a CPU profile is written). */
  stopGraceMs?: number;
  /** Opens an IPC channel (`child.send`, advanced serialization: NaN and Maps survive). */
  ipc?: boolean;
}

/** A server running in its own process. */
export interface ChildServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Operating-system process id (for RSS sampling). */
  pid: number;
  /** The child process. */
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after the grace period; resolves when the process has exited. */
  stop(): Promise<void>;
}

/** Spawns `node <args>` on the Node running the bench, its output appended to logFile (or dropped), tracked. */
export function spawnNode(
  options: Omit<SpawnServerOptions, "port" | "startTimeoutMs" | "stopGraceMs">,
): ChildProcess {
  const log = options.logFile === undefined ? "ignore" : openSync(options.logFile, "a");
  try {
    return track(
      spawn(process.execPath, options.args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: options.ipc ? ["ignore", log, log, "ipc"] : ["ignore", log, log],
        ...(options.ipc ? { serialization: "advanced" as const } : {}),
      }),
    );
  } finally {
    if (typeof log === "number") closeSync(log);
  }
}

/**
 * Resolves with the first IPC message of `child` that `pick` maps to a value (not `undefined`); rejects when the
 * child exits first, saying that `what` never happened.
 */
export function firstMessage<M, T>(
  child: ChildProcess,
  pick: (message: M) => T | undefined,
  what: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => {
      child.off("message", onMessage);
      reject(new Error(`${what}: the process exited (${code}) first`));
    };
    const onMessage = (message: M) => {
      const value = pick(message);
      if (value === undefined) return;
      child.off("exit", onExit);
      child.off("message", onMessage);
      resolve(value);
    };
    child.once("exit", onExit);
    child.on("message", onMessage);
  });
}

/** Ends a child spawned with `ipc` by disconnecting it (SIGKILL after 5 s); resolves once it has exited. */
export async function endIpcChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.disconnect();
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts `node <args>` on the Node running the bench and resolves once its port accepts connections. */
export async function spawnServer(options: SpawnServerOptions): Promise<ChildServer> {
  const child = spawnNode(options);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), options.stopGraceMs ?? 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPort(options.port, options.startTimeoutMs ?? 30_000, child);
  } catch (err) {
    await stop();
    const tail = options.logFile === undefined ? "" : `\n${readTail(options.logFile)}`;
    throw new Error(`${options.args[0]} did not start: ${(err as Error).message}${tail}`);
  }
  if (child.pid === undefined) throw new Error(`${options.args[0]} has no pid`);
  return { url: `http://127.0.0.1:${options.port}`, pid: child.pid, child, stop };
}

function readTail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "";
  }
}

/** A `<field>: <n> kB` line of a /proc file's text, in bytes, or null when there is none. */
function kilobytesIn(text: string, field: string): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
  return match ? Number(match[1]) * 1024 : null;
}

/** A `<field>: <n> kB` line of a /proc file, in bytes, or null when the file or the line is unreadable. */
function procKilobytes(file: string, field: string): number | null {
  try {
    return kilobytesIn(readFileSync(file, "utf8"), field);
  } catch {
    return null;
  }
}

/** Resident set size of a process in bytes (`VmRSS` of /proc/<pid>/status), or null when unreadable. */
export function residentBytes(pid: number): number | null {
  return procKilobytes(`/proc/${pid}/status`, "VmRSS");
}

/** Proportional set size of a process (`Pss` of /proc/<pid>/smaps_rollup), bytes, or null when unreadable. */
export function proportionalBytes(pid: number): number | null {
  return procKilobytes(`/proc/${pid}/smaps_rollup`, "Pss");
}

/**
 * {@link proportionalBytes} read on libuv's thread pool: the kernel walks the process's page tables for
 * milliseconds, which on the load generator's thread would delay every request due meanwhile.
 */
export async function proportionalBytesOffThread(pid: number): Promise<number | null> {
  try {
    return kilobytesIn(await readFile(`/proc/${pid}/smaps_rollup`, "utf8"), "Pss");
  } catch {
    return null;
  }
}
