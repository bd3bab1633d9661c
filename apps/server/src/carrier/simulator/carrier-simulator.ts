import {
  canTransition,
  type MessageError,
  type MessageErrorCode,
  type MessageStatus,
} from "../../domain/lifecycle.js";
import type { MessageRecord } from "../../domain/model.js";
import type { CarrierGateway, StatusSink } from "../../domain/ports.js";

/** A final outcome the live simulator can pick. */
export type LiveOutcome = "delivered" | "undelivered" | "rejected" | "failed" | "expired";

/** Options of the simulated carrier. */
export interface SimulatorOptions {
  /** Receives each status step; answers false when the step was ignored. */
  sink: StatusSink;
  /** How long `919000000006` stays queued (test mode). Default 60 000 ms. */
  holdMs?: number;
  /** Delay between steps for ordinary test-mode numbers. Default 400 ms (delivered within ~2 s). */
  testStepMs?: number;
  /** Delay between steps in live mode. */
  liveStepMs?: number;
  /** Probability of each live outcome; normalised, missing ones are 0. */
  liveOutcomes?: Partial<Record<LiveOutcome, number>>;
  /** Source of randomness in [0, 1), for live outcomes. */
  random?: () => number;
}

/** Delay before a status update that could not be stored is delivered again. */
export const RETRY_STEP_MS = 1000;

interface Step {
  status: MessageStatus;
  error?: MessageError;
  /** Delay after the previous step (or after acceptance for the first). */
  delayMs: number;
}

const ERRORS: Record<MessageErrorCode, MessageError> = {
  number_unreachable: {
    code: "number_unreachable",
    message: "The handset could not be reached.",
    permanent: false,
  },
  dnd_blocked: {
    code: "dnd_blocked",
    message: "The recipient is on the do-not-disturb registry.",
    permanent: true,
  },
  recipient_opted_out: { code: "recipient_opted_out", message: "The recipient opted out.", permanent: true },
  carrier_rejected: {
    code: "carrier_rejected",
    message: "The carrier rejected the message.",
    permanent: false,
  },
  dlt_template_mismatch: {
    code: "dlt_template_mismatch",
    message: "The text does not match the DLT template.",
    permanent: true,
  },
  validity_expired: {
    code: "validity_expired",
    message: "The message expired before it could be delivered.",
    permanent: false,
  },
  carrier_error: {
    code: "carrier_error",
    message: "The carrier reported an internal error.",
    permanent: false,
  },
};

const OUTCOME_ERROR: Record<LiveOutcome, MessageError | undefined> = {
  delivered: undefined,
  undelivered: ERRORS.number_unreachable,
  rejected: ERRORS.carrier_rejected,
  failed: ERRORS.carrier_error,
  expired: ERRORS.validity_expired,
};

const LIVE_FALLBACK_ORDER: readonly LiveOutcome[] = [
  "delivered",
  "undelivered",
  "expired",
  "failed",
  "rejected",
];

function walk(outcome: LiveOutcome, firstDelay: number, stepMs: number): Step[] {
  const path: MessageStatus[] =
    outcome === "delivered" || outcome === "expired"
      ? ["processing", "submitted", "sent", outcome]
      : ["processing", "submitted", outcome];
  return path.map((status, i) => ({
    status,
    delayMs: i === 0 ? firstDelay : stepMs,
    ...(i === path.length - 1 && OUTCOME_ERROR[outcome] ? { error: OUTCOME_ERROR[outcome] } : {}),
  }));
}

/**
 * The default carrier adapter: nothing leaves the process. Test mode follows the magic numbers of
 * api-v1.md §7; live mode picks outcomes by the configured rates after the configured delays.
 */
export class CarrierSimulator implements CarrierGateway {
  /** The pending step of each message still being driven. */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  constructor(private readonly options: SimulatorOptions) {}

  /**
   * The steps a message takes from `queued` to its final status. A live outcome is drawn only among
   * those still reachable from `status` (default `queued`), so a resumed message can always finish.
   */
  plan(message: Pick<MessageRecord, "to" | "mode"> & { status?: MessageStatus }): Step[] {
    const o = this.options;
    if (message.mode === "live") {
      const outcome = this.pickLiveOutcome(message.status ?? "queued");
      return walk(outcome, o.liveStepMs ?? 1000, o.liveStepMs ?? 1000);
    }
    switch (message.to) {
      case "919000000001":
        return walk("delivered", 0, 0);
      case "919000000002":
        return walk("undelivered", 0, 0);
      case "919000000003":
        return withError(walk("rejected", 0, 0), ERRORS.dnd_blocked);
      case "919000000004":
        return walk("failed", 0, 0);
      case "919000000005":
        return walk("expired", 0, 0);
      case "919000000006":
        return walk("delivered", o.holdMs ?? 60_000, 0);
      default:
        return walk("delivered", o.testStepMs ?? 400, o.testStepMs ?? 400);
    }
  }

  /** Schedules the steps of a new message; does nothing once stopped. */
  submit(message: MessageRecord): void {
    this.resume(message);
  }

  /** True while a step of the message is still scheduled here. */
  tracks(messageId: string): boolean {
    return this.timers.has(messageId);
  }

  /** Schedules the remaining steps of a message taken over in its current status; does nothing once stopped. */
  resume(message: MessageRecord): void {
    if (this.timers.has(message.message_id)) return;
    if (this.stopped) return;
    const steps = this.plan(message);
    // Resuming after a restart: continue at the first step legal from the current status (a message
    // in `sent` whose plan has no `sent` goes straight to its outcome), counting time from acceptance.
    const next = steps.findIndex((s) => canTransition(message.status, s.status));
    if (next < 0) return;
    const remaining = steps.slice(next);
    const first = remaining[0] as Step;
    const elapsed = message.status === "queued" ? Date.now() - Date.parse(message.submitted_at) : 0;
    this.schedule(message.message_id, [
      { ...first, delayMs: Math.max(0, first.delayMs - elapsed) },
      ...remaining.slice(1),
    ]);
  }

  /** Cancels every scheduled step; later submits are ignored. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private schedule(messageId: string, steps: Step[]): void {
    const [step, ...rest] = steps;
    if (!step || this.stopped) return;
    const timer = setTimeout(() => {
      if (this.stopped) return;
      this.options.sink({ message_id: messageId, status: step.status, error: step.error ?? null }).then(
        (applied) => {
          this.timers.delete(messageId);
          if (applied) this.schedule(messageId, rest);
        },
        () => {
          // Not stored (the sink logged why): the same step again shortly, as a carrier redelivers a callback.
          this.timers.delete(messageId);
          this.schedule(messageId, [{ ...step, delayMs: RETRY_STEP_MS }, ...rest]);
        },
      );
    }, step.delayMs);
    this.timers.set(messageId, timer);
  }

  private pickLiveOutcome(from: MessageStatus): LiveOutcome {
    const reachable = (outcome: LiveOutcome) =>
      walk(outcome, 0, 0).some((s) => canTransition(from, s.status));
    const rates = this.options.liveOutcomes ?? { delivered: 1 };
    const entries = (Object.entries(rates) as [LiveOutcome, number][]).filter(
      ([o, r]) => r > 0 && reachable(o),
    );
    // Every configured outcome is out of reach (e.g. only `failed` for a message already `sent`):
    // the first reachable one in this order, since every status before the terminal ones reaches one.
    if (entries.length === 0) return LIVE_FALLBACK_ORDER.find(reachable) ?? "delivered";
    const total = entries.reduce((s, [, r]) => s + r, 0);
    let x = (this.options.random ?? Math.random)() * total;
    for (const [outcome, rate] of entries) {
      if (x < rate) return outcome;
      x -= rate;
    }
    return entries.at(-1)?.[0] ?? "delivered";
  }
}

function withError(steps: Step[], error: MessageError): Step[] {
  return steps.map((s, i) => (i === steps.length - 1 ? { ...s, error } : s));
}
