import { randomUUID } from "node:crypto";
import type { DeliveryStore } from "../../domain/ports.js";
import type {
  AttemptDecision,
  AttemptOutcome,
  AttemptRecord,
  ClaimedDelivery,
  DueDelivery,
} from "../../domain/webhooks/webhook-model.js";
import type { SqlExecutor } from "./sql-executor.js";

type DueRow = Omit<DueDelivery, "secrets" | "data"> & { secret: string; retired: string[]; data: string };

/** The durable webhook delivery queue in PostgreSQL, shared by every worker on the database. */
export class PgDeliveryStore implements DeliveryStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.sql = sql;
  }

  /** Enabled endpoints with a delivery due and none in flight (no live lease anywhere), the longest waiting first. */
  async dueEndpoints(nowIso: string, limit: number): Promise<string[]> {
    const rows = await this.sql.rows<{ webhook_id: string }>(
      `SELECT webhook_id FROM (
         SELECT w.webhook_id,
                (SELECT MIN(d.next_attempt_at) FROM webhook_deliveries d
                 WHERE d.webhook_id = w.webhook_id AND d.state = 'pending') AS oldest
         FROM webhook_endpoints w WHERE w.enabled
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries l WHERE l.webhook_id = w.webhook_id AND l.lease_until > $1)
       ) AS e
       WHERE oldest <= $1 ORDER BY oldest LIMIT $2`,
      [nowIso, limit],
    );
    return rows.map((row) => row.webhook_id);
  }

  /**
   * Claims the endpoint's oldest due delivery until `leaseUntilIso`, or undefined when one is in flight
   * anywhere or nothing is due. The endpoint row is locked first (skipped when another worker is claiming
   * from it, which then wins), so the in-flight check and the claim cannot interleave with another claim:
   * an endpoint has one delivery in flight at a time. The lock does not conflict with the key-share locks
   * of a fan-out inserting deliveries. The delivery row itself is taken with SKIP LOCKED.
   */
  async claim(
    webhookId: string,
    nowIso: string,
    leaseUntilIso: string,
  ): Promise<ClaimedDelivery | undefined> {
    const endpoint = await this.sql.row(
      "SELECT 1 FROM webhook_endpoints WHERE webhook_id = $1 AND enabled FOR NO KEY UPDATE SKIP LOCKED",
      [webhookId],
    );
    if (!endpoint) return undefined;
    const inFlight = await this.sql.row(
      "SELECT 1 FROM webhook_deliveries WHERE webhook_id = $1 AND lease_until > $2 LIMIT 1",
      [webhookId, nowIso],
    );
    if (inFlight) return undefined;
    const due = await this.sql.row<DueRow>(
      `SELECT d.delivery_id, d.webhook_id, d.attempts, ev.event_id, ev.type, ev.created_at, ev.data::text AS data,
              w.url, w.api_version, w.secret,
              ARRAY(SELECT s.secret FROM webhook_secrets s WHERE s.webhook_id = w.webhook_id AND s.expires_at > $1
                    ORDER BY s.expires_at DESC) AS retired
       FROM webhook_deliveries d
       JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
       JOIN events ev ON ev.event_id = d.event_id
       WHERE d.webhook_id = $2 AND d.state = 'pending' AND d.next_attempt_at <= $1
         AND (d.lease_until IS NULL OR d.lease_until <= $1)
       ORDER BY d.next_attempt_at, d.event_id
       LIMIT 1
       FOR UPDATE OF d SKIP LOCKED`,
      [nowIso, webhookId],
    );
    if (!due) return undefined;
    const lease_token = randomUUID();
    await this.sql.run(
      "UPDATE webhook_deliveries SET lease_until = $1, lease_token = $2 WHERE delivery_id = $3",
      [leaseUntilIso, lease_token, due.delivery_id],
    );
    const { secret, retired, data, ...rest } = due;
    return {
      ...rest,
      data: JSON.parse(data),
      secrets: [secret, ...retired],
      lease_token,
      lease_until: leaseUntilIso,
    };
  }

  /** Gives a claim back without an attempt, so the delivery is due again at once. */
  async release(delivery: ClaimedDelivery): Promise<void> {
    await this.sql.run(
      "UPDATE webhook_deliveries SET lease_until = NULL, lease_token = NULL WHERE delivery_id = $1 AND lease_token = $2",
      [delivery.delivery_id, delivery.lease_token],
    );
  }

  /** Queues one event for one endpoint (the test event). */
  async enqueue(eventId: string, webhookId: string, atIso: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
       VALUES ('dlv_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, 'pending', 0, $3, $3)`,
      [eventId, webhookId, atIso],
    );
  }

  /**
   * Records an attempt and its consequences, ending the claim; false (nothing recorded) when the claim is
   * no longer held or the delivery was deleted. The failure streak of the endpoint starts at its first
   * failure and ends at a success.
   */
  async record(
    delivery: ClaimedDelivery,
    attempt: AttemptOutcome,
    atIso: string,
    decide: (streak: { attempts: number; failing_since: string | null }) => AttemptDecision,
  ): Promise<boolean> {
    const row = await this.sql.row<{ attempts: number; failing_since: string | null }>(
      `SELECT d.attempts, w.failing_since FROM webhook_deliveries d JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
       WHERE d.delivery_id = $1 AND d.state = 'pending' AND d.lease_token = $2
       FOR UPDATE OF d`,
      [delivery.delivery_id, delivery.lease_token],
    );
    if (!row) return false;
    const number = row.attempts + 1;
    await this.sql.run(
      `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [delivery.delivery_id, number, atIso, attempt.status_code, attempt.latency_ms, attempt.error],
    );
    const failingSince = attempt.error === null ? null : (row.failing_since ?? atIso);
    const decision = decide({ attempts: number, failing_since: failingSince });
    await this.sql.run(
      `UPDATE webhook_deliveries SET attempts = $1, state = $2, next_attempt_at = COALESCE($3, next_attempt_at),
         completed_at = CASE WHEN $2 = 'pending' THEN NULL ELSE $4 END, lease_until = NULL, lease_token = NULL
       WHERE delivery_id = $5`,
      [number, decision.state, decision.next_attempt_at, atIso, delivery.delivery_id],
    );
    // A healthy endpoint's row is left alone: most attempts change neither its streak nor its state.
    if (failingSince !== row.failing_since || decision.disable !== null) {
      await this.sql.run(
        `UPDATE webhook_endpoints SET failing_since = $1,
           enabled = CASE WHEN $2::text IS NULL THEN enabled ELSE false END,
           disabled_reason = COALESCE($2, disabled_reason)
         WHERE webhook_id = $3`,
        [failingSince, decision.disable, delivery.webhook_id],
      );
    }
    return true;
  }

  /** Disables (`failing`) every enabled endpoint failing since `cutoffIso` or earlier; returns them. */
  async disableFailing(cutoffIso: string): Promise<string[]> {
    const rows = await this.sql.rows<{ webhook_id: string }>(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'failing'
       WHERE enabled AND failing_since IS NOT NULL AND failing_since <= $1
       RETURNING webhook_id`,
      [cutoffIso],
    );
    return rows.map((row) => row.webhook_id);
  }

  /** Every attempt of an event's delivery to an endpoint, oldest first. */
  async attempts(eventId: string, webhookId: string): Promise<AttemptRecord[]> {
    return this.sql.rows<AttemptRecord>(
      `SELECT a.attempt, a.attempted_at, a.status_code, a.latency_ms, a.error
       FROM webhook_attempts a JOIN webhook_deliveries d ON d.delivery_id = a.delivery_id
       WHERE d.event_id = $1 AND d.webhook_id = $2 ORDER BY a.attempt`,
      [eventId, webhookId],
    );
  }

  /** The state of an event's delivery to an endpoint, or undefined. */
  async state(
    eventId: string,
    webhookId: string,
  ): Promise<{ state: string; attempts: number; next_attempt_at: string } | undefined> {
    return this.sql.row(
      "SELECT state, attempts, next_attempt_at FROM webhook_deliveries WHERE event_id = $1 AND webhook_id = $2",
      [eventId, webhookId],
    );
  }
}
