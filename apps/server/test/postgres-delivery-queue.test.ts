import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgDeliveryStore } from "../src/data-access/postgres/delivery-store.js";
import { migrate, POSTGRES_MIGRATIONS_DIR } from "../src/data-access/postgres/migrate.js";
import { QueueHeads } from "../src/data-access/postgres/queue-heads.js";
import type { ClaimedDelivery } from "../src/domain/webhooks/webhook-model.js";
import { type PostgresServer, startTestPostgres } from "../src/testing/postgres-server.js";
import {
  buffersOf,
  indexesOf,
  plansOf,
  RecordingExecutor,
  seqScansOf,
} from "./support/explain-statements.js";

// The webhook queue on PostgreSQL must cost the same per delivery however many deliveries were made since the
// last VACUUM, and whatever the statistics say (taken here while the queue was small).
// - A completed delivery leaves its `pending` entry in webhook_deliveries_endpoint_due, dead, until VACUUM: a
//   scan from the beginning of an endpoint's range reads all of them. The scans start at the endpoint's head.
// - The generic plan of the due-endpoints query, made while the table was small, hashed a sequential scan of
//   the whole queue for the in-flight check; the record's read took the `pending` index instead of the key.

const COMPLETED = 8000;
const ENDPOINTS = 4;
const T0 = "2026-11-29T00:00:00.000Z";
const NOW = "2026-11-29T00:10:00.000Z";
const LEASE_UNTIL = "2026-11-29T00:10:30.000Z";
const ok = { status_code: 200, latency_ms: 5, error: null, retry_after_ms: null };
const succeeded = () => ({ state: "succeeded" as const, next_attempt_at: null, disable: null });

/** ISO time `ms` after T0. */
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const whk = (i: number) => `whk_${i}`;

describe("PostgreSQL: the webhook queue's reads skip completed deliveries and never scan the whole queue", () => {
  let server: PostgresServer | undefined;
  let pool: pg.Pool | undefined;
  let nextEvent = 0;

  /** Queues one pending delivery per endpoint listed, due at `dueIso`. */
  async function queue(dueIso: string, endpoints: number[]): Promise<void> {
    const eventId = `evt_${String(++nextEvent).padStart(8, "0")}x`;
    await pool?.query(
      `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
       VALUES ($1, 'acc_a', 'test', 'sms.delivered', NULL, '{}'::json, $2)`,
      [eventId, dueIso],
    );
    for (const i of endpoints) {
      await pool?.query(
        `INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, 'pending', 0, $4, $4)`,
        [`dlv_${eventId}_${i}`, eventId, whk(i), dueIso],
      );
    }
  }

  beforeAll(async () => {
    server = await startTestPostgres({ fsync: "off" });
    pool = new pg.Pool({ connectionString: await server.createDatabase(), max: 2 });
    pool.on("error", () => {});
    await migrate(pool, POSTGRES_MIGRATIONS_DIR);
    // Neither VACUUM nor ANALYZE may run: the dead entries stay, and the statistics stay those of empty tables.
    for (const table of ["events", "webhook_endpoints", "webhook_deliveries"])
      await pool.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
    await pool.query(
      `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, enabled, secret, created_at, updated_at)
       SELECT 'whk_' || i, 'acc_a', 'test', 'https://example.com/' || i, '["*"]', true, 'whsec_' || i, $1, $1
       FROM generate_series(0, $2::int - 1) AS i`,
      [T0, ENDPOINTS],
    );
    // Each endpoint has work due a minute later. The queue's statistics are taken now, with the queue that
    // small; the endpoints' never are (a few rows never reach autovacuum's threshold for ANALYZE).
    await queue(at(60_000), [0, 1, 2, 3]);
    await queue(at(61_000), [0, 1, 2, 3]);
    await pool.query("ANALYZE events, webhook_deliveries");
    // Endpoint 0's history since: deliveries queued pending and completed, as the worker leaves them.
    await pool.query(
      `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
       SELECT 'evt_old_' || lpad(i::text, 6, '0'), 'acc_a', 'test', 'sms.delivered', NULL, '{}'::json,
              to_char(timestamp '2026-11-29' + i * interval '1 ms', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       FROM generate_series(1, $1::int) AS i`,
      [COMPLETED],
    );
    await pool.query(
      `INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
       SELECT 'dlv_old_' || substr(event_id, 9), event_id, 'whk_0', 'pending', 0, created_at, created_at
       FROM events WHERE event_id LIKE 'evt_old_%'`,
    );
    await pool.query(
      `UPDATE webhook_deliveries SET state = 'succeeded', attempts = 1, completed_at = next_attempt_at
       WHERE delivery_id LIKE 'dlv_old_%'`,
    );
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  /** A store of its own, as a worker process has, and the statements it sends. */
  function store(
    heads = new QueueHeads(),
    afterCommit?: (apply: () => void) => void,
  ): { deliveries: PgDeliveryStore; sql: RecordingExecutor } {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    return { deliveries: new PgDeliveryStore(sql, heads, afterCommit), sql };
  }

  /** Claims the endpoint's next delivery and records it delivered. */
  async function deliverNext(deliveries: PgDeliveryStore, webhookId: string): Promise<ClaimedDelivery> {
    const claimed = await deliveries.claim(webhookId, NOW, LEASE_UNTIL);
    if (!claimed) throw new Error(`nothing to claim for ${webhookId}`);
    expect(await deliveries.record(claimed, ok, NOW, succeeded)).toBe(true);
    return claimed;
  }

  it("due endpoints, the claim and the record read through their indexes, in custom and generic plans", async () => {
    if (!pool) throw new Error("no pool");
    const { deliveries, sql } = store();
    expect(await deliveries.dueEndpoints(NOW, 20)).toEqual([0, 1, 2, 3].map(whk));
    const claimed = await deliveries.claim(whk(1), NOW, LEASE_UNTIL);
    expect(claimed?.event_id).toBe("evt_00000001x");
    // One in flight per endpoint: endpoint 1 is no longer due, and cannot be claimed again.
    expect(await deliveries.dueEndpoints(NOW, 20)).toEqual([0, 2, 3].map(whk));
    expect(await deliveries.claim(whk(1), NOW, LEASE_UNTIL)).toBeUndefined();
    if (!claimed) throw new Error("unreachable");
    expect(await deliveries.record(claimed, ok, NOW, succeeded)).toBe(true);
    expect(await deliveries.record(claimed, ok, NOW, succeeded)).toBe(false);
    const byId = sql.statements.flatMap((s, i) =>
      /FROM webhook_deliveries WHERE delivery_id = \$1$/.test(s.text) ? [i] : [],
    );
    // Each record reads the delivery with its lease's lock, in one round trip: the second (its claim gone) too.
    expect(byId).toHaveLength(2);
    for (const kind of ["custom", "generic"] as const) {
      const plans = await plansOf(pool, sql, kind);
      for (const plan of plans) expect(seqScansOf(plan)).not.toContain("webhook_deliveries");
      for (const i of byId) expect(indexesOf(plans[i])).toEqual(["webhook_deliveries_pkey"]);
    }
  });

  it("once a worker claimed from an endpoint, its scans skip the completed deliveries", async () => {
    if (!pool) throw new Error("no pool");
    const { deliveries, sql } = store();
    const buffers = async () => {
      const due = sql.statements.findLast((s) => s.text.includes("CROSS JOIN LATERAL"));
      const claim = sql.statements.findLast((s) => s.text.includes("JOIN events"));
      if (!due || !claim) throw new Error("no statements");
      return {
        due: await buffersOf(pool as pg.Pool, due.text, due.values),
        claim: await buffersOf(pool as pg.Pool, claim.text, claim.values),
      };
    };
    await deliveries.dueEndpoints(NOW, 20);
    await deliverNext(deliveries, whk(0));
    const cold = await buffers();
    await deliveries.dueEndpoints(NOW, 20);
    await deliverNext(deliveries, whk(0));
    const warm = await buffers();
    // From the beginning, endpoint 0's scans read the pages of its completed deliveries' dead entries.
    expect(cold.due).toBeGreaterThan(COMPLETED / 200);
    expect(cold.claim).toBeGreaterThan(COMPLETED / 200);
    // From its head, a few pages per endpoint, whatever COMPLETED is.
    expect(warm.due).toBeLessThan(8 * ENDPOINTS);
    expect(warm.claim).toBeLessThan(12);
  });

  it("a delivery committed late with an earlier time: claimed at once within the margin, after the rescan beyond it", async () => {
    let clock = Date.parse(NOW);
    const heads = new QueueHeads({ marginMs: 10_000, rescanMs: 30_000, now: () => clock });
    const { deliveries } = store(heads);
    const now = at(121_000);
    const deliver = async () => {
      const claimed = await deliveries.claim(whk(3), now, at(151_000));
      if (claimed) expect(await deliveries.record(claimed, ok, now, succeeded)).toBe(true);
      return claimed?.event_id;
    };
    const latest = () => `evt_${String(nextEvent).padStart(8, "0")}x`;
    // Endpoint 3 drained at once, its last delivery claimed a second after its time: its scans start the
    // margin before the claim, not at the delivery.
    await queue(at(120_000), [3]);
    while ((await deliver()) !== undefined);
    expect(heads.scanFrom(whk(3))).toBe(at(111_000));
    // Committed 6 s after its time, within the margin: claimed at once.
    await queue(at(115_000), [3]);
    expect(await deliveries.dueEndpoints(now, 20)).toContain(whk(3));
    expect(await deliver()).toBe(latest());
    // Committed a minute after its time: not seen until every scan starts from the beginning again.
    await queue(at(60_500), [3]);
    expect(await deliveries.dueEndpoints(now, 20)).not.toContain(whk(3));
    expect(await deliver()).toBeUndefined();
    clock += 30_000;
    expect(await deliveries.dueEndpoints(now, 20)).toContain(whk(3));
    expect(await deliver()).toBe(latest());
  });

  it("a claim moves its endpoint's head only once its transaction commits", async () => {
    const heads = new QueueHeads();
    const onCommit: (() => void)[] = [];
    const { deliveries } = store(heads, (apply) => onCommit.push(apply));
    expect((await deliveries.claim(whk(2), NOW, LEASE_UNTIL))?.event_id).toBe("evt_00000001x");
    // A rollback would leave the head where it was: a delivery recorded in the same transaction is pending again.
    expect(heads.scanFrom(whk(2))).toBe("");
    for (const apply of onCommit) apply();
    expect(heads.scanFrom(whk(2))).toBe(at(60_000));
  });

  it("while a backlog drains, the scans start at the oldest delivery claimed, not the margin before now", () => {
    const heads = new QueueHeads({ marginMs: 10_000 });
    heads.claimed(whk(0), at(60_000), NOW);
    expect(heads.scanFrom(whk(0))).toBe(at(60_000));
    heads.claimed(whk(0), at(599_000), NOW);
    expect(heads.scanFrom(whk(0))).toBe(at(590_000));
    expect(heads.known()).toEqual({ webhook_ids: [whk(0)], scan_from: [at(590_000)] });
  });
});
