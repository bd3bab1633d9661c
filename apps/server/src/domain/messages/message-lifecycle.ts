import { DomainError } from "../errors.js";
import { newEventId } from "../ids.js";
import { canTransition, type MessageError, type MessageStatus } from "../lifecycle.js";
import { type Caller, type EventRecord, type MessageRecord, publicMessage } from "../model.js";
import type { Clock, Notifier, StatusUpdate, Storage, Stores } from "../ports.js";

/** What the lifecycle uses. */
export interface LifecycleDeps {
  /** Storage: each change is one transaction with its outbox event and the event's deliveries. */
  storage: Storage;
  /** Wakes the webhook dispatcher once an event is committed. */
  notifier: Notifier;
  /** Clock; defaults to the system clock. */
  now?: Clock;
}

/**
 * How often an update reads the message before it gives up to the carrier's retry. Each lost race is a step
 * the winner took along the §7 table, whose longest path has four steps, so a fifth read always decides.
 */
const MAX_STATUS_READS = 5;

/**
 * Applies status changes: each is one step of the §7 table, appended to the history and written with
 * its outbox event (and that event's webhook deliveries) in one transaction, guarded by the sequence it
 * read. A late or backward update changes nothing.
 */
export class MessageLifecycle {
  constructor(private readonly deps: LifecycleDeps) {}

  private nowIso(): string {
    return (this.deps.now ?? (() => new Date()))().toISOString();
  }

  /**
   * Applies one carrier update; resolves with the updated message, or undefined when it was ignored.
   * Not a durable commit on every engine: after a crash the carrier re-drives lost steps.
   */
  async apply(update: StatusUpdate): Promise<MessageRecord | undefined> {
    const at = update.at ?? this.nowIso();
    for (let read = 1; ; read++) {
      try {
        const result = await this.applyOnce(update, at);
        if (result) this.deps.notifier.publish("deliveries");
        return result?.message;
      } catch (err) {
        // A change (a cancel, another instance's update) committed between our read and our write, as it can
        // where transactions run side by side: read again, so this update applies after the winner or is
        // ignored as late, like any update that arrives after the change it lost to.
        if (!(err instanceof StaleStatusError) || read >= MAX_STATUS_READS) throw err;
      }
    }
  }

  private applyOnce(update: StatusUpdate, at: string) {
    return this.deps.storage.transaction(
      async (tx) => {
        const m = await tx.messages.findById(update.message_id);
        if (!m || !canTransition(m.status, update.status)) return undefined;
        return this.change(tx, m, update.status, update.error ?? null, at, m.credits_used);
      },
      { durable: false },
    );
  }

  /** Cancels a queued message of the caller and refunds it; `message_not_found`, or `message_not_cancellable` unless queued. */
  async cancel(caller: Caller, messageId: string): Promise<MessageRecord> {
    const at = this.nowIso();
    const result = await this.cancelOnce(caller, messageId, at).catch((err: unknown) => {
      // The carrier (or another cancel) changed the message between the read and the write: it won, and a
      // message that has left `queued` cannot be cancelled.
      if (err instanceof StaleStatusError)
        throw new DomainError(
          "message_not_cancellable",
          "The message left the queued state while being cancelled.",
        );
      throw err;
    });
    this.deps.notifier.publish("deliveries");
    return result.message;
  }

  private cancelOnce(caller: Caller, messageId: string, at: string) {
    return this.deps.storage.transaction(async (tx) => {
      const m = await tx.messages.find(caller.account.account_id, caller.mode, messageId);
      if (!m) throw new DomainError("message_not_found", `No message ${messageId} in this account and mode.`);
      if (m.status !== "queued")
        throw new DomainError(
          "message_not_cancellable",
          `Only queued messages can be cancelled; this one is ${m.status}.`,
        );
      if (m.credits_used > 0) await tx.ledger.refund(m.account_id, m.mode, m.credits_used, m.message_id, at);
      return this.change(tx, m, "cancelled", null, at, 0);
    });
  }

  private async change(
    tx: Stores,
    m: MessageRecord,
    status: MessageStatus,
    error: MessageError | null,
    at: string,
    creditsUsed: number,
  ): Promise<{ message: MessageRecord; event: EventRecord }> {
    if (!(await tx.messages.updateStatus(m.message_id, m, status, at, error, creditsUsed))) {
      // Another instance changed it between our read and write: its change wins, the transaction rolls back.
      throw new StaleStatusError(m.message_id);
    }
    const sequence = m.sequence + 1;
    const message: MessageRecord = {
      ...m,
      status,
      error,
      credits_used: creditsUsed,
      updated_at: at,
      sequence,
      status_history: [...m.status_history, { status, at }],
    };
    const event: EventRecord = {
      event_id: newEventId(),
      account_id: m.account_id,
      mode: m.mode,
      type: `sms.${status}`,
      message_id: m.message_id,
      created_at: at,
      data: { message: publicMessage(message), previous_status: m.status, sequence },
    };
    await tx.events.insert(event);
    return { message, event };
  }
}

/** A status change lost a race with a concurrent one (its guard matched nothing); the carrier may retry. */
export class StaleStatusError extends Error {
  constructor(messageId: string) {
    super(`status of ${messageId} changed concurrently`);
    this.name = "StaleStatusError";
  }
}
