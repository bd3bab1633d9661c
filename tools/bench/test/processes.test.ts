import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CpuReading, cpuBetween, pauseWorkers, sampleProcesses } from "../src/processes.ts";

const reading = (entries: [number, "api" | "worker" | "database", number][]): CpuReading =>
  new Map(entries.map(([pid, role, seconds]) => [pid, { role, seconds }]));

describe("cpuBetween", () => {
  it("sums each process's own delta into its tier", () => {
    const start = reading([
      [1, "api", 2],
      [2, "worker", 1],
      [3, "database", 5],
    ]);
    const end = reading([
      [1, "api", 2.5],
      [2, "worker", 1.25],
      [3, "database", 6],
    ]);
    expect(cpuBetween(start, end)).toEqual({ api: 0.5, worker: 0.25, database: 1 });
  });

  it("counts a backend started meanwhile whole, and one that exited meanwhile as nothing", () => {
    const start = reading([
      [3, "database", 5],
      [40, "database", 9],
    ]);
    const end = reading([
      [3, "database", 5.5],
      [41, "database", 0.25],
    ]);
    expect(cpuBetween(start, end)).toEqual({ api: 0, worker: 0, database: 0.75 });
  });
});

describe("sampleProcesses", () => {
  it("measures a real process's CPU and memory between start and stop", async () => {
    // A child that spins until it has used 400 ms of CPU (not of wall time: the cores may be busy), then waits.
    const child = spawn(
      process.execPath,
      [
        "-e",
        "process.stdin.once('data', () => { const c = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; }; const t = c(); while (c() - t < 400); console.log('done'); });",
      ],
      { stdio: ["pipe", "pipe", "inherit"] },
    );
    try {
      const sample = sampleProcesses([{ pid: child.pid as number, role: "worker" }], 20);
      child.stdin.write("go\n");
      await once(child.stdout, "data");
      const result = sample.stop();
      expect(result.cpuSeconds.worker).toBeGreaterThan(0.3);
      expect(result.cpuSeconds.api).toBe(0);
      expect(result.hasTier).toEqual({ api: false, worker: true, database: false });
      expect(result.peak.rss).toBeGreaterThan(10 * 1024 * 1024);
    } finally {
      child.kill();
    }
  });
  it("keeps the PSS peak it read off the event loop while the run went, after the process is gone", async () => {
    // A child that touches 64 MiB, says so, holds it for longer than the PSS interval, then exits: only a
    // sample taken during the hold can see it, since the reading at the stop finds no process.
    const child = spawn(
      process.execPath,
      [
        "-e",
        "process.stdin.once('data', () => { const b = Buffer.alloc(64 * 1024 * 1024, 1); console.log('held'); setTimeout(() => process.exit(b[0] - 1), 600); });",
      ],
      { stdio: ["pipe", "pipe", "inherit"] },
    );
    const sample = sampleProcesses([{ pid: child.pid as number, role: "worker" }], 20, 100);
    try {
      child.stdin.write("go\n");
      await once(child.stdout, "data");
      await once(child, "exit");
    } finally {
      child.kill();
    }
    const result = sample.stop();
    expect(result.end.pss).toBeNull();
    expect(result.peak.pss).toBeGreaterThan(64 * 1024 * 1024);
  });
});

describe("pauseWorkers", () => {
  /** The state letter in /proc/<pid>/stat (after the command name, which may hold spaces). */
  const stateOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  };
  /** Its state once `stopped` (or not) holds, or the last one read after a second: signals arrive asynchronously. */
  const settledState = async (pid: number, stopped: boolean) => {
    for (let i = 0; i < 100 && (stateOf(pid) === "T") !== stopped; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return stateOf(pid);
  };
  const child = (role: string) =>
    spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      env: { ...process.env, SERVER_ROLE: role },
      stdio: "ignore",
    });

  it.skipIf(process.platform !== "linux")(
    "stops the worker children only, and resume lets them run",
    async () => {
      const worker = child("worker");
      const api = child("api");
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const paused = pauseWorkers(process.pid);
        expect(paused.pids).toEqual([worker.pid]);
        expect(await settledState(worker.pid as number, true)).toBe("T");
        expect(stateOf(api.pid as number)).not.toBe("T");
        paused.resume();
        expect(await settledState(worker.pid as number, false)).not.toBe("T");
      } finally {
        worker.kill("SIGKILL");
        api.kill("SIGKILL");
      }
    },
  );
});
