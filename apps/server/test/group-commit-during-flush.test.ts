import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, open, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";
import type { WriterRole } from "../src/data-access/sqlite/writer-turns.js";

const dirs: string[] = [];
const held: Array<{ release(): void }> = [];
afterEach(() => {
  // A failed expectation must not leave the pool held: vitest itself needs its threads.
  for (const pool of held.splice(0)) pool.release();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * Holds every thread of libuv's pool in an open() of a FIFO nobody writes to, so an fsync asked for meanwhile
 * stays in flight until `release()`: the flush's duration, made as long as a test needs.
 */
function holdThreadPool(dir: string): { release(): void } {
  const fifo = join(dir, "hold");
  execFileSync("mkfifo", [fifo]);
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const readers: number[] = [];
  for (let i = 0; i < threads; i++) open(fifo, "r", (err, fd) => err || readers.push(fd));
  let released = false;
  const pool = {
    release() {
      if (released) return;
      released = true;
      // Opening the write end lets every blocked open() return; their descriptors are closed as they come.
      const writer = openSync(fifo, "w");
      closeSync(writer);
      const closeReaders = () => {
        for (const fd of readers.splice(0)) closeSync(fd);
      };
      setTimeout(closeReaders, 50);
    },
  };
  held.push(pool);
  return pool;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function openTable(role: WriterRole) {
  const dir = mkdtempSync(join(tmpdir(), "group-flush-"));
  dirs.push(dir);
  const path = join(dir, "db.sqlite");
  const db = new Database({ path, writerRole: role });
  db.transaction(() => db.run("CREATE TABLE t (n INTEGER PRIMARY KEY)"));
  const observer = new DatabaseSync(path, { readOnly: true });
  const visible = () =>
    (observer.prepare("SELECT n FROM t ORDER BY n").all() as Array<{ n: number }>).map((r) => r.n);
  const insert = (n: number) =>
    db.runUnit(async () => {
      db.run("INSERT INTO t (n) VALUES (?)", n);
    });
  return { dir, db, observer, visible, insert };
}

describe("a group commit while an fsync is in flight", () => {
  it.skipIf(process.platform !== "linux")(
    "stays open past its turn, takes the next turns' units, and commits them together when the fsync ends",
    async () => {
      const { dir, db, observer, visible, insert } = await openTable("alone");
      const pool = holdThreadPool(dir);
      const first = await insert(1);
      await nextTurn();
      // Committed at its turn's end; its fsync now waits for a thread.
      expect(visible()).toEqual([1]);
      const second = await insert(2);
      await nextTurn();
      const third = await insert(3);
      await nextTurn();
      // Their answers wait for the flush in flight either way; their group is still open, the lock held.
      expect(visible()).toEqual([1]);
      pool.release();
      if (!first.ok || !second.ok || !third.ok) throw new Error("a unit failed");
      await Promise.all([first.committed, second.committed, third.committed]);
      expect(visible()).toEqual([1, 2, 3]);
      observer.close();
      db.close();
      await db.whenClosed();
    },
  );

  it.skipIf(process.platform !== "linux")(
    "is committed at its turn's end by a yielding process (a worker), so the API processes' turns come first",
    async () => {
      const { dir, db, observer, visible, insert } = await openTable("yield");
      const pool = holdThreadPool(dir);
      const first = await insert(1);
      await nextTurn();
      const second = await insert(2);
      await nextTurn();
      expect(visible()).toEqual([1, 2]);
      pool.release();
      if (!first.ok || !second.ok) throw new Error("a unit failed");
      await Promise.all([first.committed, second.committed]);
      observer.close();
      db.close();
      await db.whenClosed();
    },
  );

  it.skipIf(process.platform !== "linux")(
    "is committed and flushed by close() when it is still open",
    async () => {
      const { dir, db, observer, visible, insert } = await openTable("alone");
      const pool = holdThreadPool(dir);
      await insert(1);
      await nextTurn();
      const second = await insert(2);
      await nextTurn();
      expect(visible()).toEqual([1]);
      db.close();
      if (!second.ok) throw new Error("a unit failed");
      await second.committed;
      expect(visible()).toEqual([1, 2]);
      pool.release();
      observer.close();
      await db.whenClosed();
    },
  );
});
