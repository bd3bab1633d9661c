import type { MessageLifecycle } from "../../domain/messages/message-lifecycle.js";
import type { CarrierGateway, Notifier, StatusSink, Storage } from "../../domain/ports.js";
import type { UrlPolicy } from "../../domain/webhooks/url-safety.js";
import { CarrierDispatcher } from "./carrier-dispatcher.js";
import { DeliveryWorker, type WorkerLogger } from "./webhook-dispatcher.js";

/** How often expired idempotency keys and idle rate-limit buckets are swept. */
export const SWEEP_INTERVAL_MS = 60_000;

/** What the worker role runs on. */
export interface WorkerDeps {
  /** Storage behind the ports. */
  storage: Storage;
  /** Wake-ups from the API role. */
  notifier: Notifier;
  /** Applies the carrier's status updates. */
  lifecycle: MessageLifecycle;
  /** Builds the carrier, given where it reports statuses. */
  carrier: (sink: StatusSink) => CarrierGateway;
  /** This worker's unique name in leases. */
  owner: string;
  /** Logger of the worker's components. */
  logger: WorkerLogger & { child(bindings: object): WorkerLogger };
  /** Webhook URL policy, applied again at every attempt. */
  policy: UrlPolicy;
  /** Seconds before each webhook retry. */
  retrySchedule: readonly number[];
  /** Carrier claim lease. */
  leaseMs?: number;
  /** Per-attempt webhook timeout; the delivery lease is twice it. */
  webhookTimeoutMs?: number;
}

/** A running worker role. */
export interface RunningWorker {
  /** The carrier the dispatcher hands messages to. */
  carrier: CarrierGateway;
  /** The webhook dispatcher (tests wake it). */
  webhooks: DeliveryWorker;
  /** Finishes deliveries in flight, stops the carrier and gives every lease back. */
  stop(): Promise<void>;
}

/** Starts the carrier dispatcher, the webhook dispatcher and the sweeps. */
export function startWorker(deps: WorkerDeps): RunningWorker {
  const logger = deps.logger;
  const sink: StatusSink = async (update) => {
    try {
      return (await deps.lifecycle.apply(update)) !== undefined;
    } catch (err) {
      logger.error({ err, message_id: update.message_id }, "status update failed; the carrier retries it");
      throw err;
    }
  };
  const carrier = deps.carrier(sink);
  const dispatcher = new CarrierDispatcher({
    storage: deps.storage,
    notifier: deps.notifier,
    gateway: carrier,
    owner: deps.owner,
    logger: deps.logger.child({ component: "carrier" }),
    leaseMs: deps.leaseMs,
  });
  const webhooks = new DeliveryWorker({
    storage: deps.storage,
    notifier: deps.notifier,
    schedule: deps.retrySchedule,
    policy: deps.policy,
    logger: deps.logger.child({ component: "webhooks" }),
    timeoutMs: deps.webhookTimeoutMs,
  });
  const sweeper = setInterval(() => {
    const now = Date.now();
    deps.storage
      .transaction(
        async (tx) => {
          await tx.idempotency.purgeExpired(new Date(now).toISOString());
          await tx.rateLimits.sweep(now - 60_000);
        },
        { durable: false },
      )
      .catch((err: unknown) => logger.error({ err }, "sweep failed"));
  }, SWEEP_INTERVAL_MS);
  // Not unref'd: the dispatchers' timers are, so in a worker-only process (no HTTP server) this interval is
  // what keeps the process alive until stop() clears it.
  dispatcher.start();
  webhooks.start();
  let stopping: Promise<void> | undefined;
  return {
    carrier,
    webhooks,
    stop() {
      stopping ??= (async () => {
        clearInterval(sweeper);
        await Promise.all([dispatcher.stop(), webhooks.close()]);
      })();
      return stopping;
    },
  };
}
