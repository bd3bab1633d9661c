import type { CarrierGateway, ClaimedMessage, Notifier, Storage } from "../../domain/ports.js";

/** The subset of a pino logger the dispatcher uses. */
export interface DispatcherLogger {
  /** Leases lost to another worker. */
  warn(obj: object, msg: string): void;
  /** Faults of the dispatcher itself, such as a failed claim. */
  error(obj: object, msg: string): void;
}

/** Options of the carrier dispatcher. */
export interface CarrierDispatcherOptions {
  /** Storage holding the messages and their leases. */
  storage: Storage;
  /** Wake-ups when a message is accepted (by this or another process); the poll runs anyway. */
  notifier: Notifier;
  /** The carrier messages are handed to. */
  gateway: CarrierGateway;
  /** This worker's name in the leases (unique per process). */
  owner: string;
  /** Where faults are reported. */
  logger: DispatcherLogger;
  /** How long a claim lasts; a crashed worker's messages are taken over once it runs out. Default 30 s. */
  leaseMs?: number;
  /** How often the queue is read for unclaimed messages. Default 200 ms. */
  pollIntervalMs?: number;
  /** Most messages one claim takes. Default 100. */
  batchSize?: number;
  /** Clock (ms since the epoch). */
  now?: () => number;
}

/**
 * Hands accepted messages to the carrier, each from exactly one worker: a message is claimed under a
 * lease (renewed while the carrier still drives it), counted when first handed over, and taken over by
 * another worker (resumed in its current status, never submitted again) when its holder dies. State lives
 * in the database only.
 */
export class CarrierDispatcher {
  private readonly held = new Set<string>();
  private pollTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CarrierDispatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 30_000;
  }

  /** Starts polling, renewing and listening for wake-ups. */
  start(): void {
    this.unsubscribe = this.options.notifier.subscribe("messages", () => this.wake());
    this.renewTimer = setInterval(() => void this.renew(), Math.max(100, Math.floor(this.leaseMs / 3)));
    this.renewTimer.unref();
    this.schedule(0);
  }

  /** Polls now instead of at the next tick. */
  wake(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      this.polling = this.poll()
        .catch((err: unknown) => this.options.logger.error({ err }, "claiming carrier work failed"))
        .finally(() => {
          this.polling = undefined;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : (this.options.pollIntervalMs ?? 200));
        });
    }, delayMs);
    this.pollTimer.unref();
  }

  /** Claims unclaimed messages and hands them over; claims again at once after a full batch. */
  async poll(): Promise<void> {
    const batch = this.options.batchSize ?? 100;
    for (;;) {
      if (this.stopped) return;
      const now = this.now();
      // A read first: an idle worker's poll then takes no write lock (SQLite has one for every process).
      if (!(await this.options.storage.read.dispatch.claimable(new Date(now).toISOString()))) return;
      const claimed = await this.options.storage.transaction(
        (tx) =>
          tx.dispatch.claim(
            this.options.owner,
            new Date(now).toISOString(),
            new Date(now + this.leaseMs).toISOString(),
            batch,
          ),
        // A lost claim is claimed again; nothing reaches the carrier before the count below is committed.
        { durable: false },
      );
      for (const message of claimed) await this.handOver(message);
      if (claimed.length < batch) return;
    }
  }

  private async handOver(message: ClaimedMessage): Promise<void> {
    this.held.add(message.message_id);
    if (message.carrier_submissions > 0) {
      this.options.gateway.resume(message);
      return;
    }
    // Counted (durably) before the hand-over: a crash in between leaves a message that is resumed, not sent twice.
    const at = new Date(this.now()).toISOString();
    await this.options.storage.transaction((tx) => tx.dispatch.markSubmitted(message.message_id, at));
    this.options.gateway.submit(message);
  }

  /** Keeps the leases of messages the carrier still drives; gives back the others. */
  private async renew(): Promise<void> {
    if (this.stopped || this.held.size === 0) return;
    const done = [...this.held].filter((id) => !this.options.gateway.tracks(id));
    const driving = [...this.held].filter((id) => this.options.gateway.tracks(id));
    try {
      const leaseUntil = new Date(this.now() + this.leaseMs).toISOString();
      const kept = await this.options.storage.transaction(
        async (tx) => {
          if (done.length > 0) await tx.dispatch.release(this.options.owner, done);
          return tx.dispatch.renew(this.options.owner, driving, leaseUntil);
        },
        { durable: false },
      );
      for (const id of done) this.held.delete(id);
      const lost = driving.filter((id) => !kept.includes(id));
      for (const id of lost) this.held.delete(id);
      if (lost.length > 0)
        this.options.logger.warn({ count: lost.length }, "carrier leases taken over by another worker");
    } catch (err) {
      this.options.logger.error({ err }, "renewing carrier leases failed");
    }
  }

  /** Stops claiming, stops the carrier's pending work, and gives every lease back for another worker. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.pollTimer);
    clearInterval(this.renewTimer);
    await this.polling;
    await this.options.gateway.stop();
    const held = [...this.held];
    this.held.clear();
    if (held.length > 0) {
      await this.options.storage.transaction((tx) => tx.dispatch.release(this.options.owner, held));
    }
  }
}
