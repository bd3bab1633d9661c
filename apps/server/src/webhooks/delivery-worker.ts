import type { Database } from "../data-access/database.js";
import { type AttemptDecision, type ClaimedDelivery, DeliveryQueue } from "./delivery-queue.js";
import { type AttemptOutcome, createWebhookAgents, postWebhook } from "./http-delivery.js";
import { webhookBody, webhookHeaders } from "./payload.js";
import { nextRetryDelayMs } from "./retry-schedule.js";
import type { UrlPolicy } from "./url-safety.js";

/** Continuous failure for this long disables an endpoint (`failing`), api-v1.md §9. */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/** Most deliveries one endpoint's slot sends in a row before it is given back to the poll. */
export const MAX_CHAIN = 16;

/** Shortest wait honoured from a `Retry-After` header. */
export const MIN_RETRY_AFTER_MS = 1000;

/** The subset of a pino logger the worker uses. */
export interface WorkerLogger {
  /** Every delivered attempt: also recorded in the database, so not at `info` (the line cost ~12 % of the delivery rate). */
  debug(obj: object, msg: string): void;
  /** Every failed attempt. */
  info(obj: object, msg: string): void;
  /** Endpoints disabled and attempts whose claim was lost before recording. */
  warn(obj: object, msg: string): void;
  /** Faults of the worker itself, such as a failed queue read. */
  error(obj: object, msg: string): void;
}

/** Options of the delivery worker. */
export interface DeliveryWorkerOptions {
  /** The server's database, which holds the delivery queue. */
  db: Database;
  /** Seconds before each retry (`WEBHOOK_RETRY_SCHEDULE` or the default). */
  schedule: readonly number[];
  /** URL policy applied again at every attempt. */
  policy: UrlPolicy;
  /** Where attempts and disabled endpoints are reported; never given secrets. */
  logger: WorkerLogger;
  /** Per-attempt limit; 15 s by default. */
  timeoutMs?: number;
  /**
   * How long a claim on a delivery lasts (instances sharing the database file never send it meanwhile);
   * the attempt limit plus 15 s by default, so a live holder always finishes first, and a crashed
   * holder's delivery is taken over (same `webhook-id`) once it runs out.
   */
  leaseMs?: number;
  /** How often the queue is read for due deliveries; 200 ms by default. */
  pollIntervalMs?: number;
  /** Attempts in flight at once, across endpoints; one per endpoint, so a healthy endpoint gets events in order. */
  concurrency?: number;
  /** Failure streak that disables an endpoint; 5 days by default. */
  failingAfterMs?: number;
  /** How often endpoints are checked for a failure streak that ran out with no attempt due; 1 min by default. */
  failingSweepIntervalMs?: number;
  /** Clock (ms since the epoch). */
  now?: () => number;
  /** Jitter source in [0, 1). */
  random?: () => number;
}

/**
 * Sends queued deliveries: polls the queue, signs and POSTs each due delivery, records every attempt and
 * reschedules failures. State lives only in the database, so a crash loses nothing: what was in flight is
 * sent again after a restart, with the same `webhook-id`.
 */
export class DeliveryWorker {
  private readonly queue: DeliveryQueue;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly busyEndpoints = new Set<string>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running = false;
  private wakePending = false;
  private readonly now: () => number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  // Connections to endpoints are kept alive between deliveries: a busy endpoint is not reconnected each time.
  private readonly agents = createWebhookAgents();

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.queue = new DeliveryQueue(options.db);
    this.now = options.now ?? Date.now;
  }

  /** Starts polling. */
  start(): void {
    this.running = true;
    this.schedulePoll(0);
  }

  /** Polls at once (after a test event is queued) instead of waiting for the next tick. */
  wake(): void {
    if (this.stopped || !this.running || this.wakePending) return;
    // A burst of wakes (one per status change) makes one poll.
    this.wakePending = true;
    clearTimeout(this.timer);
    this.schedulePoll(0);
  }

  /** Stops polling and aborts attempts in flight; aborted deliveries stay queued for the next start. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await Promise.all(this.inFlight.values());
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Starts every due delivery that has a free slot; settles when those attempts (and the ones chained after them) are recorded. */
  poll(): Promise<void> {
    const concurrency = this.options.concurrency ?? 16;
    if (this.stopped) return Promise.resolve();
    this.sweepFailing();
    if (this.inFlight.size >= concurrency) return Promise.resolve();
    const nowIso = new Date(this.now()).toISOString();
    const started: Promise<void>[] = [];
    for (const webhookId of this.queue.dueEndpoints(nowIso, concurrency + this.busyEndpoints.size)) {
      if (this.inFlight.size >= concurrency) break;
      // Also guards an attempt that outlived its lease: this instance never sends it twice at once.
      if (this.busyEndpoints.has(webhookId)) continue;
      const delivery = this.claim(webhookId);
      if (!delivery) continue;
      started.push(this.run(delivery, 1));
    }
    return Promise.all(started).then(() => undefined);
  }

  /**
   * Sends a claimed delivery in its endpoint's slot. Once it is delivered, the endpoint's next due delivery
   * takes the slot at once, without a poll of every endpoint (a backlog drains at the endpoint's pace), up
   * to {@link MAX_CHAIN} in a row so that other endpoints waiting for a slot get one. Settles when the
   * last delivery of the chain is recorded.
   */
  private run(delivery: ClaimedDelivery, chained: number): Promise<void> {
    this.busyEndpoints.add(delivery.webhook_id);
    const run = this.attempt(delivery)
      .catch((err: unknown) => {
        this.options.logger.error(
          { err, webhook_id: delivery.webhook_id, event_id: delivery.event_id },
          "webhook attempt crashed",
        );
        return false;
      })
      .then((delivered): Promise<void> | undefined => {
        this.inFlight.delete(delivery.delivery_id);
        // Only a healthy endpoint keeps its slot: a failed delivery waits for its retry in the queue.
        const next = delivered && chained < MAX_CHAIN ? this.claimNext(delivery.webhook_id) : undefined;
        if (next) return this.run(next, chained + 1);
        this.busyEndpoints.delete(delivery.webhook_id);
        // Other endpoints, or this one's next event, may be waiting for this slot.
        this.wake();
        return undefined;
      });
    this.inFlight.set(delivery.delivery_id, run);
    return run;
  }

  /** Claims the endpoint's oldest due delivery for one lease from now. */
  private claim(webhookId: string): ClaimedDelivery | undefined {
    const now = this.now();
    return this.queue.claim(
      webhookId,
      new Date(now).toISOString(),
      new Date(now + this.leaseMs()).toISOString(),
    );
  }

  private claimNext(webhookId: string): ClaimedDelivery | undefined {
    if (this.stopped) return undefined;
    try {
      return this.claim(webhookId);
    } catch (err) {
      this.options.logger.error({ err, webhook_id: webhookId }, "reading the webhook queue failed");
      return undefined;
    }
  }

  private schedulePoll(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wakePending = false;
      try {
        // Attempts run in the background: the next poll is not held up by a slow endpoint.
        void this.poll();
      } catch (err) {
        this.options.logger.error({ err }, "reading the webhook queue failed");
      }
      this.schedulePoll(this.options.pollIntervalMs ?? 200);
    }, delayMs);
    this.timer.unref();
  }

  /** Disables endpoints failing for the whole period even when no attempt is due to notice it (api-v1.md §9). */
  private sweepFailing(): void {
    const now = this.now();
    if (now - this.lastSweep < (this.options.failingSweepIntervalMs ?? 60_000)) return;
    this.lastSweep = now;
    const cutoff = new Date(now - (this.options.failingAfterMs ?? FAILING_DISABLE_AFTER_MS)).toISOString();
    for (const webhook_id of this.queue.disableFailing(cutoff)) {
      this.options.logger.warn({ webhook_id }, "webhook endpoint disabled: failing for the whole period");
    }
  }

  private leaseMs(): number {
    return this.options.leaseMs ?? (this.options.timeoutMs ?? 15_000) + 15_000;
  }

  /** Sends one delivery and records it; true when it was delivered and recorded (the claim was still held). */
  private async attempt(delivery: ClaimedDelivery): Promise<boolean> {
    const startedAt = this.now();
    const body = webhookBody(delivery);
    const outcome = await postWebhook({
      url: delivery.url,
      headers: webhookHeaders(delivery.event_id, body, delivery.secrets, startedAt),
      body,
      timeoutMs: this.options.timeoutMs ?? 15_000,
      policy: this.options.policy,
      signal: this.abort.signal,
      agents: this.agents,
    });
    if (this.abort.signal.aborted) {
      this.queue.release(delivery);
      return false;
    }
    const atIso = new Date(startedAt).toISOString();
    if (!this.queue.record(delivery, outcome, atIso, (streak) => this.decide(outcome, streak))) {
      this.options.logger.warn(
        { webhook_id: delivery.webhook_id, event_id: delivery.event_id, lease_until: delivery.lease_until },
        "webhook attempt not recorded: its lease ran out and another instance took the delivery over, or it was deleted",
      );
      return false;
    }
    const line = {
      webhook_id: delivery.webhook_id,
      event_id: delivery.event_id,
      attempt: delivery.attempts + 1,
      status_code: outcome.status_code,
      latency_ms: outcome.latency_ms,
      error: outcome.error,
    };
    if (outcome.error === null) this.options.logger.debug(line, "webhook delivered");
    else this.options.logger.info(line, "webhook attempt failed");
    return outcome.error === null;
  }

  private decide(
    outcome: AttemptOutcome,
    streak: { attempts: number; failing_since: string | null },
  ): AttemptDecision {
    const now = this.now();
    if (outcome.error === null) return { state: "succeeded", next_attempt_at: null, disable: null };
    // Retry-After replaces the wait, not the number of attempts: a receiver that always answers 429
    // cannot keep a delivery alive for ever, nor (with `Retry-After: 0`) make us retry in a tight loop.
    const scheduled = nextRetryDelayMs(this.options.schedule, streak.attempts, this.options.random);
    let delay = scheduled;
    if (scheduled !== null && outcome.retry_after_ms !== null)
      delay = Math.max(outcome.retry_after_ms, MIN_RETRY_AFTER_MS);
    const next = delay === null ? null : new Date(now + delay).toISOString();
    let disable: AttemptDecision["disable"] = null;
    if (outcome.status_code === 410) {
      disable = "gone";
    } else if (
      streak.failing_since &&
      now - Date.parse(streak.failing_since) >= (this.options.failingAfterMs ?? FAILING_DISABLE_AFTER_MS)
    ) {
      disable = "failing";
    }
    return { state: next === null ? "failed" : "pending", next_attempt_at: next, disable };
  }
}
