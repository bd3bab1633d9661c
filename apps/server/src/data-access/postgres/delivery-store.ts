import { randomUUID } from "node:crypto";
import type { DeliveryStore } from "../../domain/ports.js";
import type {
  AttemptDecision,
  AttemptOutcome,
  AttemptRecord,
  ClaimedDelivery,
  DueDelivery,
} from "../../domain/webhooks/webhook-model.js";
import type { QueueHeads } from "./queue-heads.js";
import type { Sql } from "./sql-executor.js";

type DueRow = Omit<DueDelivery, "secrets" | "data"> & {
  secret: string;
  retired: string[];
  data: string;
  next_attempt_at: string;
};

/** Locks an enabled endpoint's row for a claim, skipped while another transaction claims or records on it. */
const LOCK_FREE_ENDPOINT =
  "SELECT lease_until FROM webhook_endpoints WHERE webhook_id = $1 AND enabled FOR NO KEY UPDATE SKIP LOCKED";

/** An endpoint's oldest due delivery from its scan head (`$3`), with its event and the endpoint's secrets. */
const OLDEST_DUE = `SELECT d.delivery_id, d.webhook_id, d.attempts, d.next_attempt_at, ev.event_id, ev.type, ev.created_at,
    ev.data::text AS data, w.url, w.api_version, w.secret,
    ARRAY(SELECT s.secret FROM webhook_secrets s WHERE s.webhook_id = w.webhook_id AND s.expires_at > $1
          ORDER BY s.expires_at DESC) AS retired
  FROM webhook_deliveries d
  JOIN webhook_endpoints w ON w.webhook_id = d.webhook_id
  JOIN events ev ON ev.event_id = d.event_id
  WHERE d.webhook_id = $2 AND d.state = 'pending' AND d.next_attempt_at <= $1 AND d.next_attempt_at >= $3
  ORDER BY d.next_attempt_at, d.event_id
  LIMIT 1`;

/**
 * The durable webhook delivery queue in PostgreSQL, shared by every worker on the database. An endpoint's one
 * delivery in flight is held on the endpoint's row (`lease_*`, migration 009): a claim and a record each
 * rewrite that small row, not the delivery's, whose every version costs an entry in each of the queue's indexes.
 */
export class PgDeliveryStore implements DeliveryStore {
  private readonly sql: Sql;
  private readonly heads: QueueHeads;
  private readonly afterCommit: (apply: () => void) => void;

  /**
   * `heads` is the process's (shared by its transactions): where each endpoint's scans start. `afterCommit`
   * runs a change to them once the transaction commits: a claim chained after a record moves the head past the
   * delivery just recorded, which a rollback makes pending again (at once by default, outside a transaction).
   */
  constructor(sql: Sql, heads: QueueHeads, afterCommit = (apply: () => void) => apply()) {
    this.sql = sql;
    this.heads = heads;
    this.afterCommit = afterCommit;
  }

  /**
   * Enabled endpoints with a delivery due and none in flight (no live lease anywhere), the longest waiting
   * first. Each endpoint's oldest delivery is one index probe (LATERAL ... LIMIT 1), from its head.
   */
  async dueEndpoints(nowIso: string, limit: number): Promise<string[]> {
    const heads = this.heads.known();
    const rows = await this.sql.rows<{ webhook_id: string }>(
      `SELECT w.webhook_id
       FROM webhook_endpoints w
       LEFT JOIN unnest($3::text[], $4::text[]) AS h (webhook_id, scan_from) ON h.webhook_id = w.webhook_id
       CROSS JOIN LATERAL (
         SELECT d.next_attempt_at FROM webhook_deliveries d
         WHERE d.webhook_id = w.webhook_id AND d.state = 'pending' AND d.next_attempt_at >= COALESCE(h.scan_from, '')
         ORDER BY d.next_attempt_at LIMIT 1
       ) AS oldest
       WHERE w.enabled AND (w.lease_until IS NULL OR w.lease_until <= $1) AND oldest.next_attempt_at <= $1
       ORDER BY oldest.next_attempt_at LIMIT $2`,
      [nowIso, limit, heads.webhook_ids, heads.scan_from],
    );
    return rows.map((row) => row.webhook_id);
  }

  /**
   * Claims the endpoint's oldest due delivery until `leaseUntilIso`, or undefined when one is in flight
   * anywhere or nothing is due. The endpoint row is locked first (skipped when another worker is claiming
   * from it or recording its delivery, which then wins), so the in-flight check and the claim cannot
   * interleave with another claim: an endpoint has one delivery in flight at a time. The lock does not
   * conflict with the key-share locks of a fan-out inserting deliveries.
   */
  async claim(
    webhookId: string,
    nowIso: string,
    leaseUntilIso: string,
  ): Promise<ClaimedDelivery | undefined> {
    // The endpoint's lock and its oldest due delivery in one round trip (the read runs after the lock, with its
    // own snapshot); the lease is written with the transaction's next statement or its commit.
    const [endpointResult, dueResult] = await this.sql.pipeline([
      { text: LOCK_FREE_ENDPOINT, values: [webhookId] },
      { text: OLDEST_DUE, values: [nowIso, webhookId, this.heads.scanFrom(webhookId)] },
    ]);
    const endpoint = endpointResult?.rows[0] as { lease_until: string | null } | undefined;
    if (!endpoint || (endpoint.lease_until !== null && endpoint.lease_until > nowIso)) return undefined;
    const due = dueResult?.rows[0] as DueRow | undefined;
    if (!due) return undefined;
    this.afterCommit(() => this.heads.claimed(webhookId, due.next_attempt_at, nowIso));
    const lease_token = randomUUID();
    await this.sql.defer(
      `UPDATE webhook_endpoints SET lease_delivery_id = $1, lease_token = $2, lease_until = $3
       WHERE webhook_id = $4`,
      [due.delivery_id, lease_token, leaseUntilIso, webhookId],
    );
    const { secret, retired, data, next_attempt_at: _dueAt, ...rest } = due;
    return {
      ...rest,
      data: JSON.parse(data),
      secrets: [secret, ...retired],
      lease_token,
      lease_until: leaseUntilIso,
    };
  }

  /**
   * Gives a claim back without an attempt, so the delivery is due again at once (held back to go with the
   * transaction's next statement or its commit).
   */
  async release(delivery: ClaimedDelivery): Promise<void> {
    await this.sql.defer(
      `UPDATE webhook_endpoints SET lease_delivery_id = NULL, lease_token = NULL, lease_until = NULL
       WHERE webhook_id = $1 AND lease_token = $2`,
      [delivery.webhook_id, delivery.lease_token],
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
    // The endpoint is locked first, as a claim locks it, so a claim cannot take it over meanwhile; the delivery
    // is read after it in the same round trip, by its primary key alone (its state checked here): with the
    // state in the WHERE, a plan made on stale statistics walked the `pending` index instead. The writes go
    // with the transaction's next statement (a chained claim's) or its commit: nothing here waits for them.
    const [leaseResult, rowResult] = await this.sql.pipeline([
      {
        text: `SELECT failing_since FROM webhook_endpoints
               WHERE webhook_id = $1 AND lease_token = $2 AND lease_delivery_id = $3
               FOR NO KEY UPDATE`,
        values: [delivery.webhook_id, delivery.lease_token, delivery.delivery_id],
      },
      {
        text: "SELECT state, attempts FROM webhook_deliveries WHERE delivery_id = $1",
        values: [delivery.delivery_id],
      },
    ]);
    const lease = leaseResult?.rows[0] as { failing_since: string | null } | undefined;
    if (!lease) return false;
    const row = rowResult?.rows[0] as { state: string; attempts: number } | undefined;
    if (row?.state !== "pending") return false;
    const number = row.attempts + 1;
    await this.sql.defer(
      `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [delivery.delivery_id, number, atIso, attempt.status_code, attempt.latency_ms, attempt.error],
    );
    const failingSince = attempt.error === null ? null : (lease.failing_since ?? atIso);
    const decision = decide({ attempts: number, failing_since: failingSince });
    await this.sql.defer(
      `UPDATE webhook_deliveries SET attempts = $1, state = $2, next_attempt_at = COALESCE($3, next_attempt_at),
         completed_at = CASE WHEN $2 = 'pending' THEN NULL ELSE $4 END
       WHERE delivery_id = $5`,
      [number, decision.state, decision.next_attempt_at, atIso, delivery.delivery_id],
    );
    // One write of the endpoint's row ends the claim and carries its streak and state with it.
    await this.sql.defer(
      `UPDATE webhook_endpoints SET lease_delivery_id = NULL, lease_token = NULL, lease_until = NULL,
         failing_since = $1, enabled = CASE WHEN $2::text IS NULL THEN enabled ELSE false END,
         disabled_reason = COALESCE($2, disabled_reason)
       WHERE webhook_id = $3`,
      [failingSince, decision.disable, delivery.webhook_id],
    );
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
