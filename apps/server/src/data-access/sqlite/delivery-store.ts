import { randomUUID } from "node:crypto";
import type { DeliveryStore } from "../../domain/ports.js";
import type {
  AttemptDecision,
  AttemptOutcome,
  AttemptRecord,
  ClaimedDelivery,
  DueDelivery,
} from "../../domain/webhooks/webhook-model.js";
import type { Database } from "./database.js";

/** The durable delivery queue in SQLite: rows beside the events, so pending deliveries survive a crash. */
export class SqliteDeliveryStore implements DeliveryStore {
  constructor(private readonly db: Database) {}

  /**
   * Enabled endpoints with a delivery due at `nowIso` and none in flight (no live lease, in any instance),
   * the longest waiting first. Read per endpoint through an index, so the cost does not grow with the
   * length of the queue.
   */
  async dueEndpoints(nowIso: string, limit: number): Promise<string[]> {
    return this.db
      .all<{ webhook_id: string }>(
        `SELECT webhook_id FROM (
           SELECT w.webhook_id,
                  (SELECT MIN(d.next_attempt_at) FROM webhook_deliveries d
                   WHERE d.webhook_id = w.webhook_id AND d.state = 'pending') AS oldest
           FROM webhook_endpoints w WHERE w.enabled = 1
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries l
                             WHERE l.webhook_id = w.webhook_id AND l.lease_until > ?)
         ) AS e
         WHERE oldest <= ? ORDER BY oldest LIMIT ?`,
        nowIso,
        nowIso,
        limit,
      )
      .map((row) => row.webhook_id);
  }

  /**
   * Claims the endpoint's oldest due delivery until `leaseUntilIso`, or returns undefined when the endpoint
   * has a delivery in flight (a live lease, held by this or another instance sharing the database file) or
   * nothing due. The check and the claim are one write transaction, so two instances never claim the same
   * delivery, and an endpoint gets one delivery at a time: a healthy endpoint receives its events in order,
   * and a backlog at one endpoint never holds up the others. A crashed holder's lease simply runs out.
   */
  async claim(
    webhook_id: string,
    nowIso: string,
    leaseUntilIso: string,
  ): Promise<ClaimedDelivery | undefined> {
    return this.db.transaction(
      () => {
        const inFlight = this.db.get(
          "SELECT 1 FROM webhook_deliveries WHERE webhook_id = ? AND lease_until > ? LIMIT 1",
          webhook_id,
          nowIso,
        );
        if (inFlight) return undefined;
        const due = this.db.get<
          Omit<DueDelivery, "secrets" | "data"> & { secret: string; retired: string; data: string }
        >(
          `SELECT d.delivery_id, d.webhook_id, d.attempts, ev.event_id, ev.type, ev.created_at, ev.data, w.url,
                  w.api_version, w.secret, (SELECT json_group_array(secret) FROM (
                    SELECT s.secret FROM webhook_secrets s WHERE s.webhook_id = w.webhook_id AND s.expires_at > ?
                    ORDER BY s.expires_at DESC)) AS retired
           FROM webhook_deliveries d
           JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
           JOIN events ev ON ev.event_id = d.event_id
           WHERE d.webhook_id = ? AND d.state = 'pending' AND d.next_attempt_at <= ? AND w.enabled = 1
           ORDER BY d.next_attempt_at, d.event_id
           LIMIT 1`,
          nowIso,
          webhook_id,
          nowIso,
        );
        if (!due) return undefined;
        const lease_token = randomUUID();
        const claimed = this.db.run(
          `UPDATE webhook_deliveries SET lease_until = ?, lease_token = ?
           WHERE delivery_id = ? AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
          leaseUntilIso,
          lease_token,
          due.delivery_id,
          nowIso,
        );
        if (claimed !== 1) return undefined;
        const { secret, retired, data, ...rest } = due;
        const secrets = [secret, ...(JSON.parse(retired) as string[])];
        return { ...rest, data: JSON.parse(data), secrets, lease_token, lease_until: leaseUntilIso };
      },
      // Losing a claim to a power cut only means the delivery is claimed (and sent) again, same webhook-id.
      { durable: false },
    );
  }

  /** Gives a claim back without an attempt (shutdown aborted it), so the delivery is due again at once. */
  async release(delivery: ClaimedDelivery): Promise<void> {
    this.db.run(
      "UPDATE webhook_deliveries SET lease_until = NULL, lease_token = NULL WHERE delivery_id = ? AND lease_token = ?",
      delivery.delivery_id,
      delivery.lease_token,
    );
  }

  /** Queues one event for one endpoint (the test event); the `events` trigger does it for the rest. */
  async enqueue(event_id: string, webhook_id: string, atIso: string): Promise<void> {
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
   * endpoint) is left alone. It rides on the open group commit (not durable on return): a crash before the
   * turn ends may lose it, and then the delivery is only sent again with the same `webhook-id`. The
   * failure streak of the endpoint starts at its first failure and ends at a success. Ends the claim;
   * returns false (and records nothing) when the claim is no longer held: its lease ran out and another
   * instance took the delivery over, which records its own attempt.
   */
  async record(
    delivery: ClaimedDelivery,
    attempt: AttemptOutcome,
    atIso: string,
    decide: (streak: { attempts: number; failing_since: string | null }) => AttemptDecision,
  ): Promise<boolean> {
    return this.db.transaction(
      () => {
        const row = this.db.get<{ attempts: number; failing_since: string | null }>(
          `SELECT d.attempts, w.failing_since FROM webhook_deliveries d JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
         WHERE d.delivery_id = ? AND d.state = 'pending' AND d.lease_token = ?`,
          delivery.delivery_id,
          delivery.lease_token,
        );
        if (!row) return false;
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
           completed_at = CASE WHEN ? = 'pending' THEN NULL ELSE ? END, lease_until = NULL, lease_token = NULL
         WHERE delivery_id = ?`,
          number,
          decision.state,
          decision.next_attempt_at,
          decision.state,
          atIso,
          delivery.delivery_id,
        );
        // A healthy endpoint's row is left alone: most attempts change neither its streak nor its state.
        if (failingSince !== row.failing_since || decision.disable !== null) {
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
        }
        return true;
      },
      { durable: false },
    );
  }

  /**
   * Disables (`failing`) every enabled endpoint whose failure streak began at or before `cutoffIso`, whether
   * or not anything is still being retried: one delivery's schedule ends after about 3 days, so an endpoint
   * with little traffic would otherwise never reach 5 days of attempts. Returns the disabled endpoints.
   */
  async disableFailing(cutoffIso: string): Promise<string[]> {
    return this.db
      .all<{ webhook_id: string }>(
        `UPDATE webhook_endpoints SET enabled = 0, disabled_reason = 'failing'
         WHERE enabled = 1 AND failing_since IS NOT NULL AND failing_since <= ?
         RETURNING webhook_id`,
        cutoffIso,
      )
      .map((row) => row.webhook_id);
  }

  /** Every attempt of an event's delivery to an endpoint, oldest first. */
  async attempts(event_id: string, webhook_id: string): Promise<AttemptRecord[]> {
    return this.db.all<AttemptRecord>(
      `SELECT a.attempt, a.attempted_at, a.status_code, a.latency_ms, a.error
       FROM webhook_attempts a JOIN webhook_deliveries d ON d.delivery_id = a.delivery_id
       WHERE d.event_id = ? AND d.webhook_id = ? ORDER BY a.attempt`,
      event_id,
      webhook_id,
    );
  }

  /** The state of an event's delivery to an endpoint, or undefined when there is none. */
  async state(
    event_id: string,
    webhook_id: string,
  ): Promise<{ state: string; attempts: number; next_attempt_at: string } | undefined> {
    return this.db.get(
      "SELECT state, attempts, next_attempt_at FROM webhook_deliveries WHERE event_id = ? AND webhook_id = ?",
      event_id,
      webhook_id,
    );
  }
}
