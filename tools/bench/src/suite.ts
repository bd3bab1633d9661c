import { echoRequests, prismSendRequests, startEcho, startPrism } from "./baselines.ts";
import { residentBytes } from "./child.ts";
import { clientSizes } from "./client-size.ts";
import {
  type CellResult,
  type LoadCell,
  type LoadSettings,
  measureRound,
  type RoundResult,
  summarizeCell,
} from "./load.ts";
import { docsSiteSizes, measurePipeline, type TurboRun } from "./pipeline.ts";
import {
  getRequests,
  seedMessages,
  sendRequests,
  startReferenceServer,
  waitUntilFinal,
  writeFixture,
} from "./reference-server.ts";
import { timeToFirst202 } from "./startup.ts";
import { median } from "./stats.ts";
import { measureWebhooks, type WebhookResult } from "./webhooks.ts";

/** Everything a run measured; a section that did not run or failed leaves its field out. */
export interface RawResults {
  /** Load cells, in the order run. */
  load: CellResult[];
  /** The reference server's RSS once started, before any request, bytes. */
  serverIdleRssBytes?: number;
  /** Prism mock: spawn to listening, ms. */
  prismStartMs?: number;
  /** Webhook dispatch. */
  webhooks?: WebhookResult;
  /** Cold and no-op builds. */
  pipeline?: { cold?: TurboRun; noop?: TurboRun };
  /** Docs site sizes after the build, bytes. */
  docs?: { siteBytes: number; referenceBytes: number };
  /** Client bundle sizes, bytes. */
  client?: Awaited<ReturnType<typeof clientSizes>>;
  /** Each start of the production server to its first 202, ms. */
  startupMs?: number[];
}

/** What the sections need. */
export interface SuiteContext {
  /** Repository root. */
  root: string;
  /** Temporary folder for databases, fixtures and logs. */
  dir: string;
  /** Load cell timing (and the deadline's signal). */
  load: LoadSettings;
  /** Where results are put as they arrive, so an abort still has them. */
  results: RawResults;
  /** Progress lines (to stderr, so stdout is the tables). */
  progress: (line: string) => void;
  /** Folder for the reference server's CPU profiles (`--cpu-prof`), when wanted. */
  cpuProfDir?: string;
}

/** A load cell as the suite plans it. */
interface PlannedCell extends LoadCell {
  /** Warm-up of each round when it must be longer than the setting's. */
  warmupS?: number;
  /** Runs after each of its rounds, before the next cell starts. */
  settle?: () => Promise<void>;
}

/** A send's simulated lifecycle (four status changes at the default timings) is over within this, seconds. */
const LIFECYCLE_S = 2;

/** A send round's warm-up: at least a whole lifecycle, so that the round is measured in steady state. */
export function sendWarmupS(warmupS: number): number {
  return Math.max(warmupS, LIFECYCLE_S);
}

/**
 * The baselines and the reference server under autocannon, each server in its own process. The rounds
 * interleave the cells (round 1 of every cell, then round 2, …) and every ratio is taken round by round, so
 * each divides by a baseline measured seconds apart on the same machine: on a machine whose speed drifts,
 * cells measured one after another a minute apart had differed by more than the effects measured.
 */
export async function runLoad(ctx: SuiteContext): Promise<void> {
  const { signal } = ctx.load;
  const stops: Array<() => Promise<void>> = [];
  try {
    const bare = await startEcho("bare");
    stops.push(() => bare.stop());
    const express = await startEcho("express");
    stops.push(() => express.stop());
    const prism = await startPrism();
    stops.push(() => prism.close());
    ctx.results.prismStartMs = prism.startMs;
    const server = await startReferenceServer({ dir: ctx.dir, name: "load", cpuProfDir: ctx.cpuProfDir });
    stops.push(() => server.stop());
    ctx.results.serverIdleRssBytes = residentBytes(server.pid) ?? undefined;
    // The messages to read are created, and their simulated lifecycles are over, before any load starts.
    ctx.progress("load: creating 1,000 messages to read");
    const ids = await seedMessages(server.url, 1000, "get");
    await waitUntilFinal(server.url, ids[ids.length - 1] as string, signal);
    // After a send round, the server finishes the lifecycles it accepted before the next cell is measured
    // (a later message finishes last), so the next cell, a baseline included, does not share the CPU with them.
    let settled = 0;
    const settleSends = async () => {
      const [last] = await seedMessages(server.url, 1, `settle-${settled++}`);
      await waitUntilFinal(server.url, last as string, signal);
    };

    const echo = { requests: echoRequests(), expectStatus: 200 };
    const cells: PlannedCell[] = [
      ...[10, 50].map((connections) => ({
        ...echo,
        name: "bare node:http echo",
        url: bare.url,
        connections,
        pid: bare.pid,
      })),
      { ...echo, name: "Express 5 echo", url: express.url, connections: 50, pid: express.pid },
      {
        name: "Prism mock send",
        url: prism.url,
        connections: 50,
        requests: prismSendRequests(),
        expectStatus: 202,
      },
      ...[10, 50].map((connections) => ({
        name: "get",
        url: server.url,
        connections,
        requests: getRequests(ids),
        expectStatus: 200,
        pid: server.pid,
      })),
      // A send round warms up for a whole lifecycle, so that it is measured in steady state: the lifecycle
      // writes of earlier sends share the server with new ones, as in steady use.
      ...[10, 50].map((connections) => ({
        name: "send",
        url: server.url,
        connections,
        requests: sendRequests(`c${connections}`),
        expectStatus: 202,
        pid: server.pid,
        warmupS: sendWarmupS(ctx.load.warmupS),
        settle: settleSends,
      })),
    ];
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

/** Webhook dispatch through the real server: latency at a steady rate, then throughput of a burst. */
export async function runWebhooks(ctx: SuiteContext): Promise<void> {
  ctx.progress("webhooks: 20 messages/s for 4 s to one endpoint, then a burst of 100 to 16 endpoints");
  ctx.results.webhooks = await measureWebhooks({
    dir: ctx.dir,
    signal: ctx.load.signal,
    latency: { messagesPerSecond: 20, seconds: 4 },
    throughput: { endpoints: 16, messages: 100, maxSeconds: 40 },
  });
}

/** Cold `generate` + `build` of the monorepo, the no-op rebuild, and the built docs site's size. */
export async function runPipeline(ctx: SuiteContext): Promise<void> {
  ctx.progress("pipeline: turbo run generate build --force, then again with nothing changed");
  ctx.results.pipeline = await measurePipeline(ctx.root, ctx.dir, ctx.load.signal, (cold) => {
    ctx.results.pipeline = { cold };
  });
  ctx.results.docs = docsSiteSizes(ctx.root);
}

/** The client with webhook verification, minified + gzipped. */
export async function runClient(ctx: SuiteContext): Promise<void> {
  ctx.progress("client: bundle size");
  ctx.results.client = await clientSizes();
}

/** Spawn of the production server on a fresh database to its first 202, three times. */
export async function runStartup(ctx: SuiteContext): Promise<void> {
  ctx.progress("startup: spawn to first 202, 3 times");
  writeFixture(ctx.dir);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    times.push(await timeToFirst202(ctx.dir, `start-${i}`, ctx.load.signal));
    ctx.results.startupMs = [...times];
  }
}

/** Median start time, for the metrics. */
export function startupMedian(results: RawResults): number | null {
  return results.startupMs && results.startupMs.length > 0 ? median(results.startupMs) : null;
}
