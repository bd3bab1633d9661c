import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";
import { ReadBatch } from "../src/data-access/sqlite/read-batch.js";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";

// The reads of one turn share one read transaction (src/data-access/sqlite/read-batch.ts). Another
// connection to the same file stands for another process committing in the middle.

describe("reads asked for in one turn of the event loop", () => {
  const opened: { close(): void }[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  const setUp = () => {
    const dir = mkdtempSync(join(tmpdir(), "read-batch-"));
    dirs.push(dir);
    const path = join(dir, "db.sqlite");
    const db = new Database({ path });
    db.run("CREATE TABLE t (n INTEGER)");
    const other = new DatabaseSync(path);
    other.exec("PRAGMA busy_timeout = 5000");
    opened.push(db, other);
    const count = () => db.get<{ c: number }>("SELECT count(*) AS c FROM t")?.c;
    const commitElsewhere = () => other.exec("INSERT INTO t VALUES (1)");
    return { db, count, commitElsewhere };
  };

  it("read one snapshot: another process's commit between them is seen by neither or both", async () => {
    const { db, count, commitElsewhere } = setUp();
    const batch = new ReadBatch(db);
    const first = batch.run(async () => {
      const seen = count();
      commitElsewhere();
      return seen;
    });
    const second = batch.run(async () => count());
    expect(await Promise.all([first, second])).toEqual([0, 0]);
    // The next turn's read is a new snapshot.
    expect(await batch.run(async () => count())).toBe(1);
  });

  it("see everything committed before the turn ended, so before they were answered", async () => {
    const { db, count, commitElsewhere } = setUp();
    const batch = new ReadBatch(db);
    commitElsewhere();
    const asked = batch.run(async () => count());
    commitElsewhere();
    expect(await asked).toBe(2);
  });

  it("each settle with their own outcome: one read's failure is not its neighbours'", async () => {
    const { db, count } = setUp();
    const batch = new ReadBatch(db);
    const failing = batch.run(async () => db.get("SELECT * FROM no_such_table"));
    const fine = batch.run(async () => count());
    await expect(failing).rejects.toThrow(/no such table/);
    expect(await fine).toBe(0);
    // Nothing was left open: a write transaction begins.
    expect(db.run("INSERT INTO t VALUES (2)")).toBe(1);
  });

  it("join a write transaction open when they run, and read its writes as any read on it does", async () => {
    const { db, count } = setUp();
    const batch = new ReadBatch(db);
    const outcome = await db.runUnit(async () => {
      db.run("INSERT INTO t VALUES (3)");
      return batch.run(async () => count());
    });
    expect(outcome).toMatchObject({ ok: true, value: 1 });
  });

  it("asked for just before the storage closes, still answer", async () => {
    const dir = mkdtempSync(join(tmpdir(), "read-batch-"));
    dirs.push(dir);
    const storage = new SqliteStorage({ path: join(dir, "db.sqlite") });
    await storage.migrate();
    const read = storage.read.messages.findById("msg_none");
    await storage.close();
    expect(await read).toBeUndefined();
  });
});
