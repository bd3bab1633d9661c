import { availableParallelism } from "node:os";
import { echoRequests, startEcho } from "./baselines.ts";
import { type LoadSettings, measureRound } from "./load.ts";

/** Seconds the echo is paced for, after a warm-up of a fifth of it. */
export const ECHO_AT_PACE_S = 10;

/** The bare echo at a sustained run's pace: what the machine and the load generator cost a request alone. */
export interface EchoAtPace {
  /** Echo processes: as many as the reference server's API processes. */
  processes: number;
  /** Latency from each request's due time, ms. */
  p50Ms: number;
  /** Latency from each request's due time, ms. */
  p99Ms: number;
  /** Answers other than 200, timeouts and connection errors. */
  errors: number;
}

/**
 * Paces the bare `node:http` echo at `rate` with the same load generator, connections and latency rule as the
 * sustained sends, with nothing else running: the floor under a send's latency on the same machine, so the
 * sustained table shows how much of a send's p99 is the machine's and the generator's, not the server's.
 */
export async function echoAtPace(
  rate: number,
  connections: number,
  settings: LoadSettings,
): Promise<EchoAtPace> {
  const processes = availableParallelism();
  const echo = await startEcho("bare", processes);
  try {
    const round = await measureRound(
      {
        name: "echo at pace",
        url: echo.url,
        connections,
        requests: echoRequests(),
        expectStatus: 200,
        pacedRate: rate,
      },
      { ...settings, rounds: 1 },
      ECHO_AT_PACE_S / 5,
      ECHO_AT_PACE_S,
    );
    return { processes, p50Ms: round.p50Ms, p99Ms: round.p99Ms, errors: round.errors };
  } finally {
    await echo.stop();
  }
}
