import autocannon from "autocannon";
import { sampleRss } from "./child.ts";
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
  /** Process to sample for peak RSS, when it is ours. */
  pid?: number;
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
  /** Peak RSS of the server process over the measured rounds, bytes (null when not sampled). */
  peakRssBytes: number | null;
}

interface Round extends LoadFigures {
  errors: number;
}

function runOnce(cell: LoadCell, durationS: number, signal: AbortSignal, record: boolean): Promise<Round> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    // autocannon's own histogram keeps whole milliseconds of 2xx answers only; these keep every answer, exact.
    const latencies: number[] = [];
    let expected = 0;
    let other = 0;
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
        else
          resolve({
            requestsPerSecond: expected / result.duration,
            p50Ms: percentile(latencies, 0.5),
            p99Ms: percentile(latencies, 0.99),
            errors: other + result.errors,
          });
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status === cell.expectStatus) expected++;
      else other++;
      if (record) latencies.push(ms);
    });
    const onAbort = () => instance.stop();
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** One measured round of a cell, with the server's peak RSS during it (null when not sampled). */
export interface RoundResult extends Round {
  /** Peak RSS of the server process during the measured run, bytes. */
  peakRssBytes: number | null;
}

/** One round of a cell: `warmupS` of unmeasured load, then a measured run while the server's RSS is sampled. */
export async function measureRound(
  cell: LoadCell,
  settings: LoadSettings,
  warmupS = settings.warmupS,
): Promise<RoundResult> {
  if (warmupS > 0) await runOnce(cell, warmupS, settings.signal, false);
  const rss = cell.pid === undefined ? undefined : sampleRss(cell.pid);
  let peakRssBytes: number | null = null;
  let round: Round;
  try {
    round = await runOnce(cell, settings.durationS, settings.signal, true);
  } finally {
    // Stopped on an abort too: the sampler must not outlive the round.
    peakRssBytes = rss?.stop() ?? null;
  }
  return { ...round, peakRssBytes };
}

/** A cell's result from its rounds: the medians, the errors of every round, the highest RSS. */
export function summarizeCell(
  cell: Pick<LoadCell, "name" | "connections">,
  rounds: readonly RoundResult[],
): CellResult {
  const peaks = rounds.map((r) => r.peakRssBytes).filter((b): b is number => b !== null);
  return {
    name: cell.name,
    connections: cell.connections,
    rounds: rounds.length,
    perRound: rounds.map((r) => ({ requestsPerSecond: r.requestsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms })),
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    peakRssBytes: peaks.length > 0 ? Math.max(...peaks) : null,
  };
}

/** One cell's req/s over another's (see {@link pairedRatio}); null when either is missing. */
export function cellRatio(cell: CellResult | undefined, baseline: CellResult | undefined): number | null {
  if (!cell || !baseline) return null;
  const rps = (c: CellResult) => c.perRound.map((r) => r.requestsPerSecond);
  return pairedRatio(rps(cell), rps(baseline));
}
