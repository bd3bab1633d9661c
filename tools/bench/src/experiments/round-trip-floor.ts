// Experiment (not part of `pnpm bench`): what one round trip to a local PostgreSQL costs a request on these
// cores, against the reference server's rows on both engines. A scaled server on SQLite and one on PostgreSQL
// each hold 1,000 messages; the PostgreSQL echo (src/echo/pg-echo.ts) reads the PostgreSQL server's messages
// with a statement per get (`pg echo`) and with the gets of TURNS turns in one statement (`pg echo batched`).
// Each trial measures every cell at each connection count, one after the other, and prints its rate and CPU
// per request by tier, so that the floor under a PostgreSQL get (or, with ONLY=send, under a durable send)
// comes from the same minutes as the rows it explains.
// Usage: node src/experiments/round-trip-floor.ts (env ONLY=get|send, CONNS=10,50, TRIALS, DUR, WARM, TURNS)
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "@sms-api/server/testing";
import { echoRequests, startEcho } from "../baselines.ts";
import { type ChildServer, freePort, spawnServer } from "../child.ts";
import { type LoadCell, measureRound } from "../load.ts";
import { sendWarmupS } from "../load-section.ts";
import { processTree } from "../processes.ts";
import { getRequests, seedMessages, sendRequests, startReferenceServer } from "../reference-server.ts";

const only = process.env.ONLY ?? "get";
const connectionCounts = (process.env.CONNS ?? "10,50").split(",").map(Number);
const settings = {
  rounds: 1,
  durationS: Number(process.env.DUR ?? 8),
  warmupS: Number(process.env.WARM ?? 3),
  signal: new AbortController().signal,
};
const cores = availableParallelism();
const dir = mkdtempSync(join(tmpdir(), "round-trip-floor-"));
const postgres = await startPostgres({});
const stops: Array<() => Promise<void>> = [() => postgres.stop()];
const started = <T extends { stop(): Promise<void> }>(server: T): T => {
  stops.push(() => server.stop());
  return server;
};
try {
  const sqlite = started(
    await startReferenceServer({ dir, name: "sqlite", engine: "sqlite", topology: "scaled" }),
  );
  const pgServer = started(
    await startReferenceServer({ dir, name: "postgres", engine: "postgres", postgres, topology: "scaled" }),
  );
  const database = { pid: postgres.pid as number, role: "database" as const };
  const startPgEcho = async (turns: number): Promise<ChildServer> => {
    const port = await freePort();
    const script = fileURLToPath(new URL("../echo/pg-echo.ts", import.meta.url));
    const env = { ...process.env, PG_ECHO_URL: pgServer.databaseUrl, PG_ECHO_TURNS: String(turns) };
    return started(await spawnServer({ args: [script, String(port), String(cores)], port, env }));
  };
  const echo = await startPgEcho(0);
  const batched = await startPgEcho(Number(process.env.TURNS ?? 4));
  // The port opens with the first child: let the others listen too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const onPostgres = (server: ChildServer) => [...processTree(server.pid), database];
  let cells: Array<Omit<LoadCell, "connections">>;
  if (only === "send") {
    const durable = started(await startEcho("durable", cores));
    cells = [
      {
        name: "send, SQLite",
        url: sqlite.url,
        processes: sqlite.processes,
        requests: sendRequests("s"),
        expectStatus: 202,
      },
      {
        name: "send, PostgreSQL",
        url: pgServer.url,
        processes: pgServer.processes,
        requests: sendRequests("p"),
        expectStatus: 202,
      },
      {
        name: "pg echo send",
        url: echo.url,
        processes: onPostgres(echo),
        requests: sendRequests("e"),
        expectStatus: 202,
      },
      {
        name: "durable echo",
        url: durable.url,
        processes: durable.processes,
        requests: echoRequests(),
        expectStatus: 202,
      },
    ];
  } else {
    const bare = started(await startEcho("bare", cores));
    const sqliteIds = await seedMessages(sqlite.url, 1000, "s");
    const pgIds = await seedMessages(pgServer.url, 1000, "p");
    cells = [
      {
        name: "bare echo",
        url: bare.url,
        processes: bare.processes,
        requests: echoRequests(),
        expectStatus: 200,
      },
      {
        name: "get, SQLite",
        url: sqlite.url,
        processes: sqlite.processes,
        requests: getRequests(sqliteIds),
        expectStatus: 200,
      },
      {
        name: "get, PostgreSQL",
        url: pgServer.url,
        processes: pgServer.processes,
        requests: getRequests(pgIds),
        expectStatus: 200,
      },
      {
        name: "pg echo",
        url: echo.url,
        processes: onPostgres(echo),
        requests: getRequests(pgIds),
        expectStatus: 200,
      },
      {
        name: "pg echo batched",
        url: batched.url,
        processes: onPostgres(batched),
        requests: getRequests(pgIds),
        expectStatus: 200,
      },
    ];
  }
  // A send cell warms up for a whole lifecycle, as the bench's do, so the previous cell's lifecycles are over.
  const warmupS = only === "send" ? sendWarmupS(settings.warmupS) : settings.warmupS;
  for (let trial = 1; trial <= Number(process.env.TRIALS ?? 2); trial++)
    for (const connections of connectionCounts)
      for (const cell of cells) {
        const r = await measureRound({ ...cell, connections }, settings, warmupS);
        const cpu = r.cpuUsPerRequest;
        const us = (v: number | null | undefined) => (v == null ? "—" : v.toFixed(0));
        console.log(
          `trial ${trial}, ${connections} connections, ${cell.name}: ${Math.round(r.requestsPerSecond)}/s, p99 ` +
            `${r.p99Ms.toFixed(1)} ms, CPU µs per request: API ${us(cpu.api)}, worker ${us(cpu.worker)}, ` +
            `PostgreSQL ${us(cpu.database)}, load generator ${us(cpu.loadGenerator)}; errors ${r.errors}`,
        );
      }
} finally {
  for (const stop of stops.reverse()) await stop();
}
