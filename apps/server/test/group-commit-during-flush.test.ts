import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, open, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";
import type { WalFlush } from "../src/data-access/sqlite/wal-sync.js";
import type { WriterRole } from "../src/data-access/sqlite/writer-turns.js";

const dirs: string[] = [];
const held: Array<{ release(): void }> = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  // A failed expectation must not leave the pool held: vitest itself needs its threads.
  for (const pool of held.splice(0)) pool.release();
  for (const close of closers.splice(0)) await close();
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

/** A table in a new database file of `role`, another connection reading it, and the thread pool held. */
function openTable(role: WriterRole, walFlush: WalFlush = "pool") {
  const dir = mkdtempSync(join(tmpdir(), "group-flush-"));
  dirs.push(dir);
  const path = join(dir, "db.sqlite");
  const db = new Database({ path, writerRole: role, walFlush });
  db.transaction(() => db.run("CREATE TABLE t (n INTEGER PRIMARY KEY)"));
  const observer = new DatabaseSync(path, { readOnly: true });
  let closed = false;
  /** Closes the database (at once; resolves once every connection is closed), once. */
  const close = async () => {
    if (!closed) {
      closed = true;
      db.close();
    }
    await db.whenClosed();
  };
  closers.push(async () => {
    observer.close();
    await close();
  });
  const pool = holdThreadPool(dir);
  /** The rows another connection sees committed. */
  const visible = () =>
    (observer.prepare("SELECT n FROM t ORDER BY n").all() as Array<{ n: number }>).map((r) => r.n);
  /** Inserts `n` as a unit, lets its turn end, and returns its commit on disk (wrapped: not awaited here). */
  const insertInTurn = async (n: number): Promise<{ committed: Promise<void> }> => {
    const outcome = await db.runUnit(async () => {
      db.run("INSERT INTO t (n) VALUES (?)", n);
    });
    if (!outcome.ok) throw new Error("a unit failed");
    await nextTurn();
    return { committed: outcome.committed };
  };
  return { db, pool, close, visible, insertInTurn };
}

describe("a group commit while an fsync is in flight", () => {
  it.skipIf(process.platform !== "linux")(
    "stays open past its turn, takes the next turns' units, and commits them together when the fsync ends",
    async () => {
      const { pool, visible, insertInTurn } = openTable("alone");
      const first = await insertInTurn(1);
      // Committed at its turn's end; its fsync now waits for a thread.
      expect(visible()).toEqual([1]);
      const second = await insertInTurn(2);
      const third = await insertInTurn(3);
      // Their answers wait for the flush in flight either way; their group is still open, the lock held.
      expect(visible()).toEqual([1]);
      pool.release();
      await Promise.all([first.committed, second.committed, third.committed]);
      expect(visible()).toEqual([1, 2, 3]);
    },
  );

  it.skipIf(process.platform !== "linux")(
    "is committed at its turn's end by a yielding process (a worker), so the API processes' turns come first",
    async () => {
      const { pool, visible, insertInTurn } = openTable("yield");
      const first = await insertInTurn(1);
      const second = await insertInTurn(2);
      expect(visible()).toEqual([1, 2]);
      pool.release();
      await Promise.all([first.committed, second.committed]);
    },
  );

  it.skipIf(process.platform !== "linux")(
    "of a process that flushes on its loop (a writer) is committed and flushed at its turn's end, pool or not",
    async () => {
      const { db, visible, insertInTurn } = openTable("signal", "loop");
      const flushes = db.walFlushes;
      const first = await insertInTurn(1);
      await first.committed;
      const second = await insertInTurn(2);
      await second.committed;
      expect(visible()).toEqual([1, 2]);
      expect(db.walFlushes).toBe(flushes + 2);
    },
  );

  it.skipIf(process.platform !== "linux")(
    "is committed and flushed by close() when it is still open",
    async () => {
      const { pool, close, visible, insertInTurn } = openTable("alone");
      await insertInTurn(1);
      const second = await insertInTurn(2);
      expect(visible()).toEqual([1]);
      const closing = close();
      await second.committed;
      expect(visible()).toEqual([1, 2]);
      pool.release();
      await closing;
    },
  );
});
