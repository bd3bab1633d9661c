import { availableParallelism } from "node:os";
import { type PostgresServer, startPostgres } from "@sms-api/server/testing";
import { echoRequests, prismSendRequests, startEcho, startPrism } from "./baselines.ts";
import { registerCleanup, residentBytes } from "./child.ts";
import { type LoadCell, measureRound, type RoundResult, summarizeCell } from "./load.ts";
import {
  getRequests,
  type ReferenceServer,
  seedMessages,
  sendRequests,
  startReferenceServer,
  waitUntilFinal,
} from "./reference-server.ts";
import { DEFAULT_DURATION_S } from "./settings.ts";
import type { SuiteContext } from "./suite.ts";

/** A send's simulated lifecycle (four status changes at the default timings) is over within this, seconds. */
const LIFECYCLE_S = 2;

/** A send round's warm-up: at least a whole lifecycle, so that the round is measured in steady state. */
export function sendWarmupS(warmupS: number): number {
  return Math.max(warmupS, LIFECYCLE_S);
}

/** Seconds of sends in a send round at the default settings: its warm-up for a lifecycle, then the measured run. */
const DEFAULT_SEND_ROUND_S = LIFECYCLE_S + DEFAULT_DURATION_S;

/**
 * How long a send cell's settle waits for its round's last lifecycle, ms: 60 s after a round of the default
 * length, and in proportion after a longer one (`BENCH_DURATION_S`, `BENCH_WARMUP_S`), since the lifecycles
 * the worker owes grow with the seconds of sends.
 */
export function settleTimeoutMs(warmupS: number, durationS: number): number {
  return 60_000 * Math.max(1, (sendWarmupS(warmupS) + durationS) / DEFAULT_SEND_ROUND_S);
}

/** The storage engines every server row runs on, with their row labels. */
export const ENGINES = [
  { engine: "sqlite", label: "SQLite" },
  { engine: "postgres", label: "PostgreSQL" },
] as const;

/** Row names of the load table, which the metrics find them by. */
export const ROWS = {
  bare: "bare node:http echo",
  durable: "durable echo (a writer process, fsync)",
  express: "Express 5 echo",
  prism: "Prism mock send",
  get: (engine: string) => `get, ${engine}`,
  send: (engine: string) => `send, ${engine}`,
  sendAll: "send, SQLite, one all process",
} as const;

/** A load cell as the suite plans it. */
interface PlannedCell extends LoadCell {
  /** Warm-up of each round when it must be longer than the setting's. */
  warmupS?: number;
  /** Runs after each of its rounds, before the next cell starts. */
  settle?: () => Promise<void>;
}

/** Starts a PostgreSQL for the bench: `BENCH_DATABASE_URL`'s, else an embedded one (npm binaries, a temp folder). */
export async function benchPostgres(existingUrl: string | undefined): Promise<PostgresServer> {
  const server = await startPostgres({ existingUrl });
  // The deadline's clean-up does not wait: the embedded server's watchdog ends it once this process is gone.
  registerCleanup(() => void server.stop());
  return server;
}

/** Get cells at 10 and 50 connections, over 1,000 messages created (and whose lifecycles ended) just before. */
async function getCells(ctx: SuiteContext, server: ReferenceServer, label: string): Promise<PlannedCell[]> {
  ctx.progress(`load: creating 1,000 messages to read on ${label}`);
  const ids = await seedMessages(server.url, 1000, `get-${label.replace(/[^A-Za-z0-9]+/g, "-")}`);
  await waitUntilFinal(server.url, ids[ids.length - 1] as string, ctx.load.signal);
  return [10, 50].map((connections) => ({
    name: ROWS.get(label),
    url: server.url,
    processes: server.processes,
    connections,
    requests: getRequests(ids),
    expectStatus: 200,
  }));
}

/** Send cells at each connection count, each round warmed up for a lifecycle and settled after. */
function sendCells(
  ctx: SuiteContext,
  server: ReferenceServer,
  name: string,
  connectionCounts: readonly number[],
): PlannedCell[] {
  // Idempotency keys allow letters, digits, `-` and `_` only.
  const slug = name.replace(/[^A-Za-z0-9]+/g, "-");
  // After a send round, the server finishes the lifecycles it accepted before the next cell is measured
  // (a later message finishes last), so the next cell, a baseline included, does not share the CPU with them.
  let settled = 0;
  const settle = async () => {
    const [last] = await seedMessages(server.url, 1, `settle-${slug}-${settled++}`);
    await waitUntilFinal(
      server.url,
      last as string,
      ctx.load.signal,
      settleTimeoutMs(ctx.load.warmupS, ctx.load.durationS),
    );
  };
  // A send round warms up for a whole lifecycle, so that it is measured in steady state: the lifecycle
  // writes of earlier sends share the server with new ones, as in steady use.
  return connectionCounts.map((connections) => ({
    name,
    url: server.url,
    processes: server.processes,
    connections,
    requests: sendRequests(`${slug}-c${connections}`),
    expectStatus: 202,
    warmupS: sendWarmupS(ctx.load.warmupS),
    settle,
  }));
}

/**
 * The baselines and the reference server under autocannon, each server in its own processes: the echoes in
 * as many processes as the scaled server has API processes, Prism as partners run it, the reference server
 * in its production start (`start:scale`) on SQLite and on PostgreSQL, and one `all` process for comparison.
 * The rounds interleave the cells (round 1 of every cell, then round 2, …) and every ratio is taken round by
 * round, so each divides by a baseline measured seconds apart on the same machine.
 */
export async function runLoad(ctx: SuiteContext): Promise<void> {
  const apiProcesses = availableParallelism();
  ctx.results.cores = apiProcesses;
  const stops: Array<() => Promise<void>> = [];
  try {
    const bare = await startEcho("bare", apiProcesses);
    stops.push(() => bare.stop());
    const express = await startEcho("express", apiProcesses);
    stops.push(() => express.stop());
    const durable = await startEcho("durable", apiProcesses);
    stops.push(() => durable.stop());
    const prism = await startPrism();
    stops.push(() => prism.close());
    ctx.results.prismStartMs = prism.startMs;
    const postgres = await benchPostgres(ctx.databaseUrl);
    stops.push(() => postgres.stop());

    const echo = { requests: echoRequests(), expectStatus: 200 };
    const cells: PlannedCell[] = [
      ...[10, 50].map((connections) => ({
        ...echo,
        name: ROWS.bare,
        url: bare.url,
        connections,
        processes: bare.processes,
      })),
      { ...echo, name: ROWS.express, url: express.url, connections: 50, processes: express.processes },
      // The design's floor: HTTP on every core, one writer process, a shared fsync before each answer.
      {
        ...echo,
        expectStatus: 202,
        name: ROWS.durable,
        url: durable.url,
        connections: 50,
        processes: durable.processes,
      },
      { name: ROWS.prism, url: prism.url, connections: 50, requests: prismSendRequests(), expectStatus: 202 },
    ];
    for (const { engine, label } of ENGINES) {
      const server = await startReferenceServer({
        dir: ctx.dir,
        name: `load-${engine}`,
        engine,
        postgres,
        topology: "scaled",
        cpuProfDir: ctx.cpuProfDir,
      });
      stops.push(() => server.stop());
      ctx.results.serverIdleRssBytes ??= {};
      ctx.results.serverIdleRssBytes[engine] = server.processes
        .filter((p) => p.role !== "database")
        .reduce((sum, p) => sum + (residentBytes(p.pid) ?? 0), 0);
      cells.push(
        ...(await getCells(ctx, server, label)),
        ...sendCells(ctx, server, ROWS.send(label), [10, 50]),
      );
    }
    const all = await startReferenceServer({ dir: ctx.dir, name: "load-all", topology: "all" });
    stops.push(() => all.stop());
    cells.push(...sendCells(ctx, all, ROWS.sendAll, [50]));

    const rounds: RoundResult[][] = cells.map(() => []);
    for (let r = 1; r <= ctx.load.rounds; r++) {
      for (const [i, cell] of cells.entries()) {
        ctx.progress(`load: round ${r} of ${ctx.load.rounds}, ${cell.name}, ${cell.connections} connections`);
        rounds[i]?.push(await measureRound(cell, ctx.load, cell.warmupS));
        await cell.settle?.();
        // Kept as they arrive, so that the deadline still leaves what was measured.
        ctx.results.load = cells.flatMap((c, j) => {
          const done = rounds[j] ?? [];
          return done.length > 0 ? [summarizeCell(c, done)] : [];
        });
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
