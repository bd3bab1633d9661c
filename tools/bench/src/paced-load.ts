import { setTimeout as sleep } from "node:timers/promises";
import type autocannon from "autocannon";
import { errors, Pool } from "undici";

// Why not autocannon's `overallRate`: it gives each connection a quota per second and lets it send the quota
// back to back from the second's start, then pause. At half the maximum rate over 50 connections that is the
// maximum rate for half of every second, so the latency it measures is the saturated one (measured in
// performance.md, "how the sends are paced"). A rate means arrivals spread evenly.

/** What a paced run sends, how fast, to where. */
export interface PacedRun {
  /** Base URL of the server under test. */
  url: string;
  /** Keep-alive connections at most; requests due while all are busy wait for one, and that wait counts. */
  connections: number;
  /** Requests per second, each due at `start + i / rate`. */
  rate: number;
  /** Seconds to send for. */
  durationS: number;
  /** The requests, cycled; a `setupRequest` builds each one as autocannon would (a fresh key per send). */
  requests: readonly autocannon.Request[];
  /** The status every answer must have; any other counts as an error. */
  expectStatus: number;
  /** Stops the run (the bench's deadline). */
  signal: AbortSignal;
  /**
   * A request unanswered this long once a connection took it counts as a timeout, ms (default 10,000,
   * autocannon's); the wait for a connection before that is bounded by the cap on waiting requests instead.
   */
  timeoutMs?: number;
}

/** What a paced run measured. */
export interface PacedResult {
  /** Answers with the expected status. */
  answered: number;
  /**
   * Every request's latency from the moment it was due (not from when a connection took it) to its answer,
   * or to its failure: a timeout counts as the slow request it was, ms.
   */
  latenciesMs: number[];
  /**
   * The same latencies grouped by the second of the run each request was due in: whether a high p99 is the
   * steady state or a few seconds' stall.
   */
  latenciesBySecondMs: number[][];
  /** Other answers, timeouts and connection errors, by kind (`status 503`, `timeout`, `connection error`). */
  errorKinds: Record<string, number>;
  /**
   * Requests due but not sent: `timeoutMs` worth of the rate was already waiting (a server fallen behind).
   * They have no latency; they count as errors instead.
   */
  notSent: number;
}

/** How many requests are due `elapsedMs` into a run at `rate` per second, capped at `total`. */
export function dueBy(elapsedMs: number, rate: number, total: number): number {
  return Math.min(total, Math.floor((elapsedMs / 1000) * rate) + 1);
}

/**
 * An open-loop load at an even rate: request i is due at `i / rate` seconds, whether or not earlier ones were
 * answered, and its latency counts from then. So a server that falls behind shows it in the latency instead
 * of the load generator slowing down with it (coordinated omission).
 */
export async function runPaced(run: PacedRun): Promise<PacedResult> {
  const timeoutMs = run.timeoutMs ?? 10_000;
  const pool = new Pool(run.url, {
    connections: run.connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const result: PacedResult = {
    answered: 0,
    latenciesMs: [],
    latenciesBySecondMs: Array.from({ length: Math.ceil(run.durationS) }, () => []),
    errorKinds: {},
    notSent: 0,
  };
  const fail = (kind: string) => {
    result.errorKinds[kind] = (result.errorKinds[kind] ?? 0) + 1;
  };
  const total = Math.max(1, Math.round(run.rate * run.durationS));
  const maxWaiting = Math.max(run.connections, Math.ceil((run.rate * timeoutMs) / 1000));
  const inFlight = new Set<Promise<void>>();
  // An abort cuts what is in flight at once, whenever it comes: waiting could take a timeout, and a request
  // still queued for a connection has none.
  const cut = () => void pool.destroy();
  run.signal.addEventListener("abort", cut, { once: true });
  const start = performance.now();
  const dueAt = (i: number) => start + (i / run.rate) * 1000;
  let sent = 0;
  try {
    while (sent < total && !run.signal.aborted) {
      const dueNow = dueBy(performance.now() - start, run.rate, total);
      for (; sent < dueNow; sent++) {
        if (inFlight.size >= maxWaiting) {
          result.notSent++;
          continue;
        }
        const due = dueAt(sent);
        const second = result.latenciesBySecondMs[Math.floor(sent / run.rate)];
        const one = send(pool, build(run.requests, sent))
          .then(
            (status) => (status === run.expectStatus ? null : `status ${status}`),
            (err: unknown) => (isTimeout(err) ? "timeout" : "connection error"),
          )
          .then((failure) => {
            const latency = performance.now() - due;
            result.latenciesMs.push(latency);
            second?.push(latency);
            if (failure === null) result.answered++;
            else fail(failure);
          });
        inFlight.add(one);
        void one.finally(() => inFlight.delete(one));
      }
      // Sleeps until the next request is due (a timer's least wait is 1 ms); each wake sends everything that
      // came due meanwhile, so a late timer delays requests but never drops them.
      await sleep(Math.max(1, dueAt(sent) - performance.now()));
    }
    await Promise.all(inFlight);
  } finally {
    run.signal.removeEventListener("abort", cut);
    await pool.destroy();
  }
  if (run.signal.aborted) throw run.signal.reason;
  return result;
}

/** Request `n` of the cycle, through its `setupRequest` as autocannon would call it. */
function build(requests: readonly autocannon.Request[], n: number): autocannon.Request {
  const base = requests[n % requests.length];
  if (!base) throw new Error("a paced run needs at least one request");
  const setup = base.setupRequest as
    | ((req: autocannon.Request, context: object) => autocannon.Request)
    | undefined;
  return setup ? setup({ ...base }, {}) : base;
}

/** Sends one request and reads its answer to the end; resolves with the status. */
async function send(pool: Pool, req: autocannon.Request): Promise<number> {
  const res = await pool.request({
    path: req.path ?? "/",
    method: (req.method ?? "GET") as "GET",
    headers: req.headers as Record<string, string> | undefined,
    body: req.body as string | undefined,
  });
  await res.body.dump();
  return res.statusCode;
}

/** True for undici's timeouts (no headers, or no body, within the limit). */
function isTimeout(err: unknown): boolean {
  return err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError;
}
