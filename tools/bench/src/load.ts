import autocannon from "autocannon";
import { runPaced } from "./paced-load.ts";
import {
  type MeasuredProcess,
  type MemoryFigure,
  type ProcessRole,
  type ProcessSample,
  sampleProcesses,
} from "./processes.ts";
import { median, pairedRatio, percentile } from "./stats.ts";

/** One load cell: a server, a request mix and a connection count. */
export interface LoadCell {
  /** Row label, e.g. `send`. */
  name: string;
  /** Base URL of the server under test. */
  url: string;
  /** Concurrent keep-alive connections (no pipelining). */
  connections: number;
  /** autocannon request list (cycled); `setupRequest` may vary each request. */
  requests: autocannon.Request[];
  /** The status every answer must have; any other counts as an error. */
  expectStatus: number;
  /** The server's processes, sampled for RSS and CPU per request, when they are ours. */
  processes?: readonly MeasuredProcess[];
  /**
   * Requests per second, evenly paced and open-loop (`paced-load.ts`), when the load is paced rather than as
   * fast as answered; its latencies count from each request's due time.
   */
  pacedRate?: number;
}

/** Timing of a cell's rounds. */
export interface LoadSettings {
  /** Measured rounds; the figures are their medians. */
  rounds: number;
  /** Seconds of each measured round. */
  durationS: number;
  /** Seconds of unmeasured load before each measured round. */
  warmupS: number;
  /** Aborts the running round (the deadline). */
  signal: AbortSignal;
}

/** The figures of one round or the medians of a cell's rounds. */
export interface LoadFigures {
  /** Answers per second with the expected status. */
  requestsPerSecond: number;
  /** Median latency of every answer, ms. */
  p50Ms: number;
  /** 99th-percentile latency of every answer, ms. */
  p99Ms: number;
}

/** Server CPU time per answered request, µs, by tier (null: the tier has no process, or none was sampled). */
export interface CpuPerRequest {
  /** The processes that answer requests (API processes and their cluster primary, an `all` process, an echo). */
  api: number | null;
  /** The worker processes (the carrier and webhooks), per request answered in the same time. */
  worker: number | null;
  /** The PostgreSQL server (postmaster and backends) the bench started, per request; null on SQLite. */
  database: number | null;
  /** The load generator (autocannon or the paced load, in the bench's own process) per request: it shares the cores too. */
  loadGenerator: number | null;
}

/** A measured cell. */
export interface CellResult extends LoadFigures {
  /** The cell's name. */
  name: string;
  /** Connections used. */
  connections: number;
  /** Rounds measured. */
  rounds: number;
  /** Each round's figures. */
  perRound: LoadFigures[];
  /** Answers with another status plus connection errors and timeouts, over every measured round. */
  errors: number;
  /** The same errors by kind (`status 429`, `timeout`, `connection error`), so a flagged row says what it was. */
  errorKinds: Record<string, number>;
  /** Peak of the summed RSS of the server's processes over the measured rounds, bytes (null when not sampled). */
  peakRssBytes: number | null;
  /** Peak of their summed PSS (shared pages counted once), bytes (null when not sampled). */
  peakPssBytes: number | null;
  /** Median over the rounds of the server's CPU per answered request. */
  cpuUsPerRequest: CpuPerRequest;
}

interface Round extends LoadFigures {
  errors: number;
  /** {@link CellResult.errorKinds} of this round. */
  errorKinds: Record<string, number>;
  /** Answers with the expected status. */
  answered: number;
  /** A paced round's p99 of each second, by the second its requests were due in, ms (see `runPaced`). */
  secondP99sMs?: number[];
}

function runOnce(cell: LoadCell, durationS: number, signal: AbortSignal, record: boolean): Promise<Round> {
  if (cell.pacedRate !== undefined) return runPacedOnce(cell, cell.pacedRate, durationS, signal);
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    // autocannon's own histogram keeps whole milliseconds of 2xx answers only; these keep every answer, exact.
    const latencies: number[] = [];
    let expected = 0;
    let other = 0;
    const errorKinds: Record<string, number> = {};
    const count = (kind: string, n: number) => {
      if (n > 0) errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
    };
    const instance = autocannon(
      {
        url: cell.url,
        connections: cell.connections,
        pipelining: 1,
        duration: durationS,
        timeout: 10,
        requests: cell.requests,
      },
      (err, result) => {
        signal.removeEventListener("abort", onAbort);
        if (err) reject(err);
        else if (signal.aborted) reject(signal.reason);
        else {
          // autocannon counts a timeout among its errors too.
          count("timeout", result.timeouts);
          count("connection error", result.errors - result.timeouts);
          resolve({
            requestsPerSecond: expected / result.duration,
            p50Ms: percentile(latencies, 0.5),
            p99Ms: percentile(latencies, 0.99),
            errors: other + result.errors,
            errorKinds,
            answered: expected,
          });
        }
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status === cell.expectStatus) expected++;
      else {
        other++;
        count(`status ${status}`, 1);
      }
      if (record) latencies.push(ms);
    });
    const onAbort = () => instance.stop();
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** {@link runOnce} for a paced cell: `rate` requests per second, evenly spread. */
async function runPacedOnce(
  cell: LoadCell,
  rate: number,
  durationS: number,
  signal: AbortSignal,
): Promise<Round> {
  const run = await runPaced({
    url: cell.url,
    connections: cell.connections,
    rate,
    durationS,
    requests: cell.requests,
    expectStatus: cell.expectStatus,
    signal,
  });
  const errorKinds = { ...run.errorKinds };
  if (run.notSent > 0) errorKinds["not sent: the server fell a timeout behind"] = run.notSent;
  return {
    requestsPerSecond: run.answered / durationS,
    p50Ms: percentile(run.latenciesMs, 0.5),
    p99Ms: percentile(run.latenciesMs, 0.99),
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    errorKinds,
    answered: run.answered,
    secondP99sMs: run.latenciesBySecondMs.filter((l) => l.length > 0).map((l) => percentile(l, 0.99)),
  };
}

/** One measured round of a cell, with what its server's processes used meanwhile. */
export interface RoundResult extends Round {
  /** Peak of the server processes' summed RSS during the measured run, bytes. */
  peakRssBytes: number | null;
  /** Peak of their summed PSS, bytes. */
  peakPssBytes: number | null;
  /** Server CPU per answered request during the measured run. */
  cpuUsPerRequest: CpuPerRequest;
  /** The processes' memory when the measured run started, at its peak, and when it ended. */
  memory: { start: MemoryFigure; peak: MemoryFigure; end: MemoryFigure } | null;
}

/**
 * One round of a cell: `warmupS` of unmeasured load, then a measured run of `durationS` (default the
 * setting's) while the server's processes are sampled.
 */
export async function measureRound(
  cell: LoadCell,
  settings: LoadSettings,
  warmupS = settings.warmupS,
  durationS = settings.durationS,
): Promise<RoundResult> {
  if (warmupS > 0) await runOnce(cell, warmupS, settings.signal, false);
  const sampler = cell.processes === undefined ? undefined : sampleProcesses(cell.processes);
  let sample: ProcessSample | undefined;
  let round: Round;
  try {
    round = await runOnce(cell, durationS, settings.signal, true);
  } finally {
    // Stopped on an abort too: the sampler must not outlive the round.
    sample = sampler?.stop();
  }
  const per = (tier: ProcessRole) =>
    sample?.hasTier[tier] && round.answered > 0 ? (sample.cpuSeconds[tier] * 1e6) / round.answered : null;
  return {
    ...round,
    peakRssBytes: sample?.peak.rss ?? null,
    peakPssBytes: sample?.peak.pss ?? null,
    cpuUsPerRequest: {
      api: per("api"),
      worker: per("worker"),
      database: per("database"),
      loadGenerator:
        sample && round.answered > 0 ? (sample.loadGeneratorCpuSeconds * 1e6) / round.answered : null,
    },
    memory: sample ? { start: sample.start, peak: sample.peak, end: sample.end } : null,
  };
}

/** Cores a round's processes kept busy, load generator included (CPU seconds per second); null unsampled. */
export function coresBusy(round: RoundResult): number | null {
  const cpu = round.cpuUsPerRequest;
  if (cpu.api === null) return null;
  const us = cpu.api + (cpu.worker ?? 0) + (cpu.database ?? 0) + (cpu.loadGenerator ?? 0);
  return (us * round.requestsPerSecond) / 1e6;
}

/** Of {@link coresBusy}, the cores the load generator alone kept busy, or null when it was not sampled. */
export function generatorCoresBusy(round: RoundResult): number | null {
  const us = round.cpuUsPerRequest.loadGenerator;
  return us === null ? null : (us * round.requestsPerSecond) / 1e6;
}

/** A cell's result from its rounds: the medians, the errors of every round, the highest RSS. */
export function summarizeCell(
  cell: Pick<LoadCell, "name" | "connections">,
  rounds: readonly RoundResult[],
): CellResult {
  const highest = (values: Array<number | null>) => {
    const known = values.filter((b): b is number => b !== null);
    return known.length > 0 ? Math.max(...known) : null;
  };
  const cpu = (tier: keyof CpuPerRequest) => {
    const values = rounds.map((r) => r.cpuUsPerRequest[tier]).filter((v): v is number => v !== null);
    return values.length > 0 ? median(values) : null;
  };
  return {
    name: cell.name,
    connections: cell.connections,
    rounds: rounds.length,
    perRound: rounds.map((r) => ({ requestsPerSecond: r.requestsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms })),
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    errorKinds: sumKinds(rounds.map((r) => r.errorKinds)),
    peakRssBytes: highest(rounds.map((r) => r.peakRssBytes)),
    peakPssBytes: highest(rounds.map((r) => r.peakPssBytes)),
    cpuUsPerRequest: {
      api: cpu("api"),
      worker: cpu("worker"),
      database: cpu("database"),
      loadGenerator: cpu("loadGenerator"),
    },
  };
}

/** Error counts by kind, added up. */
function sumKinds(kinds: readonly Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const k of kinds) for (const [kind, n] of Object.entries(k)) total[kind] = (total[kind] ?? 0) + n;
  return total;
}

/** One cell's req/s over another's (see {@link pairedRatio}); null when either is missing. */
export function cellRatio(cell: CellResult | undefined, baseline: CellResult | undefined): number | null {
  if (!cell || !baseline) return null;
  const rps = (c: CellResult) => c.perRound.map((r) => r.requestsPerSecond);
  return pairedRatio(rps(cell), rps(baseline));
}
