import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { MIGRATIONS_DIR } from "../src/data-access/sqlite/database.js";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import type { Storage } from "../src/domain/ports.js";
import { startTestPostgres } from "../src/testing/postgres-server.js";
import { v1EventData } from "../src/wire/v1/render.js";
import { v2Event } from "../src/wire/v2/render.js";
import { postgresDatabaseThrough } from "./support/migrate-through.js";

// The migration that brings v2 beside v1 (SQLite 108, PostgreSQL 004) on a database written before it: the
// outbox's v1 `data` becomes version-neutral without changing a byte of what v1 serves, endpoints become v1
// endpoints, and stored idempotency keys become v1 keys.

const T = (s: number) => `2026-11-20T00:00:0${s}.000Z`;
const HISTORY = [
  { status: "queued", at: T(0) },
  { status: "processing", at: T(1) },
  { status: "submitted", at: T(2) },
  { status: "delivered", at: T(3) },
];
/** v1's `data` of the message's second event, exactly as it was stored before the migration. */
const LEGACY_DATA = {
  message_id: "msg_a",
  status: "submitted",
  previous_status: "processing",
  sequence: 2,
  to: "919000000001",
  template_id: "tmpl_otp",
  error: null,
  credits_used: 1,
  segments: 1,
  status_changed_at: T(2),
};
const ROWS = [
  `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding, segments,
     credits_used, status, sequence, error, idempotency_key, submitted_at, updated_at, status_history)
   VALUES ('msg_a', 'acc_a', 'test', '919000000001', 'tmpl_otp', 'otp', 'x', 'gsm7', 1, 1, 'delivered', 3, NULL,
     'order-1', '${T(0)}', '${T(3)}', '${JSON.stringify(HISTORY)}')`,
  `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
   VALUES ('evt_2', 'acc_a', 'test', 'sms.submitted', 'msg_a', '${JSON.stringify(LEGACY_DATA)}', '${T(2)}')`,
  `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, response_body, created_at, expires_at)
   VALUES ('acc_a', 'test', 'order-1', 'fp', '{"answer":1}', '${T(0)}', '2999-01-01T00:00:00.000Z')`,
];

async function expectMigrated(storage: Storage, endpointCheck: () => Promise<string>): Promise<void> {
  const event = await storage.read.events.find("acc_a", "test", "evt_2");
  if (!event) throw new Error("event lost");
  // v1 serves exactly what it served before; v2 renders the message as it was after that change.
  expect(v1EventData(event.type, event.data)).toStrictEqual(LEGACY_DATA);
  expect(v2Event(event)).toMatchObject({
    id: "evt_2",
    type: "message.submitted",
    data: {
      object: {
        id: "msg_a",
        object: "message",
        status: "submitted",
        to: "+919000000001",
        idempotency_key: "order-1",
        updated_at: T(2),
        status_history: HISTORY.slice(0, 3),
      },
      previous_status: "processing",
      sequence: 2,
    },
  });
  const scope = { accountId: "acc_a", mode: "test" as const, key: "order-1" };
  const lookup = (apiVersion: "v1" | "v2") =>
    storage.transaction((tx) => tx.idempotency.lookup({ ...scope, apiVersion }, T(5)));
  expect(await lookup("v1")).toEqual({ state: "completed", fingerprint: "fp", answer: '{"answer":1}' });
  expect(await lookup("v2")).toEqual({ state: "absent" });
  expect(await endpointCheck()).toBe("v1");
}

describe("the API-versions migration on a database written before v2", () => {
  it("SQLite (108): rebuilds event data, pins endpoints and keys to v1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sms-versions-migrate-"));
    const path = join(dir, "server.db");
    try {
      const old = new DatabaseSync(path);
      old.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
      for (const file of readdirSync(MIGRATIONS_DIR)
        .filter((f) => /^\d{3}-.*\.sql$/.test(f) && f < "108")
        .sort()) {
        old.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
        old.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(file, T(0));
      }
      for (const row of ROWS) old.exec(row);
      old.exec(`INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, enabled, secret, created_at,
        updated_at) VALUES ('whk_1', 'acc_a', 'test', 'https://example.com/h', '["*"]', 1, 'whsec_x', '${T(0)}', '${T(0)}')`);
      old.close();
      const storage = new SqliteStorage({ path });
      try {
        expect(await storage.migrate()).toContain("108-api-versions.sql");
        const endpoint = () => storage.read.endpoints.get({ account_id: "acc_a", mode: "test" }, "whk_1");
        await expectMigrated(storage, async () => (await endpoint())?.api_version ?? "missing");
      } finally {
        await storage.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("PostgreSQL (004)", () => {
    let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
    afterAll(() => server?.stop());

    it("rebuilds event data, pins endpoints and keys to v1", async () => {
      server = await startTestPostgres({ fsync: "off" });
      const { connectionString, pool } = await postgresDatabaseThrough(server, 3);
      try {
        for (const row of ROWS) await pool.query(row);
        await pool.query(`INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, enabled, secret,
          created_at, updated_at) VALUES ('whk_1', 'acc_a', 'test', 'https://example.com/h', '["*"]', true, 'whsec_x',
          '${T(0)}', '${T(0)}')`);
        const storage = new PostgresStorage({ connectionString, poolSize: 4 });
        try {
          expect(await storage.migrate()).toContain("004-api-versions.sql");
          const endpoint = () => storage.read.endpoints.get({ account_id: "acc_a", mode: "test" }, "whk_1");
          await expectMigrated(storage, async () => (await endpoint())?.api_version ?? "missing");
        } finally {
          await storage.close();
        }
      } finally {
        await pool.end();
      }
    });
  });
});
