import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { durableEchoAtHalfMaximum, ECHO_AT_PACE_S, type EchoAtPace, echoAtPace } from "./echo-at-pace.ts";
import { type LoadCell, type LoadSettings, measureRound } from "./load.ts";
import { benchPostgres, ENGINES, ROWS } from "./load-section.ts";
import type { MemoryFigure } from "./processes.ts";
import { ReceiverProcess } from "./receiver/receiver-process.ts";
import {
  fetchRetrying,
  JSON_HEADERS,
  seedMessages,
  sendRequests,
  startReferenceServer,
} from "./reference-server.ts";
import { type MachineStalls, StallProbe } from "./stall-probe/stall-probe.ts";
import { type SecondsP99, secondsP99 } from "./stats.ts";
import type { SuiteContext } from "./suite.ts";
import { createEndpoint } from "./webhooks.ts";

/** Endpoints subscribed to every event during the sustained run. */
export const SUSTAINED_ENDPOINTS = 4;
/** Events a send writes under the test-mode simulator (processing, submitted, sent, delivered). */
export const EVENTS_PER_MESSAGE = 4;
/** Connections the paced load uses (enough that the rate, not the connections, sets the pace). */
const CONNECTIONS = 50;
/**
 * Unmeasured paced load straight before the measured run, seconds: it outlasts a fresh server's start-up under
 * load (its first ~10 s of sends measured seconds of 20-300 ms p99 while the JIT, the heaps and the worker's
 * lifecycle ramp up: performance.md, "Session 45"), and the run starts on a busy server, not one back from
 * idle ("Session 43"). The result keeps the warm-up's own p99, so the start-up is shown, not hidden.
 */
const WARMUP_S = 15;
/** A quick maximum when the load section did not run in this invocation, seconds. */
const PROBE_S = 3;
/**
 * The probe's unmeasured sends before it, seconds. A fresh server and database reach their steady rate only
 * after several seconds of sends (on PostgreSQL, a 2 s warm-up measured about half of it: performance.md,
 * "Session 38"); in a full run the load section's rounds have warmed them.
 */
const PROBE_WARMUP_S = 10;

/** What a sustained run on one engine measured. */
export interface SustainedResult {
  /** `sqlite` or `postgres`. */
  engine: string;
  /** Seconds of the measured run. */
  seconds: number;
  /** Sends per second asked for: half the measured maximum. */
  rate: number;
  /** The maximum it is half of, req/s, and where it came from. */
  maxRate: number;
  /** Seconds of unmeasured sends at the same pace straight before the measured run. */
  warmupSeconds: number;
  /**
   * Messages the server accepted in the warm-up and the measured run, from the account's debits (a request cut
   * at the end included): the deliveries owed are counted from these.
   */
  accepted: number;
  /** Sends the load generator saw answered 202 in the warm-up. */
  warmupAnswered: number;
  /** Send latency over the warm-up, ms: the server's start-up under the load, not judged against the target. */
  warmupSendP99Ms: number;
  /** Sends the load generator saw answered 202 in the measured run. */
  answered: number;
  /** Answers other than 202, connection errors and timeouts. */
  errors: number;
  /** The same by kind (see the load section's `errorKinds`). */
  errorKinds: Record<string, number>;
  /** Send latency, ms. */
  sendP50Ms: number;
  /** Send latency, ms. */
  sendP99Ms: number;
  /** The send's p99 second by second (median and worst second): a steady miss, or a stall of a few seconds. */
  sendSecondsP99: SecondsP99 | null;
  /** The bare echo paced at the same rate with nothing else running: the floor under the send's latency. */
  echoAtPace: EchoAtPace | null;
  /** The durable echo paced the same: the floor with the design's hop to one writer and its shared fsync. */
  durableEchoAtPace: EchoAtPace | null;
  /** The machine's own stalls during the measured run (`StallProbe`): a send stall they match is not the server's. */
  machineStalls: MachineStalls | null;
  /** Deliveries the accepted messages (warm-up included) owe: accepted × events per message × endpoints. */
  deliveriesExpected: number;
  /** Distinct verified deliveries received (endpoint and event id). */
  deliveriesReceived: number;
  /** Verified deliveries received again (the same endpoint and event id). */
  duplicates: number;
  /** Deliveries that did not verify. */
  badSignatures: number;
  /** Status change → receipt, ms, over every delivery owed by the warm-up and the measured run. */
  deliveryP50Ms: number;
  /** Status change → receipt, ms. */
  deliveryP99Ms: number;
  /** Memory of every server process at the start of the measured run, at its peak, and at its end. */
  memory: { start: MemoryFigure; peak: MemoryFigure; end: MemoryFigure } | null;
  /** Server CPU per accepted send, µs, by tier (the worker's includes delivering to every endpoint). */
  cpuUsPerSend: { api: number | null; worker: number | null };
  /** Verified deliveries received while the sends ran, warm-up included (the rest came after). */
  deliveredDuringRun: number;
  /** Deliveries per second from the warm-up's start to the last receipt: the rate the worker kept up. */
  deliveriesPerSecond: number;
  /** Seconds from the run's end to the last delivery: the backlog the run left. */
  drainS: number;
  /** The worker's CPU during the measured run over the deliveries made in it, µs (its status changes included). */
  workerUsPerDelivery: number | null;
}

/**
 * Sustained load on the production start of each engine: sends paced at half the maximum the load section
 * measured (or a quick probe's), with 4 endpoints subscribed to every event and a receiver verifying every
 * delivery in a process of its own, and a stall probe timing the machine itself. A warm-up at the same pace runs
 * straight into the measured run, and its deliveries are owed with the run's. After the run, waits until every
 * delivery owed has arrived (or none has for 10 s), then paces the bare and the durable echo at the same rate,
 * the floors under the send's latency. First, once for both engines, it paces the durable echo at half its own
 * maximum: the target's pace asked of the design's floor.
 */
export async function runSustained(ctx: SuiteContext): Promise<void> {
  const durableMax = ctx.results.load.find(
    (c) => c.name === ROWS.durable && c.connections === CONNECTIONS,
  )?.requestsPerSecond;
  ctx.progress(`sustained: the durable echo at half its own maximum (${ECHO_AT_PACE_S} s)`);
  ctx.results.durableEchoAtHalfMaximum = await durableEchoAtHalfMaximum(durableMax, CONNECTIONS, ctx.load);
  const postgres = await benchPostgres(ctx.databaseUrl);
  try {
    ctx.results.sustained = [];
    for (const { engine, label } of ENGINES) {
      const result = await sustainOne(ctx, engine, label, postgres);
      ctx.progress(`sustained: ${label}: the bare echo at ${result.rate} req/s (${ECHO_AT_PACE_S} s)`);
      result.echoAtPace = await echoAtPace(result.rate, CONNECTIONS, ctx.load);
      ctx.progress(`sustained: ${label}: the durable echo at ${result.rate} req/s (${ECHO_AT_PACE_S} s)`);
      result.durableEchoAtPace = await echoAtPace(result.rate, CONNECTIONS, ctx.load, "durable");
      ctx.results.sustained.push(result);
    }
  } finally {
    await postgres.stop();
  }
}

async function sustainOne(
  ctx: SuiteContext,
  engine: (typeof ENGINES)[number]["engine"],
  label: string,
  postgres: Awaited<ReturnType<typeof benchPostgres>>,
): Promise<SustainedResult> {
  const receiver = await ReceiverProcess.start(join(ctx.dir, `sustained-${engine}-receiver.log`));
  const stallProbe = await StallProbe.start().catch(async (err: unknown) => {
    await receiver.close();
    throw err;
  });
  const server = await startReferenceServer({
    dir: ctx.dir,
    name: `sustained-${engine}`,
    engine,
    postgres,
    topology: "scaled",
    env: { ALLOW_INSECURE_WEBHOOKS: "true" },
    cpuProfDir: ctx.cpuProfDir,
  }).catch(async (err: unknown) => {
    await Promise.all([receiver.close(), stallProbe.close()]);
    throw err;
  });
  try {
    const settings: LoadSettings = { ...ctx.load, rounds: 1 };
    const cell = (name: string, pacedRate?: number): LoadCell => ({
      name,
      url: server.url,
      connections: CONNECTIONS,
      requests: sendRequests(`sustained-${engine}-${name}`),
      expectStatus: 202,
      processes: server.processes,
      ...(pacedRate === undefined ? {} : { pacedRate }),
    });

    // The maximum is the load section's send row: no endpoint subscribed. A probe measures it the same way,
    // before the endpoints exist, and the probe's messages finish their lifecycle before anything else.
    let maxRate = ctx.results.load.find(
      (c) => c.name === ROWS.send(label) && c.connections === 50,
    )?.requestsPerSecond;
    if (maxRate === undefined || !Number.isFinite(maxRate)) {
      ctx.progress(
        `sustained: ${label}: measuring the maximum send rate (${PROBE_WARMUP_S} s + ${PROBE_S} s)`,
      );
      maxRate = (await measureRound(cell("probe"), settings, PROBE_WARMUP_S, PROBE_S)).requestsPerSecond;
      await quietEvents(server.url, ctx.load.signal);
    }
    const rate = Math.max(1, Math.round(maxRate / 2));
    for (let i = 0; i < SUSTAINED_ENDPOINTS; i++)
      await receiver.setSecret(`/hooks/${i}`, await createEndpoint(server, `${receiver.url}/hooks/${i}`));

    // What a message costs, so that the account's debits count the messages accepted (server truth: a request
    // the load generator cut at the end of a run may still have been accepted, and owes its deliveries).
    const owed = (messages: number) => messages * EVENTS_PER_MESSAGE * SUSTAINED_ENDPOINTS;
    const before = await steadyBalance(server.url);
    await seedMessages(server.url, 1, `sustained-${engine}-price`);
    const balance = await steadyBalance(server.url);
    const price = before - balance;
    if (price <= 0) throw new Error(`a send cost ${price} credits: the debits cannot count the messages`);
    await waitForDeliveries(receiver, owed(1), ctx.load.signal);

    // The price message's deliveries have arrived: every receipt from here on is the warm-up's or the run's.
    await receiver.reset();
    ctx.progress(
      `sustained: ${label}: ${rate} sends/s (half of ${Math.round(maxRate)}), ${SUSTAINED_ENDPOINTS} endpoints: ` +
        `warm-up ${WARMUP_S} s, then ${ctx.sustainedS} s measured`,
    );
    const warmStart = Date.now();
    const warmup = await measureRound(cell("warmup", rate), settings, 0, WARMUP_S);
    // No pause here: a drain of the warm-up's deliveries left the server idle, and the run measured its waking.
    const runStart = Date.now();
    const round = await measureRound(cell("measured", rate), settings, 0, ctx.sustainedS);
    const runEnd = Date.now();
    ctx.progress(`sustained: ${label}: waiting for the deliveries owed`);
    const accepted = (balance - (await steadyBalance(server.url))) / price;
    const deliveriesExpected = owed(accepted);
    await waitForDeliveries(receiver, deliveriesExpected, ctx.load.signal);
    const counts = await receiver.counts();
    const summary = await receiver.summary([runStart, runEnd]);
    const [byRunStart, byRunEnd] = summary.deliveredBy as [number, number];
    const lastReceipt = Math.max(summary.lastReceipt, runStart);
    const workerSeconds = ((round.cpuUsPerRequest.worker ?? 0) * round.answered) / 1e6;
    return {
      engine,
      seconds: ctx.sustainedS,
      rate,
      maxRate,
      warmupSeconds: WARMUP_S,
      accepted,
      warmupAnswered: warmup.answered,
      warmupSendP99Ms: warmup.p99Ms,
      answered: round.answered,
      errors: round.errors,
      errorKinds: round.errorKinds,
      sendP50Ms: round.p50Ms,
      sendP99Ms: round.p99Ms,
      sendSecondsP99: secondsP99(round.secondP99sMs),
      echoAtPace: null,
      durableEchoAtPace: null,
      machineStalls: stallProbe.between(runStart, runEnd),
      deliveriesExpected,
      deliveriesReceived: counts.distinct,
      duplicates: counts.duplicates,
      badSignatures: counts.bad,
      deliveryP50Ms: summary.deliveryP50Ms,
      deliveryP99Ms: summary.deliveryP99Ms,
      memory: round.memory,
      cpuUsPerSend: round.cpuUsPerRequest,
      deliveredDuringRun: byRunEnd,
      deliveriesPerSecond: summary.receipts / Math.max(0.001, (lastReceipt - warmStart) / 1000),
      drainS: Math.max(0, (lastReceipt - runEnd) / 1000),
      workerUsPerDelivery: byRunEnd > byRunStart ? (workerSeconds * 1e6) / (byRunEnd - byRunStart) : null,
    };
  } finally {
    await server.stop();
    await Promise.all([receiver.close(), stallProbe.close()]);
  }
}

/**
 * Waits until the account's newest event has not changed for 3 s: every message sent so far has finished its
 * simulated lifecycle (its steps are 400 ms apart by default), so none of its events reaches a later endpoint.
 */
async function quietEvents(url: string, signal: AbortSignal): Promise<void> {
  let last: string | undefined;
  let since = Date.now();
  while (Date.now() - since < 3000) {
    if (signal.aborted) throw signal.reason;
    await sleep(250);
    const res = await readWhileBusy(`${url}/v1/events?limit=1`);
    const body = (await res.json()) as { data?: Array<{ event_id?: string }> };
    if (res.status !== 200)
      throw new Error(`listing events: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    const newest = body.data?.[0]?.event_id;
    if (newest !== last) {
      last = newest;
      since = Date.now();
    }
  }
}

/**
 * An unmeasured read, asked again after a second while the answer is 503: the server's documented answer while
 * another process holds SQLite's write lock past the busy timeout (a worker's backlog on busy cores).
 */
async function readWhileBusy(url: string): Promise<Response> {
  const read = () => fetchRetrying(url, { headers: { authorization: JSON_HEADERS.authorization } });
  let res = await read();
  for (let attempt = 1; res.status === 503 && attempt < 30; attempt++) {
    await res.arrayBuffer();
    await sleep(1000);
    res = await read();
  }
  return res;
}

/** The account's test balance once it has not moved for a second (sends still in flight have been debited). */
async function steadyBalance(url: string): Promise<number> {
  const read = async (): Promise<number> => {
    const res = await readWhileBusy(`${url}/v1/account`);
    const body = (await res.json()) as { data?: { balance?: number } };
    if (res.status !== 200 || typeof body.data?.balance !== "number")
      throw new Error(`reading the account: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body.data.balance;
  };
  let last = await read();
  for (;;) {
    await sleep(1000);
    const now = await read();
    if (now === last) return now;
    last = now;
  }
}

/**
 * Waits until `expected` distinct deliveries arrived, or none has for 10 s. No other limit than the bench's
 * deadline (`signal`): a backlog still arriving is not a lost delivery (a 5-minute cap once counted 9,596 of
 * PostgreSQL's, which arrived, as missing).
 */
async function waitForDeliveries(
  receiver: ReceiverProcess,
  expected: number,
  signal: AbortSignal,
): Promise<void> {
  let seen = -1;
  let since = Date.now();
  for (;;) {
    const { distinct } = await receiver.counts();
    if (distinct >= expected) return;
    if (signal.aborted) throw signal.reason;
    if (distinct !== seen) {
      seen = distinct;
      since = Date.now();
    } else if (Date.now() - since > 10_000) return;
    await sleep(100);
  }
}
