// Experiment (not part of `pnpm bench`): what "half the measured maximum, evenly paced" asks of these cores,
// for servers that do less than ours. Each subject is measured saturated (autocannon, 50 connections), then
// paced evenly at fractions of the rate it just reached (half by default; the sustained run's generator, 50
// connections), with every process's CPU per request and the cores they kept busy (load generator included).
// The subjects: the bare `node:http` echo and the durable echo on every core (the sustained table's floors, but
// each at a fraction of its own maximum rather than at the server's pace), and the reference server's send
// (scaled, SQLite, no endpoint).
// Usage: node src/experiments/half-maximum-at-pace.ts (env SUBJECTS=bare,durable,send, TRIALS, DUR, WARM,
// FRACTIONS=0.5: the paces to measure, as fractions of the saturated rate; RATES=2000,4000: paces in
// requests/s instead)
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { echoCell, startEcho } from "../baselines.ts";
import { coresBusy, type LoadCell, measureRound, type RoundResult } from "../load.ts";
import { sendWarmupS } from "../load-section.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";

type Subject = "bare" | "durable" | "send";
const subjects = (process.env.SUBJECTS ?? "bare,durable,send").split(",") as Subject[];
const settings = {
  rounds: 1,
  durationS: Number(process.env.DUR ?? 10),
  warmupS: Number(process.env.WARM ?? 3),
  signal: new AbortController().signal,
};
const fractions = (process.env.FRACTIONS ?? "0.5").split(",").map(Number);
const rates = process.env.RATES?.split(",").map(Number);
const cores = availableParallelism();
const dir = mkdtempSync(join(tmpdir(), "half-maximum-"));

/** Starts a subject; the cell lacks only its pace. */
async function start(subject: Subject, trial: number): Promise<{ cell: LoadCell; stop(): Promise<void> }> {
  if (subject === "send") {
    const server = await startReferenceServer({ dir, name: `send-${trial}`, topology: "scaled" });
    const cell = {
      name: subject,
      url: server.url,
      connections: 50,
      processes: server.processes,
      requests: sendRequests(`half-${trial}`),
      expectStatus: 202,
    };
    return { cell, stop: () => server.stop() };
  }
  const echo = await startEcho(subject, cores);
  return { cell: echoCell(echo, subject, 50), stop: () => echo.stop() };
}

/** One line: rate, latency, CPU per request by tier, and the cores all of them kept busy. */
function line(label: string, r: RoundResult): string {
  const cpu = r.cpuUsPerRequest;
  const us = (v: number | null) => (v === null ? "—" : v.toFixed(0));
  return (
    `${label}: ${Math.round(r.requestsPerSecond)}/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, ` +
    `errors ${r.errors}; µs per request API ${us(cpu.api)} / worker ${us(cpu.worker)} / ` +
    `load generator ${us(cpu.loadGenerator)}; cores busy ${coresBusy(r)?.toFixed(2) ?? "—"}`
  );
}

for (let trial = 1; trial <= Number(process.env.TRIALS ?? 2); trial++)
  for (const subject of subjects) {
    const { cell, stop } = await start(subject, trial);
    try {
      // A send warms up for a whole lifecycle, as the bench's do.
      const warmupS = subject === "send" ? sendWarmupS(settings.warmupS) : settings.warmupS;
      const saturated = await measureRound(cell, settings, warmupS);
      console.log(line(`trial ${trial}, ${cell.name}, saturated`, saturated));
      const paces = rates ?? fractions.map((f) => Math.round(saturated.requestsPerSecond * f));
      for (const rate of paces) {
        const fraction = (rate / saturated.requestsPerSecond).toFixed(2);
        const paced = await measureRound({ ...cell, pacedRate: rate }, settings, settings.warmupS);
        console.log(line(`trial ${trial}, ${cell.name}, paced at ${rate}/s (${fraction} of it)`, paced));
      }
    } finally {
      await stop();
    }
  }
