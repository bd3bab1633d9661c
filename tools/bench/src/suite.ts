import { echoRequests, prismSendRequests, startEcho, startPrism } from "./baselines.ts";
import { type ChildServer, residentBytes } from "./child.ts";
import { clientSizes } from "./client-size.ts";
import { type CellResult, type LoadCell, type LoadSettings, measureCell } from "./load.ts";
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

async function withServer<T>(
  start: Promise<ChildServer>,
  use: (server: ChildServer) => Promise<T>,
): Promise<T> {
  const server = await start;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function cell(ctx: SuiteContext, cell: LoadCell): Promise<void> {
  ctx.progress(`load: ${cell.name}, ${cell.connections} connections`);
  ctx.results.load.push(await measureCell(cell, ctx.load));
}

/** The baselines and the reference server under autocannon, each server alone in its own process. */
export async function runLoad(ctx: SuiteContext): Promise<void> {
  const echo = { requests: echoRequests(), expectStatus: 200 };
  await withServer(startEcho("bare"), async (s) => {
    for (const connections of [10, 50])
      await cell(ctx, { ...echo, name: "bare node:http echo", url: s.url, connections, pid: s.pid });
  });
  await withServer(startEcho("express"), (s) =>
    cell(ctx, { ...echo, name: "Express 5 echo", url: s.url, connections: 50, pid: s.pid }),
  );
  const prism = await startPrism();
  ctx.results.prismStartMs = prism.startMs;
  try {
    const requests = prismSendRequests();
    await cell(ctx, {
      name: "Prism mock send",
      url: prism.url,
      connections: 50,
      requests,
      expectStatus: 202,
    });
  } finally {
    await prism.close();
  }
  await withServer(
    startReferenceServer({ dir: ctx.dir, name: "load", cpuProfDir: ctx.cpuProfDir }),
    async (s) => {
      ctx.results.serverIdleRssBytes = residentBytes(s.pid) ?? undefined;
      // Reads first, on a quiet server: the messages to read are created, and their simulated lifecycles
      // (four more writes each, within ~2 s) are over before the load starts.
      ctx.progress("load: creating 1,000 messages to read");
      const ids = await seedMessages(s.url, 1000, "get");
      await waitUntilFinal(s.url, ids[ids.length - 1] as string, ctx.load.signal);
      const get = { name: "get", url: s.url, requests: getRequests(ids), expectStatus: 200, pid: s.pid };
      for (const connections of [10, 50]) await cell(ctx, { ...get, connections });
      // Sends then run in steady state: each accepted message's lifecycle writes share the server with new sends.
      for (const connections of [10, 50])
        await cell(ctx, {
          name: "send",
          url: s.url,
          connections,
          requests: sendRequests(`c${connections}`),
          expectStatus: 202,
          pid: s.pid,
        });
    },
  );
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
