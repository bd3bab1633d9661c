import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgDispatchStore } from "../src/data-access/postgres/dispatch-store.js";
import { PgEventStore } from "../src/data-access/postgres/event-store.js";
import { PgIdempotencyStore } from "../src/data-access/postgres/idempotency-store.js";
import { MergedReads } from "../src/data-access/postgres/merged-steps.js";
import { PgMessageStore } from "../src/data-access/postgres/message-store.js";
import { migrate, POSTGRES_MIGRATIONS_DIR } from "../src/data-access/postgres/migrate.js";
import { MemberSql } from "../src/data-access/postgres/transaction-group.js";
import { type PostgresServer, startTestPostgres } from "../src/testing/postgres-server.js";
import { indexesOf, plansOf, RecordingExecutor } from "./support/explain-statements.js";

// The hot reads must cost the same however many rows the tables hold, even when their statistics are stale
// (never analyzed here; in a sandbox, an account that grew since the last ANALYZE).
// - A message or event by its id: with the account and mode in the lookup's WHERE, the planner picked an
//   account-wide index (`messages_recipient`, `events_stream`) and filtered every row of the account.
// - A status change: under load the planner took `messages_status` (status = the one it leaves) and read every
//   message in that status. Migration 008 drops that index, as SQLite's 111 did.
// - The carrier claim reads `messages_active` in id order and stops at its limit.
// - A send's recipient cap: with the account, mode and number as three conditions, `messages_account` served
//   them too, and once the wider `messages_recipient` grew a level taller the planner took the account index
//   and a sort, reading the whole account per send. It now reads by the one key only `messages_recipient_key`
//   holds (`messages_recipient` stays for API processes of the previous version).
// Each is checked in the plan for its values and in the generic plan, which a named statement may keep after
// its first runs (the webhook queue's generic plan once read the whole queue: postgres-delivery-queue.test.ts).

const ROWS = 2000;

/** The id of row `i` (1-based), as the inserts below write it. */
const id = (prefix: string, i: number) => `${prefix}_${String(i).padStart(6, "0")}`;

describe("PostgreSQL: lookups and claims read through their index, whatever the statistics say", () => {
  let server: PostgresServer | undefined;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    server = await startTestPostgres({ fsync: "off" });
    pool = new pg.Pool({ connectionString: await server.createDatabase(), max: 2 });
    pool.on("error", () => {});
    await migrate(pool, POSTGRES_MIGRATIONS_DIR);
    // No ANALYZE may run during the test: the statistics stay those of the empty tables.
    await pool.query("ALTER TABLE messages SET (autovacuum_enabled = false)");
    await pool.query("ALTER TABLE events SET (autovacuum_enabled = false)");
    await pool.query("ALTER TABLE idempotency_keys SET (autovacuum_enabled = false)");
    await pool.query(
      `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
         segments, credits_used, status, sequence, submitted_at, updated_at, status_history)
       SELECT 'msg_' || lpad(i::text, 6, '0'), 'acc_a', 'test', '+1555000' || lpad((i % 1000)::text, 4, '0'),
         'tpl_1', 'otp', 'Code ' || i, 'GSM-7', 1, 1, 'submitted', 2, '2026-11-29T00:00:00.000Z',
         '2026-11-29T00:00:01.000Z', '[]'::jsonb
       FROM generate_series(1, $1::int) AS i`,
      [ROWS],
    );
    await pool.query(
      `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
       SELECT 'evt_' || lpad(i::text, 6, '0'), 'acc_a', 'test', 'sms.delivered', 'msg_' || lpad(i::text, 6, '0'),
         '{}'::json, '2026-11-29T00:00:01.000Z'
       FROM generate_series(1, $1::int) AS i`,
      [ROWS],
    );
    await pool.query(
      `INSERT INTO idempotency_keys (account_id, mode, api_version, idempotency_key, fingerprint, response_body,
         created_at, expires_at)
       SELECT 'acc_a', 'test', 'v1', 'key_' || lpad(i::text, 6, '0'), 'fp_' || i, '{}', '2026-11-29T00:00:00.000Z',
         '2026-11-30T00:00:00.000Z'
       FROM generate_series(1, $1::int) AS i`,
      [ROWS],
    );
    // Every message is in flight, leased by a worker until 00:10, except the last ten sent: the backlog.
    await pool.query(
      `UPDATE messages SET dispatch_owner = 'w0', dispatch_lease_until = '2026-11-29T00:10:00.000Z'
       WHERE message_id <= $1`,
      [id("msg", ROWS - 10)],
    );
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  /** The indexes each recorded statement's plan uses: every custom plan, then every generic plan. */
  async function planned(sql: RecordingExecutor): Promise<string[][]> {
    if (!pool) throw new Error("no pool");
    const custom = (await plansOf(pool, sql, "custom")).map(indexesOf);
    const generic = (await plansOf(pool, sql, "generic")).map(indexesOf);
    return [...custom, ...generic];
  }

  it("a message: found by its owner only, through messages_pkey", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql);
    expect((await messages.find("acc_a", "test", "msg_001234"))?.text).toBe("Code 1234");
    expect(await messages.find("acc_b", "test", "msg_001234")).toBeUndefined();
    expect(await messages.find("acc_a", "live", "msg_001234")).toBeUndefined();
    expect(await messages.find("acc_a", "test", "msg_999999")).toBeUndefined();
    expect(await planned(sql)).toEqual(Array(8).fill(["messages_pkey"]));
  });

  it("the gets of one turn: one statement through messages_pkey, each answered as if alone", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql, true);
    const found = await Promise.all([
      messages.find("acc_a", "test", "msg_001234"),
      messages.find("acc_a", "test", "msg_000007"),
      messages.find("acc_a", "test", "msg_001234"),
      messages.find("acc_b", "test", "msg_000007"),
      messages.find("acc_a", "test", "msg_999999"),
      messages.find("acc_a", "test", "msg_\u0000"),
    ]);
    expect(found.map((m) => m?.text)).toEqual([
      "Code 1234",
      "Code 7",
      "Code 1234",
      undefined,
      undefined,
      undefined,
    ]);
    expect(sql.statements).toHaveLength(1);
    expect(sql.statements[0]?.values).toEqual([["msg_001234", "msg_000007", "msg_999999"]]);
    expect((await messages.find("acc_a", "test", "msg_000008"))?.text).toBe("Code 8");
    expect(sql.statements).toHaveLength(2);
    expect(await planned(sql)).toEqual(Array(4).fill(["messages_pkey"]));
  });

  it("the gets of the next few turns join one statement", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql, true);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    // As at 10 connections: each get of an API process arrives in a turn of its own.
    const first = messages.find("acc_a", "test", "msg_001234");
    await nextTurn();
    const second = messages.find("acc_a", "test", "msg_000007");
    await nextTurn();
    const third = messages.find("acc_a", "test", "msg_000008");
    expect((await Promise.all([first, second, third])).map((m) => m?.text)).toEqual([
      "Code 1234",
      "Code 7",
      "Code 8",
    ]);
    expect(sql.statements.map((s) => s.values)).toEqual([[["msg_001234", "msg_000007", "msg_000008"]]]);
  });

  it("a send's recipient cap: the recipient's latest sends, through messages_recipient_key", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql);
    // Message i went to +1555000(i % 1000): two of the 2,000 to each recipient, both at 00:00.
    const since = "2026-11-28T23:00:00.000Z";
    expect(await messages.nthLatestToRecipient("acc_a", "test", "+15550000007", since, 2)).toBe(
      "2026-11-29T00:00:00.000Z",
    );
    expect(await messages.nthLatestToRecipient("acc_a", "test", "+15550000007", since, 3)).toBeUndefined();
    // The lock, then the count: only the count reads the table.
    const counts = (await planned(sql)).filter((indexes) => indexes.length > 0);
    expect(counts).toEqual(Array(4).fill(["messages_recipient_key"]));
  });

  it("a group's merged reads: keys through idempotency_keys_pkey, recipients through messages_recipient_key", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const names = new Map<string, MemberSql>();
    const reads = new MergedReads((steps) => sql.pipeline(steps));
    const members = [new MemberSql(sql, names, reads), new MemberSql(sql, names, reads)];
    const at = "2026-11-29T12:00:00.000Z";
    const since = "2026-11-28T23:00:00.000Z";
    const scope = (key: string) => ({
      accountId: "acc_a",
      mode: "test" as const,
      apiVersion: "v1" as const,
      key,
    });
    const [found, absent, counted, none] = await Promise.all([
      new PgIdempotencyStore(members[0] as MemberSql).lookup(scope("key_000042"), at),
      new PgIdempotencyStore(members[1] as MemberSql).lookup(scope("key_new"), at),
      new PgMessageStore(members[0] as MemberSql).nthLatestToRecipient(
        "acc_a",
        "test",
        "+15550000007",
        since,
        2,
      ),
      new PgMessageStore(members[1] as MemberSql).nthLatestToRecipient(
        "acc_a",
        "test",
        "+15550000008",
        since,
        3,
      ),
    ]);
    expect(found).toEqual({ state: "completed", fingerprint: "fp_42", answer: "{}" });
    expect(absent).toEqual({ state: "absent" });
    expect(counted).toBe("2026-11-29T00:00:00.000Z");
    expect(none).toBeUndefined();
    // One statement of each kind for both members: the keys' lookups, their second reads, the locks, the counts.
    expect(sql.statements.map((s) => (s.values[0] as unknown[]).length)).toEqual([2, 2, 2, 2]);
    const plans = await planned(sql);
    const custom = plans.slice(0, 4);
    const generic = plans.slice(4);
    for (const indexes of [custom, generic]) {
      expect(indexes).toEqual([
        ["idempotency_keys_pkey"],
        ["idempotency_keys_pkey"],
        [],
        ["messages_recipient_key"],
      ]);
    }
  });

  it("an event and its stream position: found by their owner only, through events_pkey", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const events = new PgEventStore(sql);
    expect((await events.find("acc_a", "test", "evt_001234"))?.message_id).toBe("msg_001234");
    expect(await events.find("acc_b", "test", "evt_001234")).toBeUndefined();
    expect(await events.find("acc_a", "live", "evt_001234")).toBeUndefined();
    expect(await events.outboxPosition("acc_a", "test", "evt_001234")).toMatch(/^\d+:\d+$/);
    expect(await events.outboxPosition("acc_b", "test", "evt_001234")).toBeUndefined();
    expect(await planned(sql)).toEqual(Array(10).fill(["events_pkey"]));
  });

  it("a status change: by the message's id; no index on status alone is left to mislead the planner", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql);
    const from = { status: "submitted", sequence: 2 } as const;
    expect(
      await messages.updateStatus(id("msg", 500), from, "sent", "2026-11-29T00:00:02.000Z", null, 1),
    ).toBe(true);
    expect(
      await messages.updateStatus(id("msg", 500), from, "sent", "2026-11-29T00:00:02.000Z", null, 1),
    ).toBe(false);
    for (const plan of await planned(sql)) expect(["messages_pkey", "messages_active"]).toContain(plan[0]);
    const indexes = await pool.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'messages'",
    );
    expect(indexes.rows.map((r) => r.indexname)).not.toContain("messages_status");
  });

  it("the claim: oldest first, free leases and run-out ones, through messages_active in id order", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const dispatch = new PgDispatchStore(sql);
    const ids = (claimed: ReadonlyArray<{ message_id: string }>) => claimed.map((m) => m.message_id);
    const backlog = Array.from({ length: 10 }, (_, i) => id("msg", ROWS - 9 + i));
    expect(await dispatch.claimable("2026-11-29T00:05:00.000Z")).toBe(true);
    expect(
      ids(await dispatch.claim("w1", "2026-11-29T00:05:00.000Z", "2026-11-29T00:20:00.000Z", 4)),
    ).toEqual(backlog.slice(0, 4));
    expect(
      ids(await dispatch.claim("w1", "2026-11-29T00:05:00.000Z", "2026-11-29T00:20:00.000Z", 100)),
    ).toEqual(backlog.slice(4));
    // Everything is leased now: w0's until 00:10, w1's until 00:20.
    expect(await dispatch.claimable("2026-11-29T00:05:00.000Z")).toBe(false);
    expect(await dispatch.claim("w2", "2026-11-29T00:05:00.000Z", "2026-11-29T00:30:00.000Z", 4)).toEqual([]);
    // w0's leases ran out at 00:10; w1's hold until 00:20.
    expect(
      ids(await dispatch.claim("w2", "2026-11-29T00:15:00.000Z", "2026-11-29T00:30:00.000Z", 3)),
    ).toEqual([1, 2, 3].map((i) => id("msg", i)));
    const plans = await planned(sql);
    expect(plans).toHaveLength(12);
    for (const plan of plans) expect(plan).toContain("messages_active");
  });
});
