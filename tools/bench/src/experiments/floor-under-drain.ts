// Experiment (not part of `pnpm bench`): the design's floor under the sustained run's background work. A scaled
// SQLite server with 4 endpoints takes RATE sends/s for 20 s, as the sustained run does, which leaves its
// worker a backlog of webhook deliveries (16 per send) to a verifying receiver; while the worker drains it, the
// durable echo and then the bare echo are paced at RATE for SECS s each. Their p99s are what the design itself
// (a hop to one writer process, a shared fsync) and the machine cost a request beside that work, with none of
// the server's own work per send. Usage: node src/experiments/floor-under-drain.ts (env RATE, SECS).
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { echoRequests, startEcho } from "../baselines.ts";
import { measureRound } from "../load.ts";
import { ReceiverProcess } from "../receiver/receiver-process.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";
import { createEndpoint } from "../webhooks.ts";

const rate = Number(process.env.RATE ?? 1333);
const seconds = Number(process.env.SECS ?? 20);
const settings = { rounds: 1, durationS: seconds, warmupS: 4, signal: new AbortController().signal };
const dir = mkdtempSync(join(tmpdir(), "floor-under-drain-"));
const receiver = await ReceiverProcess.start(join(dir, "receiver.log"));
const server = await startReferenceServer({
  dir,
  name: "floor",
  topology: "scaled",
  env: { ALLOW_INSECURE_WEBHOOKS: "true" },
});
try {
  for (let i = 0; i < 4; i++)
    await receiver.setSecret(`/hooks/${i}`, await createEndpoint(server, `${receiver.url}/hooks/${i}`));
  const sends = await measureRound(
    {
      name: "sends",
      url: server.url,
      connections: 50,
      requests: sendRequests("floor"),
      expectStatus: 202,
      pacedRate: rate,
    },
    settings,
    0,
    20,
  );
  console.log(`sends: ${rate}/s for 20 s, p99 ${sends.p99Ms.toFixed(2)} ms, errors ${sends.errors}`);
  for (const kind of ["durable", "bare"] as const) {
    const before = (await receiver.counts()).distinct;
    const started = Date.now();
    const echo = await startEcho(kind, availableParallelism());
    try {
      const round = await measureRound(
        {
          name: `${kind} echo`,
          url: echo.url,
          connections: 50,
          requests: echoRequests(),
          expectStatus: kind === "durable" ? 202 : 200,
          pacedRate: rate,
        },
        settings,
      );
      const delivered = (await receiver.counts()).distinct - before;
      console.log(
        `${kind} echo beside the drain: p50 ${round.p50Ms.toFixed(2)} ms, p99 ${round.p99Ms.toFixed(2)} ms, errors ${round.errors}; the worker delivered ${Math.round(delivered / ((Date.now() - started) / 1000))}/s meanwhile`,
      );
    } finally {
      await echo.stop();
    }
  }
} finally {
  await server.stop();
  await receiver.close();
}
process.exit(0);
