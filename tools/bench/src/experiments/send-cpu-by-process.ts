// Experiment (not part of `pnpm bench`): where a send's CPU goes, process by process, at each connection count.
// A scaled SQLite server takes closed-loop sends (distinct keys) for SECS s after 3 s of warm-up, at each of
// CONNS connections in turn; for each process (cluster primary, API processes, worker, writer) it prints user and
// system CPU per answered send, from /proc across the warm-up and the run. The bench's CPU columns add the
// writer to the API tier; this tells them apart, and user time from system time (system calls, wake-ups).
// Usage: node src/experiments/send-cpu-by-process.ts (env CONNS, e.g. "10,50"; SECS; ROUNDS).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childProcesses } from "@sms-api/server/testing";
import { measureRound } from "../load.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";

const seconds = Number(process.env.SECS ?? 10);
const warmupS = 3;
const connectionCounts = (process.env.CONNS ?? "10,50").split(",").map(Number);
const rounds = Number(process.env.ROUNDS ?? 1);

/** User and system CPU seconds of a process so far, from /proc (clock ticks of 1/100 s). */
function userAndSystem(pid: number): [number, number] {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return [Number(fields[11]) / 100, Number(fields[12]) / 100];
}

const dir = mkdtempSync(join(tmpdir(), "send-cpu-"));
const server = await startReferenceServer({ dir, name: "cpu", topology: "scaled" });
try {
  const processes = [{ pid: server.pid, role: "primary" }, ...childProcesses(server.pid)];
  const settings = { rounds: 1, durationS: seconds, warmupS, signal: new AbortController().signal };
  for (let round = 0; round < rounds; round++) {
    for (const connections of connectionCounts) {
      const before = processes.map((p) => userAndSystem(p.pid));
      const cell = {
        name: "send",
        url: server.url,
        connections,
        requests: sendRequests(`cpu-${round}-${connections}`),
        expectStatus: 202,
      };
      const result = await measureRound(cell, settings);
      // The CPU counted covers the warm-up too: scale the answers of the run to its whole length.
      const sends = (result.answered * (seconds + warmupS)) / seconds;
      const perSend = processes.map((p, i) => {
        const [u0, s0] = before[i] ?? [0, 0];
        const [u1, s1] = userAndSystem(p.pid);
        return `${p.role} ${Math.round(((u1 - u0) * 1e6) / sends)}/${Math.round(((s1 - s0) * 1e6) / sends)}`;
      });
      console.log(
        `${connections} conns: ${result.requestsPerSecond.toFixed(0)} sends/s, p50 ${result.p50Ms.toFixed(2)} ms,` +
          ` p99 ${result.p99Ms.toFixed(2)} ms, errors ${result.errors}; µs per send (user/system): ${perSend.join(", ")}`,
      );
    }
  }
} finally {
  await server.stop();
}
