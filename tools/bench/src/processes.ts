import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { childProcesses } from "@sms-api/server/testing";
import { proportionalBytes, proportionalBytesOffThread, residentBytes } from "./child.ts";

/**
 * Whose CPU a process's time counts to: the tier that answers requests, the worker behind it, or the database
 * server (a PostgreSQL postmaster, counted with its backends, which come and go with connections).
 */
export type ProcessRole = "api" | "worker" | "database";

/** A process of a server under test. */
export interface MeasuredProcess {
  /** Operating-system process id. */
  pid: number;
  /** The tier its CPU time counts to. */
  role: ProcessRole;
}

/**
 * A server's processes: the one started and its children, each counted to its tier. A `worker` child is the
 * worker; everything else (a cluster primary, API children, an `all` process, an echo) answers requests.
 */
export function processTree(pid: number): MeasuredProcess[] {
  return [
    { pid, role: "api" },
    ...childProcesses(pid).map(
      (c): MeasuredProcess => ({ pid: c.pid, role: c.role === "worker" ? "worker" : "api" }),
    ),
  ];
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User and system CPU seconds a process has used (fields 14 and 15 of /proc/<pid>/stat), or null when gone. */
export function cpuTimes(pid: number): { user: number; system: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): field 3 is index 0.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { user: Number(fields[11]) / clockTicks(), system: Number(fields[12]) / clockTicks() };
  } catch {
    return null;
  }
}

/** User + system CPU seconds a process has used, or null when gone. */
export function cpuSeconds(pid: number): number | null {
  const times = cpuTimes(pid);
  return times === null ? null : times.user + times.system;
}

/** CPU seconds per tier, summed over its processes. */
export type TierSeconds = Record<ProcessRole, number>;

/** Memory of a set of processes at one instant, bytes (a database server's processes are left out). */
export interface MemoryFigure {
  /** The sum of their RSS: pages they share (the Node binary, libraries) are counted once per process. */
  rss: number | null;
  /** The sum of their PSS: each shared page divided among its sharers, so the total counts it once. */
  pss: number | null;
}

/** What {@link sampleProcesses} saw between its start and its stop. */
export interface ProcessSample {
  /** The highest sums seen at one sampling instant (RSS every `intervalMs`, PSS every second). */
  peak: MemoryFigure;
  /** The sums at the start. */
  start: MemoryFigure;
  /** The sums at the stop. */
  end: MemoryFigure;
  /** CPU seconds used meanwhile, per tier; a tier with no process has 0. */
  cpuSeconds: TierSeconds;
  /** CPU seconds this process (the bench: autocannon or the paced load, the sampler) used meanwhile. */
  loadGeneratorCpuSeconds: number;
  /** Whether the tier has any process (so 0 s means idle, not absent). */
  hasTier: Record<ProcessRole, boolean>;
}

/** The sum of the values known, or null when none is (every process gone or unreadable). */
function sumKnown(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((b): b is number => b !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
}

function total(processes: readonly MeasuredProcess[], read: (pid: number) => number | null): number | null {
  return sumKnown(processes.map((p) => read(p.pid)));
}

const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** Reading smaps_rollup walks the page tables (milliseconds per process): PSS is sampled this often only. */
const PSS_INTERVAL_MS = 1000;

/** CPU seconds used so far, per process (for the database, its children as they are now), by tier. */
export type CpuReading = Map<number, { role: ProcessRole; seconds: number }>;

function readCpu(processes: readonly MeasuredProcess[]): CpuReading {
  const reading: CpuReading = new Map();
  for (const p of processes) {
    const pids = p.role === "database" ? [p.pid, ...childProcesses(p.pid).map((c) => c.pid)] : [p.pid];
    for (const pid of pids) {
      const seconds = cpuSeconds(pid);
      if (seconds !== null) reading.set(pid, { role: p.role, seconds });
    }
  }
  return reading;
}

/**
 * CPU seconds per tier between two readings, process by process: a process new at the end (a database
 * backend started meanwhile) counts all its CPU; one gone by the end (a backend that exited) counts nothing,
 * rather than taking its start's CPU off the others'.
 */
export function cpuBetween(start: CpuReading, end: CpuReading): TierSeconds {
  const seconds: TierSeconds = { api: 0, worker: 0, database: 0 };
  for (const [pid, now] of end) seconds[now.role] += now.seconds - (start.get(pid)?.seconds ?? 0);
  return seconds;
}

/**
 * Samples the processes' summed RSS every `intervalMs`, their summed PSS every `pssIntervalMs` (a second), and
 * their CPU time at the start and the stop.
 */
export function sampleProcesses(
  processes: readonly MeasuredProcess[],
  intervalMs = 50,
  pssIntervalMs = PSS_INTERVAL_MS,
): { stop(): ProcessSample } {
  const startCpu = readCpu(processes);
  const startOwn = process.cpuUsage();
  // The memory targets are the server's: a database server's shared buffers are not ours to count.
  const ours = processes.filter((p) => p.role !== "database");
  const memory = (): MemoryFigure => ({
    rss: total(ours, residentBytes),
    pss: total(ours, proportionalBytes),
  });
  const start = memory();
  const peak: MemoryFigure = { ...start };
  const rssTimer = setInterval(() => {
    peak.rss = higher(peak.rss, total(ours, residentBytes));
  }, intervalMs);
  // Off the event loop, since it runs beside the load generator; a read still in flight skips a tick.
  let reading = false;
  let stopped = false;
  const pssTimer = setInterval(() => {
    if (reading) return;
    reading = true;
    void Promise.all(ours.map((p) => proportionalBytesOffThread(p.pid))).then((each) => {
      reading = false;
      if (!stopped) peak.pss = higher(peak.pss, sumKnown(each));
    });
  }, pssIntervalMs);
  return {
    stop() {
      stopped = true;
      clearInterval(rssTimer);
      clearInterval(pssTimer);
      const end = memory();
      peak.rss = higher(peak.rss, end.rss);
      peak.pss = higher(peak.pss, end.pss);
      const cpu = cpuBetween(startCpu, readCpu(processes));
      const own = process.cpuUsage(startOwn);
      return {
        peak,
        start,
        end,
        cpuSeconds: cpu,
        loadGeneratorCpuSeconds: (own.user + own.system) / 1e6,
        hasTier: {
          api: processes.some((p) => p.role === "api"),
          worker: processes.some((p) => p.role === "worker"),
          database: processes.some((p) => p.role === "database"),
        },
      };
    },
  };
}

/** Worker processes paused by {@link pauseWorkers}. */
export interface PausedWorkers {
  /** Their process ids. */
  pids: number[];
  /** Lets them run again (SIGCONT); a worker that is gone meanwhile is skipped. */
  resume(): void;
}

/**
 * Stops (SIGSTOP) the worker children of a scaled start, so that a run measures the sends without the worker's
 * CPU and its holds of the write lock: the most a change to the worker could give them (experiments only).
 */
export function pauseWorkers(serverPid: number): PausedWorkers {
  const pids = childProcesses(serverPid)
    .filter((p) => p.role === "worker")
    .map((p) => p.pid);
  for (const pid of pids) process.kill(pid, "SIGSTOP");
  return {
    pids,
    resume() {
      for (const pid of pids) {
        try {
          process.kill(pid, "SIGCONT");
        } catch {
          // Already gone.
        }
      }
    },
  };
}
