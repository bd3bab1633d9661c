import type { Caller } from "../model.js";
import type { EventReads, Notifier, OutboxPosition, PositionedEvent } from "../ports.js";

/** What {@link followOutbox} reads and waits on. */
export interface FollowOutboxDeps {
  /** The outbox. */
  events: EventReads;
  /** Wake-ups: every commit that records an event publishes `deliveries` (events are the delivery outbox). */
  notifier: Notifier;
  /** Longest wait for a wake-up before reading again (other processes' commits on SQLite wake nobody here). */
  pollMs: number;
  /** Events read at a time; a burst beyond it is read in several turns. */
  batchSize?: number;
}

/** Where to follow from and what to do with each batch. */
export interface FollowOutboxOptions {
  /** Read events recorded after this position; from the first event when undefined. */
  after: OutboxPosition | undefined;
  /** Only these event types; every type when undefined. */
  types?: readonly string[];
  /** Ends the following. */
  signal: AbortSignal;
  /** Receives each batch in order; the next read waits for it (a slow client holds its own stream back). */
  deliver(events: PositionedEvent[]): Promise<void>;
}

/**
 * Follows the outbox of the caller's account and mode: reads what was recorded after the position, hands it
 * to `deliver`, and waits for the next wake-up or poll, until the signal aborts. Resolves then; rejects when
 * a read or `deliver` fails (the caller ends the stream, and its client resumes after what it received).
 */
export async function followOutbox(
  deps: FollowOutboxDeps,
  caller: Caller,
  options: FollowOutboxOptions,
): Promise<void> {
  const { signal } = options;
  let after = options.after;
  // Set by a wake-up that arrives while reading, so it is not lost before the wait starts.
  let woken = false;
  let wake: (() => void) | undefined;
  const onWake = () => {
    woken = true;
    wake?.();
  };
  const unsubscribe = deps.notifier.subscribe("deliveries", onWake);
  signal.addEventListener("abort", onWake);
  try {
    while (!signal.aborted) {
      woken = false;
      const batch = await deps.events.readOutbox(caller.account.account_id, caller.mode, {
        after,
        ...(options.types === undefined ? {} : { types: options.types }),
        limit: deps.batchSize ?? 100,
      });
      if (signal.aborted) return;
      if (batch.length > 0) {
        await options.deliver(batch);
        after = batch[batch.length - 1]?.position;
        continue;
      }
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, deps.pollMs);
        wake = done;
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
      });
    }
  } finally {
    unsubscribe();
    signal.removeEventListener("abort", onWake);
  }
}
