import { clientSizes } from "./client-size.ts";
import type { FloorAtHalfMaximum } from "./echo-at-pace.ts";
import type { CellResult, LoadSettings } from "./load.ts";
import { docsSiteSizes, measurePipeline, type TurboRun } from "./pipeline.ts";
import { writeFixture } from "./reference-server.ts";
import { timeToFirst202 } from "./startup.ts";
import { median } from "./stats.ts";
import type { SustainedResult } from "./sustained.ts";
import { measureWebhooks, type WebhookResult } from "./webhooks.ts";

/** Everything a run measured; a section that did not run or failed leaves its field out. */
export interface RawResults {
  /** Load cells, in the order run. */
  load: CellResult[];
  /** Cores the load section's processes shared (server, database, load generator). */
  cores?: number;
  /** The scaled reference server's summed RSS once started, before any request, by engine, bytes. */
  serverIdleRssBytes?: Record<string, number>;
  /** The sustained-load run of each engine. */
  sustained?: SustainedResult[];
  /** The durable echo paced at half its own maximum, as the sustained run paces the server (engine-free). */
  durableEchoAtHalfMaximum?: FloorAtHalfMaximum;
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
  /** Seconds of each sustained run. */
  sustainedS: number;
  /** An existing PostgreSQL to use instead of the embedded one. */
  databaseUrl?: string;
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
