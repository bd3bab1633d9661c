import { availableParallelism } from "node:os";
import { type EchoKind, echoRequests, startEcho } from "./baselines.ts";
import { type LoadSettings, measureRound } from "./load.ts";

/** Seconds the echo is paced for, after a warm-up of a fifth of it. */
export const ECHO_AT_PACE_S = 10;

/** An echo paced as a sustained run's sends: the floor under their latency on the same machine. */
export interface EchoAtPace {
  /** Echo HTTP processes: as many as the reference server's API processes. */
  processes: number;
  /** Latency from each request's due time, ms. */
  p50Ms: number;
  /** Latency from each request's due time, ms. */
  p99Ms: number;
  /** Answers other than 200, timeouts and connection errors. */
  errors: number;
}

/**
 * Paces an echo at `rate` with the same load generator, connections and latency rule as the sustained sends,
 * with nothing else running, so the sustained table shows how much of a send's p99 is not the server's work:
 * the bare `node:http` echo is the machine's and the generator's part; the durable echo (`kind: "durable"`)
 * adds the design's own, a hop to one writer process and a shared fsync before each answer.
 */
export async function echoAtPace(
  rate: number,
  connections: number,
  settings: LoadSettings,
  kind: Extract<EchoKind, "bare" | "durable"> = "bare",
): Promise<EchoAtPace> {
  const processes = availableParallelism();
  const echo = await startEcho(kind, processes);
  try {
    const round = await measureRound(
      {
        name: `${kind} echo at pace`,
        url: echo.url,
        connections,
        requests: echoRequests(),
        expectStatus: kind === "durable" ? 202 : 200,
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
