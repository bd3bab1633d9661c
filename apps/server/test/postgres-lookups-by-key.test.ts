import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgEventStore } from "../src/data-access/postgres/event-store.js";
import { PgMessageStore } from "../src/data-access/postgres/message-store.js";
import { migrate, POSTGRES_MIGRATIONS_DIR } from "../src/data-access/postgres/migrate.js";
import { SqlExecutor } from "../src/data-access/postgres/sql-executor.js";
import { type PostgresServer, startTestPostgres } from "../src/testing/postgres-server.js";

// A read of one message or event by its id must cost the same however many rows its account has. With the
// account and mode in the lookup's WHERE, a table whose statistics are stale (never analyzed here; in a
// sandbox, an account that grew since the last ANALYZE) let the planner pick an account-wide index
// (`messages_recipient`, `events_stream`) and filter every row of the account: each get read thousands.

const ROWS = 2000;

/** An executor that keeps each statement it ran, to explain it afterwards with the same values. */
class RecordingExecutor extends SqlExecutor {
  readonly statements: Array<{ text: string; values: readonly unknown[] }> = [];

  override async row<T>(text: string, values: readonly unknown[] = []): Promise<T | undefined> {
    this.statements.push({ text, values });
    return super.row<T>(text, values);
  }
}

/** The index names in a JSON plan. */
function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (plan === null || typeof plan !== "object") return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node["Index Name"] === "string" ? [node["Index Name"]] : [];
  return [...own, ...Object.values(node).flatMap(indexesOf)];
}

describe("PostgreSQL: a message or event is read by its primary key, whatever the statistics say", () => {
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
    await pool.query(
      `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
         segments, credits_used, status, sequence, submitted_at, updated_at, status_history)
       SELECT 'msg_' || lpad(i::text, 6, '0'), 'acc_a', 'test', '+1555000' || lpad((i % 1000)::text, 4, '0'),
         'tpl_1', 'otp', 'Code ' || i, 'GSM-7', 1, 1, 'delivered', 4, '2026-11-29T00:00:00.000Z',
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
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  /** The indexes the plan of each recorded statement uses. */
  async function planned(sql: RecordingExecutor): Promise<string[][]> {
    const plans: string[][] = [];
    for (const { text, values } of sql.statements) {
      const r = await pool?.query(`EXPLAIN (FORMAT JSON) ${text}`, [...values]);
      plans.push(indexesOf(r?.rows[0]?.["QUERY PLAN"]));
    }
    return plans;
  }

  it("a message: found by its owner only, through messages_pkey", async () => {
    if (!pool) throw new Error("no pool");
    const sql = new RecordingExecutor(pool);
    const messages = new PgMessageStore(sql);
    expect((await messages.find("acc_a", "test", "msg_001234"))?.text).toBe("Code 1234");
    expect(await messages.find("acc_b", "test", "msg_001234")).toBeUndefined();
    expect(await messages.find("acc_a", "live", "msg_001234")).toBeUndefined();
    expect(await messages.find("acc_a", "test", "msg_999999")).toBeUndefined();
    expect(await planned(sql)).toEqual(Array(4).fill(["messages_pkey"]));
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
    expect(await planned(sql)).toEqual(Array(5).fill(["events_pkey"]));
  });
});
