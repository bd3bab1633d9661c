import type { Notifier, Storage, Stores } from "../../domain/ports.js";
import { nextRetryDelayMs } from "../../domain/webhooks/retry-schedule.js";
import type { UrlPolicy } from "../../domain/webhooks/url-safety.js";
import type {
  AttemptDecision,
  AttemptOutcome,
  ClaimedDelivery,
} from "../../domain/webhooks/webhook-model.js";
import {
  createWebhookAgents,
  destroyWebhookAgents,
  postWebhook,
  type WebhookAgents,
} from "./http-delivery.js";
import { webhookBody, webhookHeaders } from "./webhook-payload.js";

/** Continuous failure for this long disables an endpoint (`failing`), api-v1.md §9. */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/** Most deliveries one endpoint's slot sends in a row before it is given back to the poll. */
export const MAX_CHAIN = 16;

/** Attempts in flight at once by default, across endpoints (one per endpoint). */
export const DEFAULT_CONCURRENCY = 16;

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
  /** Storage, which holds the delivery queue. */
  storage: Storage;
  /** Wake-ups when deliveries are queued (by this or another process); the poll runs anyway. */
  notifier?: Notifier;
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
  /** Attempts in flight at once, across endpoints ({@link DEFAULT_CONCURRENCY} by default); one per endpoint, so a healthy endpoint gets events in order. */
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
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly busyEndpoints = new Set<string>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running = false;
  private wakePending = false;
  private readonly now: () => number;
  private lastSweep = Number.NEGATIVE_INFINITY;
  private unsubscribe: (() => void) | undefined;

  // Connections to endpoints are kept alive between deliveries: a busy endpoint is not reconnected each time.
  private readonly agents: WebhookAgents;
  private readonly concurrency: number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.agents = createWebhookAgents({
      maxSockets: this.concurrency,
      connectTimeoutMs: options.timeoutMs ?? 15_000,
    });
  }

  /** Starts polling, and listening for wake-ups. */
  start(): void {
    this.running = true;
    this.unsubscribe = this.options.notifier?.subscribe("deliveries", () => this.wake());
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

  /**
   * Stops claiming, lets the attempts in flight finish and be recorded (each is bounded by the attempt
   * timeout), then releases nothing held: a finished attempt ends its claim. `abortAfterMs` aborts the
   * attempts still running after that long; their claims are given back, so another worker sends them at once.
   */
  async close(abortAfterMs = this.options.timeoutMs ?? 15_000): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    const abortTimer = setTimeout(() => this.abort.abort(), abortAfterMs);
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values());
    clearTimeout(abortTimer);
    await destroyWebhookAgents(this.agents);
  }

  /** Starts every due delivery that has a free slot; settles when those attempts (and the ones chained after them) are recorded. */
  async poll(): Promise<void> {
    const concurrency = this.concurrency;
    if (this.stopped) return;
    await this.sweepFailing();
    if (this.inFlight.size >= concurrency) return;
    const nowIso = new Date(this.now()).toISOString();
    const started: Promise<void>[] = [];
    const due = await this.options.storage.read.deliveries.dueEndpoints(
      nowIso,
      concurrency + this.busyEndpoints.size,
    );
    for (const webhookId of due) {
      if (this.inFlight.size >= concurrency || this.stopped) break;
      // Also guards an attempt that outlived its lease: this instance never sends it twice at once.
      if (this.busyEndpoints.has(webhookId)) continue;
      this.busyEndpoints.add(webhookId);
      const delivery = await this.claim(webhookId).catch((err: unknown) => {
        this.busyEndpoints.delete(webhookId);
        throw err;
      });
      if (!delivery) {
        this.busyEndpoints.delete(webhookId);
        continue;
      }
      if (this.stopped) {
        // close() ran during the claim and may have closed the pools already: give it back unsent.
        this.busyEndpoints.delete(webhookId);
        await this.options.storage.transaction((tx) => tx.deliveries.release(delivery), { durable: false });
        break;
      }
      started.push(this.run(delivery, 1));
    }
    await Promise.all(started);
  }

  /**
   * Sends a claimed delivery in its endpoint's slot. Once it is delivered, the endpoint's next due delivery
   * takes the slot at once, without a poll of every endpoint (a backlog drains at the endpoint's pace), up
   * to {@link MAX_CHAIN} in a row so that other endpoints waiting for a slot get one. Settles when the
   * last delivery of the chain is recorded.
   */
  private run(delivery: ClaimedDelivery, chained: number): Promise<void> {
    this.busyEndpoints.add(delivery.webhook_id);
    const run = this.attempt(delivery, chained < MAX_CHAIN)
      .catch((err: unknown): undefined => {
        this.options.logger.error(
          { err, webhook_id: delivery.webhook_id, event_id: delivery.event_id },
          "webhook attempt crashed",
        );
        return undefined;
      })
      .then((next): Promise<void> | undefined => {
        this.inFlight.delete(delivery.delivery_id);
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
  private claim(webhookId: string): Promise<ClaimedDelivery | undefined> {
    // Losing a claim to a crash only means the delivery is claimed (and sent) again, same webhook-id.
    return this.options.storage.transaction((tx) => this.claimIn(tx, webhookId), { durable: false });
  }

  private claimIn(tx: Stores, webhookId: string): Promise<ClaimedDelivery | undefined> {
    const now = this.now();
    return tx.deliveries.claim(
      webhookId,
      new Date(now).toISOString(),
      new Date(now + this.leaseMs()).toISOString(),
    );
  }

  private schedulePoll(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wakePending = false;
      // Attempts run in the background: the next poll is not held up by a slow endpoint.
      this.poll().catch((err: unknown) => {
        this.options.logger.error({ err }, "reading the webhook queue failed");
      });
      this.schedulePoll(this.options.pollIntervalMs ?? 200);
    }, delayMs);
    this.timer.unref();
  }

  /** Disables endpoints failing for the whole period even when no attempt is due to notice it (api-v1.md §9). */
  private async sweepFailing(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < (this.options.failingSweepIntervalMs ?? 60_000)) return;
    this.lastSweep = now;
    const cutoff = new Date(now - (this.options.failingAfterMs ?? FAILING_DISABLE_AFTER_MS)).toISOString();
    const disabled = await this.options.storage.transaction((tx) => tx.deliveries.disableFailing(cutoff));
    for (const webhook_id of disabled) {
      this.options.logger.warn({ webhook_id }, "webhook endpoint disabled: failing for the whole period");
    }
  }

  private leaseMs(): number {
    return this.options.leaseMs ?? 2 * (this.options.timeoutMs ?? 15_000);
  }

  /**
   * Sends one delivery and records it. When it was delivered and recorded (the claim was still held) and
   * `chain` allows, the endpoint's next due delivery is claimed in the same transaction and returned: one
   * commit per delivery instead of two.
   */
  private async attempt(delivery: ClaimedDelivery, chain: boolean): Promise<ClaimedDelivery | undefined> {
    const startedAt = this.now();
    const body = webhookBody(delivery, delivery.api_version);
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
      await this.options.storage.transaction((tx) => tx.deliveries.release(delivery), { durable: false });
      return undefined;
    }
    const atIso = new Date(startedAt).toISOString();
    const { recorded, next } = await this.options.storage.transaction(
      async (tx) => {
        const recorded = await tx.deliveries.record(delivery, outcome, atIso, (streak) =>
          this.decide(outcome, streak),
        );
        // Only a healthy endpoint keeps its slot: a failed delivery waits for its retry in the queue. A claim
        // that fails undoes the record with it; the delivery is then sent again once its lease runs out, with
        // the same webhook-id, as after a crash.
        const keep = recorded && outcome.error === null && chain && !this.stopped;
        return { recorded, next: keep ? await this.claimIn(tx, delivery.webhook_id) : undefined };
      },
      // Not durable on every engine: a lost record means one more delivery with the same webhook-id.
      { durable: false },
    );
    if (!recorded) {
      this.options.logger.warn(
        { webhook_id: delivery.webhook_id, event_id: delivery.event_id, lease_until: delivery.lease_until },
        "webhook attempt not recorded: its lease ran out and another instance took the delivery over, or it was deleted",
      );
      return undefined;
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
    return next;
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
