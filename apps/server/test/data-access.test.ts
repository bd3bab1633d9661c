import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseFixture } from "../src/config/fixture-schema.js";
import { Database } from "../src/data-access/sqlite/database.js";
import { CLAIM_SQL, CLAIMABLE_SQL } from "../src/data-access/sqlite/dispatch-store.js";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import { hashApiKey } from "../src/domain/accounts/api-key-hash.js";
import { accountSetups } from "../src/main/compose.js";
import { fixtureStorage } from "./support/fixture-accounts.js";
import { KEYS, testFixture } from "./support/test-fixture.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "sms-db-test-"));
  dirs.push(d);
  return d;
}

describe("the SQLite engine", () => {
  it("applies numbered migrations once, in order, including extra folders", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "900-extra.sql"), "CREATE TABLE extra_table (id TEXT PRIMARY KEY);");
    writeFileSync(join(dir, "notes.txt"), "ignored");
    const path = join(dir, "a.sqlite");
    const db = new Database({ path, migrationsDirs: [dir] });
    const applied = db.migrate();
    expect(applied[0]).toBe("001-initial.sql");
    expect(applied.at(-1)).toBe("900-extra.sql");
    expect(db.migrate()).toEqual([]);
    db.close();
    const again = new Database({ path, migrationsDirs: [dir] });
    expect(again.migrate()).toEqual([]);
    expect(again.all("SELECT version FROM schema_migrations ORDER BY version").length).toBe(applied.length);
    again.close();
  });

  it.each(["wal", "delete"] as const)(
    "%s journal: a group commit answers after its commit, a refused unit alone is undone, and the file keeps the rest",
    async (journalMode) => {
      const path = join(tempDir(), "g.sqlite");
      const storage = new SqliteStorage({ path, journalMode, checkpoints: "thread" });
      await storage.migrate();
      storage.db.run("CREATE TABLE t (x INTEGER PRIMARY KEY)");
      const units = [1, 2, 3].map((x) =>
        storage.transaction(async () => {
          storage.db.run("INSERT INTO t VALUES (?)", x);
          if (x === 2) throw new Error("refused");
          return x;
        }),
      );
      const outcomes = await Promise.allSettled(units);
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      await storage.close();
      const reopened = new Database({ path, journalMode });
      expect(reopened.all("SELECT x FROM t ORDER BY x")).toEqual([{ x: 1 }, { x: 3 }]);
      reopened.close();
    },
  );

  it("a group of non-durable units commits without an fsync; a durable unit's answer waits for one", async () => {
    const path = join(tempDir(), "flush.sqlite");
    const storage = new SqliteStorage({ path });
    await storage.migrate();
    storage.db.run("CREATE TABLE t (x INTEGER PRIMARY KEY)");
    const before = storage.db.walFlushes;
    await Promise.all(
      [1, 2, 3].map((x) =>
        storage.transaction(async () => storage.db.run("INSERT INTO t VALUES (?)", x), { durable: false }),
      ),
    );
    // The units answer before their group commits, at the end of the turn; an fsync would start there.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.db.walFlushes).toBe(before);
    await storage.transaction(async () => storage.db.run("INSERT INTO t VALUES (4)"));
    expect(storage.db.walFlushes).toBe(before + 1);
    await storage.close();
    const reopened = new Database({ path });
    expect(reopened.all("SELECT x FROM t ORDER BY x")).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }, { x: 4 }]);
    reopened.close();
  });

  it("a unit that awaits past the end of the turn still commits whole, after it ends", async () => {
    const path = join(tempDir(), "slow.sqlite");
    const storage = new SqliteStorage({ path });
    await storage.migrate();
    storage.db.run("CREATE TABLE t (x INTEGER PRIMARY KEY)");
    const slow = storage.transaction(async () => {
      storage.db.run("INSERT INTO t VALUES (1)");
      await new Promise((r) => setTimeout(r, 20));
      storage.db.run("INSERT INTO t VALUES (2)");
    });
    const next = storage.transaction(async () => storage.db.run("INSERT INTO t VALUES (3)"));
    await Promise.all([slow, next]);
    await storage.close();
    const reopened = new Database({ path });
    expect(reopened.all("SELECT x FROM t ORDER BY x")).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    reopened.close();
  });

  it("a failing transaction leaves nothing behind", async () => {
    const storage = await fixtureStorage();
    const { ledger } = storage.read;
    const before = (await ledger.entries("acc_main", "test")).length;
    await expect(
      storage.transaction(async (tx) => {
        await tx.ledger.debit("acc_main", "test", 5, "msg_x", new Date().toISOString(), true);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await ledger.entries("acc_main", "test")).toHaveLength(before);
    expect(await ledger.balance("acc_main", "test")).toBe(100000);
    await storage.close();
  });

  it("keys are stored only as hashes; re-syncing the fixture keeps balances and ledger", async () => {
    const storage = await fixtureStorage(join(tempDir(), "b.sqlite"));
    const dump = JSON.stringify(storage.db.all("SELECT * FROM api_keys"));
    expect(dump).not.toContain(KEYS.test);
    expect((await storage.read.accounts.findKeyByHash(hashApiKey(KEYS.test)))?.account_id).toBe("acc_main");
    await storage.transaction((tx) =>
      tx.ledger.debit("acc_main", "test", 7, "msg_a", new Date().toISOString(), true),
    );
    await storage.transaction((tx) =>
      tx.accounts.sync(accountSetups(parseFixture(testFixture())), new Date().toISOString()),
    );
    expect(await storage.read.ledger.balance("acc_main", "test")).toBe(100000 - 7);
    const opening = (await storage.read.ledger.entries("acc_main", "test")).filter(
      (e) => e.reason === "opening_balance",
    );
    expect(opening).toHaveLength(1);
    await storage.close();
  });

  it("reads the carrier claim in order through messages_active, so a backlog costs a claim its limit, not a sort", () => {
    const db = new Database({ path: join(tempDir(), "plan.sqlite") });
    db.migrate();
    const plan = (sql: string, ...params: (string | number)[]) =>
      db
        .all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params)
        .map((row) => row.detail)
        .join(" | ");
    const claim = plan(CLAIM_SQL, "2026-01-01T00:00:00.000Z", 100);
    expect(claim).toContain("USING INDEX messages_active");
    expect(claim).not.toContain("TEMP B-TREE");
    expect(plan(CLAIMABLE_SQL, "2026-01-01T00:00:00.000Z")).toContain("USING INDEX messages_active");
    db.close();
  });

  it("an upgrade drops unfinished idempotency claims of servers before migration 105 and keeps answers", () => {
    const path = join(tempDir(), "old.sqlite");
    const old = new Database({ path });
    old.migrate();
    old.run("DELETE FROM schema_migrations WHERE version = '105-scale-out.sql'");
    old.close();
    // Rebuild the pre-105 table shape by hand, as an older server left it.
    const raw = new Database({ path });
    raw.run("DROP TABLE idempotency_keys");
    raw.run("DROP TABLE rate_buckets");
    raw.run("DROP INDEX messages_active");
    for (const column of [
      "dispatch_owner",
      "dispatch_lease_until",
      "carrier_submissions",
      "carrier_submitted_at",
    ])
      raw.run(`ALTER TABLE messages DROP COLUMN ${column}`);
    raw.run(`CREATE TABLE idempotency_keys (account_id TEXT NOT NULL, mode TEXT NOT NULL, idempotency_key TEXT NOT NULL,
      fingerprint TEXT NOT NULL, state TEXT NOT NULL, response_status INTEGER, response_body TEXT,
      created_at TEXT NOT NULL, expires_at TEXT NOT NULL, PRIMARY KEY (account_id, mode, idempotency_key))`);
    raw.run(
      `INSERT INTO idempotency_keys VALUES ('acc', 'test', 'done', 'f', 'completed', 202, '{"a":1}', '2026-01-01', '2999-01-01'),
        ('acc', 'test', 'claim', 'f', 'in_progress', NULL, NULL, '2026-01-01', '2999-01-01')`,
    );
    expect(raw.migrate()).toEqual(["105-scale-out.sql"]);
    expect(raw.all("SELECT idempotency_key, response_body FROM idempotency_keys")).toEqual([
      { idempotency_key: "done", response_body: '{"a":1}' },
    ]);
    raw.close();
  });
});
