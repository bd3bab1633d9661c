import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BALANCE_SLOTS, spreadBalance } from "../src/data-access/postgres/balance-slots.js";
import { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { startTestPostgres } from "../src/testing/postgres-server.js";
import { accountSetups, at, concurrently } from "./port-tests/support/records.js";
import { postgresDatabaseThrough } from "./support/migrate-through.js";

const ALL = Array.from({ length: BALANCE_SLOTS }, (_, slot) => slot);

describe("spreading a balance over its slots", () => {
  it("evenly, the remainder on slot 0; a negative total all on slot 0; slots past N emptied", () => {
    const spread = (total: number, slots = ALL) => spreadBalance(total, slots).map((s) => s.balance);
    expect(spread(1003)).toEqual([73, ...Array(BALANCE_SLOTS - 1).fill(62)]);
    expect(spread(5)).toEqual([5, ...Array(BALANCE_SLOTS - 1).fill(0)]);
    expect(spread(-7)).toEqual([-7, ...Array(BALANCE_SLOTS - 1).fill(0)]);
    expect(spread(0)).toEqual(Array(BALANCE_SLOTS).fill(0));
    expect(spreadBalance(10, [0, 1, BALANCE_SLOTS])).toEqual([
      { slot: 0, balance: 5 },
      { slot: 1, balance: 5 },
      { slot: BALANCE_SLOTS, balance: 0 },
    ]);
  });
});

// PostgreSQL's migration 006 on a database written before it, with one balance row per account and mode: the
// row becomes slot 0, the first debit that needs the other slots creates them, and a re-sync of the fixture
// adds them without granting the opening balance again.

const OLD_ROWS = [
  `INSERT INTO accounts (account_id, name, billing, allowed_countries, allowed_categories, credit_rates,
     recipient_cap_max, recipient_cap_window_seconds)
   VALUES ('acc_a', 'Account 0', 'prepaid', '["IN"]', '["otp"]', '{"IN":1}', 5, 3600)`,
  "INSERT INTO balances (account_id, mode, balance) VALUES ('acc_a', 'test', 100), ('acc_a', 'live', 50)",
  `INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
   VALUES ('led_1', 'acc_a', 'test', 100, 'opening_balance', NULL, '${at(0)}'),
          ('led_2', 'acc_a', 'live', 50, 'opening_balance', NULL, '${at(0)}')`,
];

describe("PostgreSQL's balance-slots migration (006) on a database with one balance row per mode", () => {
  let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  afterAll(() => server?.stop());

  it("keeps each balance as slot 0; debits create the other slots, a re-sync adds them and grants nothing", async () => {
    server = await startTestPostgres({ fsync: "off" });
    const { connectionString, pool } = await postgresDatabaseThrough(server, 5);
    const slotRows = async (mode: string) =>
      (
        await pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM balances WHERE account_id = 'acc_a' AND mode = $1",
          [mode],
        )
      ).rows[0]?.n;
    try {
      for (const row of OLD_ROWS) await pool.query(row);
      const storage = new PostgresStorage({ connectionString, poolSize: 6 });
      try {
        expect((await storage.migrate())[0]).toBe("006-balance-slots.sql");
        expect(await storage.read.ledger.balance("acc_a", "test")).toBe(100);
        expect(await slotRows("test")).toBe("1");
        // Exactly the balance's worth, at once: most debits find their slot missing and fall back, the first
        // of them creating every slot.
        const outcomes = await concurrently(25, (i) =>
          storage.transaction((tx) => tx.ledger.debit("acc_a", "test", 5, `msg_${i}`, at(i), true)),
        );
        expect(outcomes.filter((o) => o.status === "fulfilled" && o.value === true)).toHaveLength(20);
        expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
        expect(await storage.read.ledger.balance("acc_a", "test")).toBe(0);
        expect(await slotRows("test")).toBe(String(BALANCE_SLOTS));

        await storage.transaction((tx) => tx.accounts.sync(accountSetups({ live: 999, test: 999 }), at(30)));
        expect(await storage.read.ledger.balance("acc_a", "live")).toBe(50);
        expect(await slotRows("live")).toBe(String(BALANCE_SLOTS));
        const live = await storage.read.ledger.entries("acc_a", "live");
        expect(live.map((e) => [e.reason, e.amount])).toEqual([["opening_balance", 50]]);
        // A new account is granted its opening balance, once.
        expect(await storage.read.ledger.balance("acc_b", "live")).toBe(999);
      } finally {
        await storage.close();
      }
    } finally {
      await pool.end();
    }
  });
});

// A new account's opening balance is spread over every slot when the fixture creates them, so the first
// one-slot debits find their slot covering them. With all of it on slot 0, most first debits found their slot
// short and the account's debits were decided before the commit, alone, for a while.
describe("PostgreSQL's slots of a new account", () => {
  let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  beforeAll(async () => {
    server = await startTestPostgres({ fsync: "off" });
  });
  afterAll(() => server?.stop());

  /** A new database, migrated: storages on it (`instances` of them), and its slots' balances by mode. */
  async function newDatabase(instances = 1) {
    if (!server) throw new Error("no server");
    const connectionString = await server.createDatabase();
    const storages = Array.from(
      { length: instances },
      () => new PostgresStorage({ connectionString, poolSize: 4 }),
    );
    await storages[0]?.migrate();
    const pool = new pg.Pool({ connectionString, max: 1 });
    const slots = async (account: string, mode: string) =>
      (
        await pool.query<{ balance: string }>(
          "SELECT balance FROM balances WHERE account_id = $1 AND mode = $2 ORDER BY slot",
          [account, mode],
        )
      ).rows.map((r) => Number(r.balance));
    const close = async () => {
      for (const storage of storages) await storage.close();
      await pool.end();
    };
    return { storages, slots, close };
  }

  it("hold the opening balance spread over them, granted once", async () => {
    const { storages, slots, close } = await newDatabase();
    const storage = storages[0] as PostgresStorage;
    try {
      await storage.transaction((tx) => tx.accounts.sync(accountSetups({ live: 50, test: 1003 }), at(0)));
      expect(await slots("acc_a", "test")).toEqual(spreadBalance(1003, ALL).map((s) => s.balance));
      expect(await slots("acc_a", "live")).toEqual([5, ...Array(BALANCE_SLOTS - 1).fill(3)]);
      await storage.transaction((tx) => tx.accounts.sync(accountSetups({ live: 999, test: 999 }), at(1)));
      expect(await storage.read.ledger.balance("acc_a", "test")).toBe(1003);
      const entries = await storage.read.ledger.entries("acc_a", "test");
      expect(entries.map((e) => [e.reason, e.amount])).toEqual([["opening_balance", 1003]]);
      await storage.transaction((tx) => tx.ledger.debit("acc_a", "test", 60, "msg_1", at(2), true));
      expect(await storage.read.ledger.balance("acc_a", "test")).toBe(943);
      expect((await slots("acc_a", "test")).filter((b) => b !== 62 && b !== 73)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("two instances syncing a new account at once grant its opening balance once", async () => {
    const { storages, slots, close } = await newDatabase(2);
    try {
      await Promise.all(
        storages.map((storage) =>
          storage.transaction((tx) => tx.accounts.sync(accountSetups({ live: 50, test: 1003 }), at(0))),
        ),
      );
      expect(await slots("acc_a", "test")).toEqual(spreadBalance(1003, ALL).map((s) => s.balance));
      const storage = storages[0] as PostgresStorage;
      expect(await storage.read.ledger.balance("acc_a", "test")).toBe(1003);
      const entries = await storage.read.ledger.entries("acc_a", "test");
      expect(entries.map((e) => [e.reason, e.amount])).toEqual([["opening_balance", 1003]]);
    } finally {
      await close();
    }
  });

  it("a negative opening balance sits on slot 0, and none leaves every slot at 0", async () => {
    const { storages, slots, close } = await newDatabase();
    const storage = storages[0] as PostgresStorage;
    try {
      await storage.transaction((tx) => tx.accounts.sync(accountSetups({ live: -40, test: 0 }), at(0)));
      expect(await slots("acc_b", "live")).toEqual([-40, ...Array(BALANCE_SLOTS - 1).fill(0)]);
      expect(await slots("acc_b", "test")).toEqual(Array(BALANCE_SLOTS).fill(0));
      expect(await storage.read.ledger.entries("acc_b", "test")).toEqual([]);
    } finally {
      await close();
    }
  });
});
