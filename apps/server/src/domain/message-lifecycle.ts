import { EventEmitter } from "node:events";
import type { Database } from "../data-access/database.js";
import type { EventRecord, EventRepository } from "../data-access/event-repository.js";
import type { LedgerRepository } from "../data-access/ledger-repository.js";
import type { MessageRecord, MessageRepository } from "../data-access/message-repository.js";
import { ApiError } from "./errors.js";
import { newEventId, nowIso } from "./ids.js";
import { canTransition, type MessageError, type MessageStatus } from "./lifecycle.js";
import type { Caller } from "./types.js";

/** A status update reported by a carrier adapter. */
export interface StatusUpdate {
  /** Message the carrier reports on. */
  message_id: string;
  /** The status the message entered. */
  status: MessageStatus;
  /** Why it failed, for failure statuses. */
  error?: MessageError | null;
  /** When the carrier saw it; defaults to now. */
  at?: string;
}

/** Events emitted after a commit, for in-process listeners (e.g. webhook delivery wake-ups). */
export interface LifecycleEvents {
  /** A status change's outbox event, after its transaction committed. */
  event: [EventRecord];
}

/**
 * Applies status changes: each is one step of the §7 table, appended to the history and written with
 * its outbox event in one transaction. A late or backward update changes nothing.
 */
export class MessageLifecycle {
  /** Emits `event` after each committed status change. */
  readonly emitter = new EventEmitter<LifecycleEvents>();

  constructor(
    private readonly db: Database,
    private readonly messages: MessageRepository,
    private readonly events: EventRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Applies one carrier update; returns the updated message, or undefined when it was ignored.
   * Not a durable commit: after a power loss the carrier adapter re-drives lost steps.
   */
  apply(update: StatusUpdate): MessageRecord | undefined {
    const at = update.at ?? nowIso();
    const result = this.db.transaction(
      () => {
        const m = this.messages.findById(update.message_id);
        if (!m || !canTransition(m.status, update.status)) return undefined;
        return this.change(m, update.status, update.error ?? null, at, m.credits_used);
      },
      { durable: false },
    );
    if (result) this.emitter.emit("event", result.event);
    return result?.message;
  }

  /** Cancels a queued message of the caller and refunds it; 404 when not visible, 409 unless queued. */
  cancel(caller: Caller, messageId: string): MessageRecord {
    const at = nowIso();
    const result = this.db.transaction(() => {
      const m = this.messages.find(caller.account.account_id, caller.mode, messageId);
      if (!m)
        throw new ApiError(404, "message_not_found", `No message ${messageId} in this account and mode.`);
      if (m.status !== "queued")
        throw new ApiError(
          409,
          "message_not_cancellable",
          `Only queued messages can be cancelled; this one is ${m.status}.`,
        );
      if (m.credits_used > 0) this.ledger.refund(m.account_id, m.mode, m.credits_used, m.message_id, at);
      return this.change(m, "cancelled", null, at, 0);
    });
    this.emitter.emit("event", result.event);
    return result.message;
  }

  private change(
    m: MessageRecord,
    status: MessageStatus,
    error: MessageError | null,
    at: string,
    creditsUsed: number,
  ): { message: MessageRecord; event: EventRecord } {
    if (!this.messages.updateStatus(m.message_id, m, status, at, error, creditsUsed)) {
      throw new Error(`status of ${m.message_id} changed concurrently inside a write transaction`);
    }
    const sequence = m.sequence + 1;
    const event: EventRecord = {
      event_id: newEventId(),
      account_id: m.account_id,
      mode: m.mode,
      type: `sms.${status}`,
      message_id: m.message_id,
      created_at: at,
      data: {
        message_id: m.message_id,
        status,
        previous_status: m.status,
        sequence,
        to: m.to,
        template_id: m.template_id,
        error,
        credits_used: creditsUsed,
        segments: m.segments,
        status_changed_at: at,
      },
    };
    this.events.insert(event);
    const message: MessageRecord = {
      ...m,
      status,
      error,
      credits_used: creditsUsed,
      updated_at: at,
      sequence,
      status_history: [...m.status_history, { status, at }],
    };
    return { message, event };
  }
}
