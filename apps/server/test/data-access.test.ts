import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AccountRepository, hashApiKey } from "../src/data-access/account-repository.js";
import { Database } from "../src/data-access/database.js";
import { LedgerRepository } from "../src/data-access/ledger-repository.js";
import { MessageRepository } from "../src/data-access/message-repository.js";
import { parseFixture } from "../src/fixture/fixture-schema.js";
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

describe("database and repositories", () => {
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
      const db = new Database({ path, journalMode, backgroundCheckpoints: true });
      db.migrate();
      db.run("CREATE TABLE t (x INTEGER PRIMARY KEY)");
      const units = [1, 2, 3].map((x) =>
        db.groupCommit(() => {
          db.run("INSERT INTO t VALUES (?)", x);
          if (x === 2) throw new Error("refused");
          return x;
        }),
      );
      const outcomes = await Promise.allSettled(units);
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      db.close();
      const reopened = new Database({ path, journalMode });
      expect(reopened.all("SELECT x FROM t ORDER BY x")).toEqual([{ x: 1 }, { x: 3 }]);
      reopened.close();
    },
  );

  it("a failing transaction leaves nothing behind", () => {
    const db = new Database({ path: ":memory:" });
    db.migrate();
    new AccountRepository(db).syncFixture(parseFixture(testFixture()));
    const ledger = new LedgerRepository(db);
    const before = ledger.entries("acc_main", "test").length;
    expect(() =>
      db.transaction(() => {
        ledger.debit("acc_main", "test", 5, "msg_x", new Date().toISOString(), true);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(ledger.entries("acc_main", "test")).toHaveLength(before);
    expect(ledger.balance("acc_main", "test")).toBe(100000);
    db.close();
  });

  it("a prepaid debit never takes the balance below zero; the balance is the ledger's sum", () => {
    const db = new Database({ path: ":memory:" });
    db.migrate();
    new AccountRepository(db).syncFixture(parseFixture(testFixture({ smallBalance: 3 })));
    const ledger = new LedgerRepository(db);
    const at = new Date().toISOString();
    expect(ledger.debit("acc_small", "test", 2, "msg_1", at, true)).toBe(true);
    expect(ledger.debit("acc_small", "test", 2, "msg_2", at, true)).toBe(false);
    expect(ledger.debit("acc_small", "test", 1, "msg_3", at, true)).toBe(true);
    expect(ledger.balance("acc_small", "test")).toBe(0);
    ledger.refund("acc_small", "test", 2, "msg_1", at);
    expect(ledger.balance("acc_small", "test")).toBe(2);
    expect(ledger.entries("acc_small", "test").reduce((s, e) => s + e.amount, 0)).toBe(2);
    db.close();
  });

  it("keys are stored only as hashes; re-syncing the fixture keeps balances and ledger", () => {
    const path = join(tempDir(), "b.sqlite");
    const db = new Database({ path });
    db.migrate();
    const accounts = new AccountRepository(db);
    accounts.syncFixture(parseFixture(testFixture()));
    const dump = JSON.stringify(db.all("SELECT * FROM api_keys"));
    expect(dump).not.toContain(KEYS.test);
    expect(accounts.findKeyByHash(hashApiKey(KEYS.test))?.account_id).toBe("acc_main");
    const ledger = new LedgerRepository(db);
    ledger.debit("acc_main", "test", 7, "msg_a", new Date().toISOString(), true);
    accounts.syncFixture(parseFixture(testFixture()));
    expect(ledger.balance("acc_main", "test")).toBe(100000 - 7);
    expect(ledger.entries("acc_main", "test").filter((e) => e.reason === "opening_balance")).toHaveLength(1);
    db.close();
  });
});

describe("idempotency records", () => {
  it("finds live records only, stores an answer once, and replaces expired and abandoned records", async () => {
    const { IdempotencyRepository } = await import("../src/data-access/idempotency-repository.js");
    const db = new Database({ path: ":memory:" });
    db.migrate();
    const repo = new IdempotencyRepository(db);
    const t0 = Date.parse("2026-11-22T10:00:00.000Z");
    const at = (ms: number) => new Date(t0 + ms).toISOString();
    const day = 24 * 3600 * 1000;
    const store = (key: string, fingerprint: string, ms: number) =>
      db.transaction(() =>
        repo.store({
          accountId: "acc",
          mode: "test",
          key,
          fingerprint,
          status: 202,
          body: `{"fp":"${fingerprint}"}`,
          now: at(ms),
          expiresAt: at(ms + day),
        }),
      );
    expect(repo.find("acc", "test", "k1", at(0))).toBeNull();
    store("k1", "f1", 0);
    expect(repo.find("acc", "test", "k1", at(1000))).toEqual({
      fingerprint: "f1",
      state: "completed",
      response_status: 202,
      response_body: '{"fp":"f1"}',
    });
    // Keys are scoped by mode, and a live record is never overwritten.
    expect(repo.find("acc", "live", "k1", at(1000))).toBeNull();
    expect(() => store("k1", "f2", 1000)).toThrow(/is live/);
    expect(repo.find("acc", "test", "k1", at(1000))?.fingerprint).toBe("f1");
    // A completed record lives 24 h, then the key is free again.
    expect(repo.find("acc", "test", "k1", at(day))).toBeNull();
    store("k1", "f2", day);
    expect(repo.find("acc", "test", "k1", at(day + 1))?.response_body).toBe('{"fp":"f2"}');
    // An `in_progress` claim of an earlier server is live for a minute, then abandoned and replaceable.
    db.run(
      `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, state, created_at, expires_at)
       VALUES ('acc', 'test', 'k2', 'f', 'in_progress', ?, ?)`,
      at(0),
      at(day),
    );
    expect(repo.find("acc", "test", "k2", at(59_000))).toMatchObject({ state: "in_progress" });
    expect(() => store("k2", "f", 59_000)).toThrow(/is live/);
    expect(repo.find("acc", "test", "k2", at(61_000))).toBeNull();
    store("k2", "f", 61_000);
    expect(repo.find("acc", "test", "k2", at(61_001))).toMatchObject({ state: "completed" });
    db.close();
  });

  it("a listed page carries each message's own history, in order, as a single read does", () => {
    const db = new Database({ path: join(tempDir(), "c.sqlite") });
    db.migrate();
    new AccountRepository(db).syncFixture(parseFixture(testFixture()));
    const messages = new MessageRepository(db);
    const ids = ["msg_a", "msg_b", "msg_c"];
    db.transaction(() => {
      for (const [i, id] of ids.entries()) {
        messages.insert({
          message_id: id,
          account_id: "acc_main",
          mode: "test",
          to: "14155550123",
          template_id: "tmpl_otp",
          category: "otp",
          text: "x",
          encoding: "gsm7",
          segments: 1,
          credits_used: 1,
          idempotency_key: null,
          submitted_at: `2026-01-01T00:00:0${i}.000Z`,
        });
        // msg_a moves once, msg_b twice, msg_c stays queued.
        const queued = { status: "queued", sequence: 0 } as const;
        const processing = { status: "processing", sequence: 1 } as const;
        if (i < 2) messages.updateStatus(id, queued, "processing", "2026-01-01T00:00:05.000Z", null, 1);
        if (i === 1) messages.updateStatus(id, processing, "submitted", "2026-01-01T00:00:06.000Z", null, 1);
      }
    });
    const page = messages.list("acc_main", "test", { limit: 10 });
    expect(page.map((m) => m.message_id)).toEqual([...ids].reverse());
    expect(page.map((m) => m.status_history.length)).toEqual([1, 3, 2]);
    for (const m of page) expect(m).toEqual(messages.find("acc_main", "test", m.message_id));
    expect(messages.list("acc_main", "live", { limit: 10 })).toEqual([]);
    db.close();
  });
});
