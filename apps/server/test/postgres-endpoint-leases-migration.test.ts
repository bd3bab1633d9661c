import { afterAll, describe, expect, it } from "vitest";
import { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { startTestPostgres } from "../src/testing/postgres-server.js";
import { postgresDatabaseThrough } from "./support/migrate-through.js";

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();

// PostgreSQL's migration 009 (webhook claims on the endpoint) on a queue with a delivery in flight.
describe("PostgreSQL's endpoint-lease migration (009) on a queue with a delivery in flight", () => {
  let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  afterAll(() => server?.stop());

  it("carries the claim over to its endpoint: nobody claims it until it runs out, then it is sent again", async () => {
    server = await startTestPostgres({ fsync: "off" });
    const { connectionString, pool } = await postgresDatabaseThrough(server, 8);
    try {
      await pool.query(
        `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, enabled, secret, created_at, updated_at)
         VALUES ('whk_1', 'acc_a', 'test', 'https://example.com/1', '["*"]', true, 'whsec_1', $1, $1)`,
        [at(0)],
      );
      for (const n of [1, 2]) {
        await pool.query(
          `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
           VALUES ($1, 'acc_a', 'test', 'sms.delivered', NULL, '{}'::json, $2)`,
          [`evt_${n}`, at(n * 1000)],
        );
        await pool.query(
          `INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
           VALUES ($1, $2, 'whk_1', 'pending', 0, $3, $3)`,
          [`dlv_${n}`, `evt_${n}`, at(n * 1000)],
        );
      }
      // A worker of the previous version holds the first delivery until 60 s; a crashed one's lease on the
      // second ran out at 5 s.
      await pool.query(
        "UPDATE webhook_deliveries SET lease_until = $1, lease_token = 'tok_old' WHERE delivery_id = 'dlv_1'",
        [at(60_000)],
      );
      await pool.query(
        "UPDATE webhook_deliveries SET lease_until = $1, lease_token = 'tok_dead' WHERE delivery_id = 'dlv_2'",
        [at(5_000)],
      );
      const storage = new PostgresStorage({ connectionString, poolSize: 2 });
      try {
        expect((await storage.migrate())[0]).toBe("009-endpoint-leases.sql");
        const endpoint = await pool.query(
          "SELECT lease_delivery_id, lease_token, lease_until FROM webhook_endpoints WHERE webhook_id = 'whk_1'",
        );
        expect(endpoint.rows).toEqual([
          { lease_delivery_id: "dlv_1", lease_token: "tok_old", lease_until: at(60_000) },
        ]);
        const claim = (nowMs: number) =>
          storage.transaction((tx) => tx.deliveries.claim("whk_1", at(nowMs), at(nowMs + 30_000)));
        expect(await storage.read.deliveries.dueEndpoints(at(30_000), 10)).toEqual([]);
        expect(await claim(30_000)).toBeUndefined();
        expect(await storage.read.deliveries.dueEndpoints(at(61_000), 10)).toEqual(["whk_1"]);
        const again = await claim(61_000);
        expect(again?.delivery_id).toBe("dlv_1");
        expect(again?.lease_token).not.toBe("tok_old");
        const columns = await pool.query(
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'webhook_deliveries'",
        );
        expect(columns.rows.map((r) => r.column_name)).not.toContain("lease_token");
        const indexes = await pool.query(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'webhook_deliveries' ORDER BY indexname",
        );
        expect(indexes.rows.map((r) => r.indexname)).toEqual([
          "webhook_deliveries_endpoint_due",
          "webhook_deliveries_event_id_webhook_id_key",
          "webhook_deliveries_pkey",
        ]);
      } finally {
        await storage.close();
      }
    } finally {
      await pool.end();
    }
  });
});
