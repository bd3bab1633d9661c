import type { Database } from "../data-access/database.js";
import type { AttemptOutcome } from "./http-delivery.js";
import type { StoredEvent } from "./payload.js";

/** A delivery that is due, with what its attempt needs. */
export interface DueDelivery extends StoredEvent {
  delivery_id: string;
  webhook_id: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
}

/** What to do with a delivery after an attempt, decided by the worker. */
export interface AttemptDecision {
  /** `pending` with `next_attempt_at`, or a final state. */
  state: "pending" | "succeeded" | "failed";
  next_attempt_at: string | null;
  /** Disable the endpoint for this reason (after a 410, or 5 days of failure). */
  disable: "gone" | "failing" | null;
}

/** One recorded attempt (wire names). */
export interface AttemptRecord {
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** The durable delivery queue: rows in the server's database, so pending deliveries survive a crash. */
export class DeliveryQueue {
  constructor(private readonly db: Database) {}

  /**
   * Enabled endpoints with a delivery due at `nowIso`, the longest waiting first. Read per endpoint
   * through an index, so the cost does not grow with the length of the queue.
   */
  dueEndpoints(nowIso: string, limit: number): string[] {
    return this.db
      .all<{ webhook_id: string }>(
        `SELECT webhook_id FROM (
           SELECT w.webhook_id,
                  (SELECT MIN(d.next_attempt_at) FROM webhook_deliveries d
                   WHERE d.webhook_id = w.webhook_id AND d.state = 'pending') AS oldest
           FROM webhook_endpoints w WHERE w.enabled = 1
         ) AS e
         WHERE oldest <= ? ORDER BY oldest LIMIT ?`,
        nowIso,
        limit,
      )
      .map((row) => row.webhook_id);
  }

  /**
   * The endpoint's oldest due delivery. One at a time per endpoint, so a backlog at one endpoint never
   * holds up the others, and a healthy endpoint receives its events in order.
   */
  nextDue(webhook_id: string, nowIso: string): DueDelivery | undefined {
    return this.db.get<DueDelivery>(
      `SELECT d.delivery_id, d.webhook_id, d.attempts, ev.event_id, ev.type, ev.created_at, ev.data,
              w.url, w.secret, w.previous_secret, w.previous_secret_expires_at
       FROM webhook_deliveries d
       JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
       JOIN events ev ON ev.event_id = d.event_id
       WHERE d.webhook_id = ? AND d.state = 'pending' AND d.next_attempt_at <= ? AND w.enabled = 1
       ORDER BY d.next_attempt_at, d.event_id
       LIMIT 1`,
      webhook_id,
      nowIso,
    );
  }

  /** Queues one event for one endpoint (the test event); the `events` trigger does it for the rest. */
  enqueue(event_id: string, webhook_id: string, atIso: string): void {
    this.db.run(
      `INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
       VALUES ('dlv_' || lower(hex(randomblob(16))), ?, ?, 'pending', 0, ?, ?)`,
      event_id,
      webhook_id,
      atIso,
      atIso,
    );
  }

  /**
   * Records an attempt and its consequences in one transaction. A delivery deleted meanwhile (with its
   * endpoint) is left alone. The commit is not flushed to disk (synchronous=NORMAL): a process crash keeps
   * it, a power loss may lose it, and then the delivery is only sent again with the same `webhook-id`. The failure streak of the endpoint starts at its first failure and ends at a success.
   */
  record(
    delivery: DueDelivery,
    attempt: AttemptOutcome,
    atIso: string,
    decide: (streak: { attempts: number; failing_since: string | null }) => AttemptDecision,
  ): void {
    this.db.transaction(
      () => {
        const row = this.db.get<{ attempts: number; failing_since: string | null }>(
          `SELECT d.attempts, w.failing_since FROM webhook_deliveries d JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
         WHERE d.delivery_id = ? AND d.state = 'pending'`,
          delivery.delivery_id,
        );
        if (!row) return;
        const number = row.attempts + 1;
        this.db.run(
          `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
         VALUES (?, ?, ?, ?, ?, ?)`,
          delivery.delivery_id,
          number,
          atIso,
          attempt.status_code,
          attempt.latency_ms,
          attempt.error,
        );
        const failingSince = attempt.error === null ? null : (row.failing_since ?? atIso);
        const decision = decide({ attempts: number, failing_since: failingSince });
        this.db.run(
          `UPDATE webhook_deliveries SET attempts = ?, state = ?, next_attempt_at = COALESCE(?, next_attempt_at),
           completed_at = CASE WHEN ? = 'pending' THEN NULL ELSE ? END
         WHERE delivery_id = ?`,
          number,
          decision.state,
          decision.next_attempt_at,
          decision.state,
          atIso,
          delivery.delivery_id,
        );
        this.db.run(
          `UPDATE webhook_endpoints SET failing_since = ?,
           enabled = CASE WHEN ? IS NULL THEN enabled ELSE 0 END,
           disabled_reason = COALESCE(?, disabled_reason)
         WHERE webhook_id = ?`,
          failingSince,
          decision.disable,
          decision.disable,
          delivery.webhook_id,
        );
      },
      { durable: false },
    );
  }

  /** Every attempt of an event's delivery to an endpoint, oldest first. */
  attempts(event_id: string, webhook_id: string): AttemptRecord[] {
    return this.db.all<AttemptRecord>(
      `SELECT a.attempt, a.attempted_at, a.status_code, a.latency_ms, a.error
       FROM webhook_attempts a JOIN webhook_deliveries d ON d.delivery_id = a.delivery_id
       WHERE d.event_id = ? AND d.webhook_id = ? ORDER BY a.attempt`,
      event_id,
      webhook_id,
    );
  }

  /** The state of an event's delivery to an endpoint, or undefined when there is none. */
  state(
    event_id: string,
    webhook_id: string,
  ): { state: string; attempts: number; next_attempt_at: string } | undefined {
    return this.db.get(
      "SELECT state, attempts, next_attempt_at FROM webhook_deliveries WHERE event_id = ? AND webhook_id = ?",
      event_id,
      webhook_id,
    );
  }
}
