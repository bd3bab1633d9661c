// Experiment (not part of `pnpm bench`): where a send's CPU goes, process by process, at each connection count.
// A scaled SQLite server takes closed-loop sends (distinct keys) for SECS s after WARM s of warm-up (3), at each
// of CONNS connections in turn, or with RATE set, sends evenly paced at RATE/s as the sustained run's are; for
// each process (cluster primary, API processes, worker, writer) it prints user and system CPU per answered send,
// from /proc across the measured run. The bench's CPU columns add the writer to the API tier; this tells them
// apart, and user time from system time (system calls, wake-ups). With STOP_WORKER=1 the worker is paused
// (SIGSTOP) for the whole run: the sends then take no turns on the SQLite lock with it, nor share its cores.
// Usage: node src/experiments/send-cpu-by-process.ts (env CONNS, e.g. "10,50"; SECS; ROUNDS; WARM; RATE;
// STOP_WORKER).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childProcesses } from "@sms-api/server/testing";
import { measureRound } from "../load.ts";
import { cpuTimes, pauseWorkers } from "../processes.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";

const seconds = Number(process.env.SECS ?? 10);
const warmupS = Number(process.env.WARM ?? 3);
const pacedRate = process.env.RATE ? Number(process.env.RATE) : undefined;
const connectionCounts = (process.env.CONNS ?? "10,50").split(",").map(Number);
const rounds = Number(process.env.ROUNDS ?? 1);

const dir = mkdtempSync(join(tmpdir(), "send-cpu-"));
const server = await startReferenceServer({ dir, name: "cpu", topology: "scaled" });
const processes = [{ pid: server.pid, role: "primary" }, ...childProcesses(server.pid)];
const paused = process.env.STOP_WORKER === "1" ? pauseWorkers(server.pid) : undefined;
try {
  const settings = { rounds: 1, durationS: seconds, warmupS, signal: new AbortController().signal };
  for (let round = 0; round < rounds; round++) {
    for (const connections of connectionCounts) {
      const cell = {
        name: "send",
        url: server.url,
        connections,
        ...(pacedRate ? { pacedRate } : {}),
        requests: sendRequests(`cpu-${round}-${connections}`),
        expectStatus: 202,
      };
      await measureRound(cell, settings, 0, warmupS);
      const before = processes.map((p) => cpuTimes(p.pid));
      const result = await measureRound(cell, settings, 0);
      const perSend = processes.map((p, i) => {
        const [start, end] = [before[i], cpuTimes(p.pid)];
        if (!start || !end) return `${p.role} gone`;
        const us = (cpu: number) => Math.round((cpu * 1e6) / result.answered);
        return `${p.role} ${us(end.user - start.user)}/${us(end.system - start.system)}`;
      });
      console.log(
        `${connections} conns: ${result.requestsPerSecond.toFixed(0)} sends/s, p50 ${result.p50Ms.toFixed(2)} ms,` +
          ` p99 ${result.p99Ms.toFixed(2)} ms, errors ${result.errors}; µs per send (user/system): ${perSend.join(", ")}`,
      );
    }
  }
} finally {
  paused?.resume();
  await server.stop();
}
