/** Options of {@link QueueHeads}. */
export interface QueueHeadsOptions {
  /**
   * The longest a delivery may take from its time to its commit and still be claimed in order: a fan-out's
   * wait for a pooled connection, a retried transaction, the clocks of other machines. 10 s by default.
   */
  marginMs?: number;
  /** How often every endpoint's scan starts from the beginning again, for any delivery older than that (30 s by default). */
  rescanMs?: number;
  /** Clock (ms since the epoch) of the rescans. */
  now?: () => number;
}

/**
 * Where each endpoint's pending deliveries begin, as this process last claimed them: the point the queue's
 * scans of `webhook_deliveries_endpoint_due` start from. A delivery that completes leaves its `pending` index
 * entry behind, dead, at the head of its endpoint's range until VACUUM removes it; a scan from the beginning
 * reads every delivery completed since the last VACUUM.
 *
 * A claim at `now` takes the endpoint's oldest visible pending delivery, due at T. A delivery that becomes
 * visible later with an earlier time t < T committed after `now`, which is more than `now - t` after its time:
 * with that lag bounded by the margin, t >= now - margin. So the scans start at min(T, now - margin): at T
 * exactly while a backlog drains, `margin` before now otherwise. A delivery later than the margin is found by
 * the periodic scan from the beginning: late, never lost. Only a hint of this process, never shared: a
 * missing or old position only means a longer scan.
 */
export class QueueHeads {
  private readonly heads = new Map<string, string>();
  private readonly marginMs: number;
  private readonly rescanMs: number;
  private readonly now: () => number;
  private clearedAt: number;

  constructor(options: QueueHeadsOptions = {}) {
    this.marginMs = options.marginMs ?? 10_000;
    this.rescanMs = options.rescanMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.clearedAt = this.now();
  }

  /** The earliest `next_attempt_at` the endpoint's scan must see ('' scans from the beginning). */
  scanFrom(webhookId: string): string {
    this.expire();
    return this.heads.get(webhookId) ?? "";
  }

  /** Every endpoint with a known head, as the parallel arrays a query unnests. */
  known(): { webhook_ids: string[]; scan_from: string[] } {
    this.expire();
    return { webhook_ids: [...this.heads.keys()], scan_from: [...this.heads.values()] };
  }

  /** Records that the endpoint's oldest pending delivery, claimed at `nowIso`, was due at `nextAttemptAt`. */
  claimed(webhookId: string, nextAttemptAt: string, nowIso: string): void {
    const due = Date.parse(nextAttemptAt);
    const now = Date.parse(nowIso);
    if (Number.isNaN(due) || Number.isNaN(now)) return;
    this.heads.set(webhookId, new Date(Math.min(due, now - this.marginMs)).toISOString());
  }

  private expire(): void {
    const now = this.now();
    if (now - this.clearedAt < this.rescanMs) return;
    this.heads.clear();
    this.clearedAt = now;
  }
}
