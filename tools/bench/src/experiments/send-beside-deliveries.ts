// Experiment (not part of `pnpm bench`): the sustained run's send p99 on SQLite, and what sets it. Each variant
// starts the scaled server (SQLite) with the worker at a given niceness and a number of endpoints subscribed
// to every event (a receiver process verifying them, as in the sustained run), paces sends at RATE for DUR
// seconds after WARM, and prints the send's latency, each tier's CPU per send and the deliveries that arrived
// meanwhile, the p99 of the median and the worst second, and of every second. No drain: the server stops with
// its backlog. A `stopped` variant pauses the worker (SIGSTOP) before the warm-up and resumes it before the
// server stops: the sends then run without the worker's CPU and its holds of the SQLite write lock, the most a
// change to the worker could give them.
// Usage: node src/experiments/send-beside-deliveries.ts (env VARIANTS=nice10:4,nice10:0,stopped:4 as
// nice<WORKER_NICE>:<endpoints> or stopped:<endpoints>, RATE, TRIALS, DUR, WARM)
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { coresBusy, measureRound } from "../load.ts";
import { type PausedWorkers, pauseWorkers } from "../processes.ts";
import { ReceiverProcess } from "../receiver/receiver-process.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";
import { secondsP99 } from "../stats.ts";
import { createEndpoint } from "../webhooks.ts";

const variants = (process.env.VARIANTS ?? "nice10:4,nice10:0").split(",").map((v) => {
  const stopped = v.startsWith("stopped");
  const [nice, endpoints] = v
    .replace(/^(nice|stopped)/, "")
    .split(":")
    .map(Number);
  return { nice: stopped ? 10 : (nice ?? 10), endpoints: endpoints ?? 4, stopped };
});
const rate = Number(process.env.RATE ?? 3658);
const durationS = Number(process.env.DUR ?? 20);
const warmupS = Number(process.env.WARM ?? 5);
const settings = { rounds: 1, durationS, warmupS, signal: new AbortController().signal };
const dir = mkdtempSync(join(tmpdir(), "send-beside-deliveries-"));

for (let trial = 1; trial <= Number(process.env.TRIALS ?? 2); trial++)
  for (const { nice, endpoints, stopped } of variants) {
    const name = `t${trial}-${stopped ? "stopped" : `nice${nice}`}-e${endpoints}`;
    const receiver = await ReceiverProcess.start(join(dir, `${name}-receiver.log`));
    const server = await startReferenceServer({
      dir,
      name,
      topology: "scaled",
      env: { ALLOW_INSECURE_WEBHOOKS: "true", WORKER_NICE: String(nice) },
    });
    let paused: PausedWorkers | undefined;
    try {
      for (let i = 0; i < endpoints; i++)
        await receiver.setSecret(`/hooks/${i}`, await createEndpoint(server, `${receiver.url}/hooks/${i}`));
      const cell = {
        name,
        url: server.url,
        connections: 50,
        processes: server.processes,
        requests: sendRequests(name),
        expectStatus: 202,
        pacedRate: rate,
      };
      if (stopped) paused = pauseWorkers(server.pid);
      await measureRound(cell, settings, warmupS, 0.5);
      const before = (await receiver.counts()).receipts;
      const r = await measureRound(cell, settings, 0, durationS);
      const delivered = (await receiver.counts()).receipts - before;
      const cpu = r.cpuUsPerRequest;
      const seconds = secondsP99(r.secondP99sMs);
      const us = (v: number | null) => (v === null ? "—" : v.toFixed(0));
      console.log(
        `trial ${trial}, worker ${stopped ? "stopped" : `nice ${nice}`}, ${endpoints} endpoints: ${Math.round(r.requestsPerSecond)}/s, ` +
          `p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms (median second ${seconds?.medianMs.toFixed(2)}, ` +
          `worst ${seconds?.worstMs.toFixed(2)} at second ${seconds?.worstSecond}), errors ${r.errors}; µs per send API ` +
          `${us(cpu.api)} / worker ${us(cpu.worker)} / generator ${us(cpu.loadGenerator)}; cores busy ` +
          `${coresBusy(r)?.toFixed(2) ?? "—"}; delivered meanwhile ${delivered} (${Math.round(delivered / durationS)}/s)`,
      );
      console.log(`  p99 of each second, ms: ${(r.secondP99sMs ?? []).map((v) => v.toFixed(0)).join(" ")}`);
    } finally {
      paused?.resume();
      await server.stop();
      await receiver.close();
    }
  }
