import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The files this process holds open that SQLite created as temporary files (`etilqs_…`, unlinked at once). */
function openTempFiles(): string[] {
  return readdirSync("/proc/self/fd")
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return "";
      }
    })
    .filter((target) => target.includes("etilqs_"));
}

describe("a group commit's savepoints", () => {
  it.skipIf(process.platform !== "linux")(
    "journal a unit's pages in memory: no temporary file is opened while units run in a group",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "savepoint-journal-"));
      dirs.push(dir);
      const db = new Database({ path: join(dir, "db.sqlite") });
      db.transaction(() => {
        db.run("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
        db.run("CREATE INDEX t_body ON t (body)");
      });
      // Rows over many pages, so a later unit changes pages that existed before its savepoint.
      db.transaction(() => {
        for (let i = 0; i < 2000; i++)
          db.run("INSERT INTO t (body) VALUES (?)", `row ${i} ${"x".repeat(200)}`);
      });
      const seen: string[][] = [];
      const unit = (n: number) =>
        db.runUnit(async () => {
          db.run("UPDATE t SET body = ? WHERE id % 7 = ?", `changed ${n} ${"y".repeat(180)}`, n);
          db.run("INSERT INTO t (body) VALUES (?)", `unit ${n}`);
          seen.push(openTempFiles());
        });
      // One at a time, as the storage's queue runs them; awaiting an outcome leaves the group open.
      const outcomes = [await unit(1), await unit(2), await unit(3)];
      for (const outcome of outcomes) {
        expect(outcome.ok).toBe(true);
        if (outcome.ok) await outcome.committed;
      }
      // A unit that fails is still undone alone, from the journal in memory.
      const failed = await db.runUnit(async () => {
        db.run("UPDATE t SET body = 'lost' WHERE id <= 100");
        throw new Error("refused");
      });
      expect(failed.ok).toBe(false);
      expect(db.get<{ n: number }>("SELECT count(*) AS n FROM t WHERE body = 'lost'")?.n).toBe(0);
      expect(db.get<{ n: number }>("SELECT count(*) AS n FROM t WHERE body LIKE 'unit %'")?.n).toBe(3);
      expect(seen).toEqual([[], [], []]);
      db.close();
      await db.whenClosed();
    },
  );
});
