import { availableParallelism } from "node:os";
import { type EchoKind, echoCell, type RunningEcho, startEcho } from "./baselines.ts";
import { coresBusy, generatorCoresBusy, type LoadSettings, measureRound, type RoundResult } from "./load.ts";

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
    const round = await pace(echo, kind, rate, connections, settings);
    return { processes, p50Ms: round.p50Ms, p99Ms: round.p99Ms, errors: round.errors };
  } finally {
    await echo.stop();
  }
}

/** The durable echo paced at half its own saturated maximum. */
export interface FloorAtHalfMaximum extends EchoAtPace {
  /** The durable echo's saturated rate at the same connections, req/s. */
  maxRate: number;
  /** Requests per second paced: half of `maxRate`. */
  rate: number;
  /** Cores its processes and the load generator kept busy while paced (CPU seconds per second). */
  coresBusy: number | null;
  /** Of `coresBusy`, what the load generator (one thread) kept busy: near 1, the generator sets the tail. */
  generatorCores: number | null;
}

/**
 * The sustained target's pace asked of the design's floor: the durable echo paced at half its own maximum,
 * as the sustained run paces the server at half of its own. Whether any server of this design can meet the
 * sustained p99 at that pace on these cores is what this row says. `maxRate` is the load section's durable
 * echo row at `connections`; when that did not run, a probe measures it here (saturated, 3 s after 3 s).
 */
export async function durableEchoAtHalfMaximum(
  maxRate: number | undefined,
  connections: number,
  settings: LoadSettings,
): Promise<FloorAtHalfMaximum> {
  const processes = availableParallelism();
  const echo = await startEcho("durable", processes);
  try {
    const max =
      maxRate ??
      (await measureRound(echoCell(echo, "durable", connections), { ...settings, rounds: 1 }, 3, 3))
        .requestsPerSecond;
    const rate = Math.max(1, Math.round(max / 2));
    const round = await pace(echo, "durable", rate, connections, settings);
    return {
      processes,
      p50Ms: round.p50Ms,
      p99Ms: round.p99Ms,
      errors: round.errors,
      maxRate: max,
      rate,
      coresBusy: coresBusy(round),
      generatorCores: generatorCoresBusy(round),
    };
  } finally {
    await echo.stop();
  }
}

/** A warm-up of a fifth of {@link ECHO_AT_PACE_S}, then {@link ECHO_AT_PACE_S} paced at `rate`. */
function pace(
  echo: RunningEcho,
  kind: "bare" | "durable",
  rate: number,
  connections: number,
  settings: LoadSettings,
): Promise<RoundResult> {
  return measureRound(
    { ...echoCell(echo, kind, connections, `${kind} echo at pace`), pacedRate: rate },
    { ...settings, rounds: 1 },
    ECHO_AT_PACE_S / 5,
    ECHO_AT_PACE_S,
  );
}
