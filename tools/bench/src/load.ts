import autocannon from "autocannon";
import { sampleRss } from "./child.ts";
import { median, percentile } from "./stats.ts";

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

/** Runs a cell: for each round a warm-up, then a measured run while the server's RSS is sampled. */
export async function measureCell(cell: LoadCell, settings: LoadSettings): Promise<CellResult> {
  const perRound: LoadFigures[] = [];
  let errors = 0;
  let peakRssBytes: number | null = null;
  for (let i = 0; i < settings.rounds; i++) {
    if (settings.warmupS > 0) await runOnce(cell, settings.warmupS, settings.signal, false);
    const rss = cell.pid === undefined ? undefined : sampleRss(cell.pid);
    let round: Round;
    try {
      round = await runOnce(cell, settings.durationS, settings.signal, true);
    } finally {
      const peak = rss?.stop() ?? null;
      if (peak !== null && (peakRssBytes === null || peak > peakRssBytes)) peakRssBytes = peak;
    }
    errors += round.errors;
    perRound.push({ requestsPerSecond: round.requestsPerSecond, p50Ms: round.p50Ms, p99Ms: round.p99Ms });
  }
  return {
    name: cell.name,
    connections: cell.connections,
    rounds: perRound.length,
    perRound,
    requestsPerSecond: median(perRound.map((r) => r.requestsPerSecond)),
    p50Ms: median(perRound.map((r) => r.p50Ms)),
    p99Ms: median(perRound.map((r) => r.p99Ms)),
    errors,
    peakRssBytes,
  };
}
