import { mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import { isBusy, WriterTurns } from "../src/data-access/sqlite/writer-turns.js";
import { StorageUnavailableError } from "../src/domain/errors.js";
import { holdSqliteLock } from "./support/hold-sqlite-lock.js";

describe("WriterTurns", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const file = () => {
    const dir = mkdtempSync(join(tmpdir(), "writer-turns-"));
    dirs.push(dir);
    const path = join(dir, "db.sqlite");
    const db = new DatabaseSync(path);
    db.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER)");
    return { path, db };
  };

  it("signal: waits for another process's lock, saying so beside the file, and takes it once free", async () => {
    const { path, db } = file();
    const turns = new WriterTurns(path, "signal", 5_000);
    const before = Date.now();
    utimesSync(`${path}-writer-wait`, new Date(0), new Date(0));
    await holdSqliteLock(path, 300);
    turns.begin(db);
    expect(Date.now() - before).toBeGreaterThanOrEqual(250);
    db.exec("INSERT INTO t VALUES (1); COMMIT");
    expect(statSync(`${path}-writer-wait`).mtimeMs).toBeGreaterThanOrEqual(before - 1);
    turns.close();
    db.close();
  });

  it("signal: past the busy timeout, fails with SQLITE_BUSY as SQLite's own wait would", async () => {
    const { path, db } = file();
    const turns = new WriterTurns(path, "signal", 150);
    await holdSqliteLock(path, 1_000);
    let error: unknown;
    try {
      turns.begin(db);
    } catch (err) {
      error = err;
    }
    expect(isBusy(error)).toBe(true);
    // The connection's own busy timeout is back to the configured one.
    expect(db.prepare("PRAGMA busy_timeout").get()).toEqual({ timeout: 150 });
    turns.close();
    db.close();
  });

  it("yield: gives way while the signal is fresh, until it is 10 ms old or for 50 ms at most, and not when it is stale", async () => {
    const { path } = file();
    const waiter = `${path}-writer-wait`;
    const turns = new WriterTurns(path, "yield", 5_000);
    utimesSync(waiter, new Date(0), new Date(0));
    let started = Date.now();
    await turns.giveWay();
    // No timer at all: well under the 50 ms a waiter that keeps signalling costs (below).
    expect(Date.now() - started).toBeLessThan(40);

    // A signal that stays fresh throughout (a touch dated ahead, so no timer of this busy test process has to
    // keep it fresh): the worker still gets its turn after the bound.
    const ahead = new Date(Date.now() + 60_000);
    utimesSync(waiter, ahead, ahead);
    started = Date.now();
    await turns.giveWay();
    expect(Date.now() - started).toBeGreaterThanOrEqual(49);

    // One touch: it gives way until the touch is older than 10 ms (read from the file, not from a clock this
    // process may have been descheduled from in between).
    utimesSync(waiter, new Date(), new Date());
    await turns.giveWay();
    expect(Date.now() - statSync(waiter).mtimeMs).toBeGreaterThanOrEqual(10);
    turns.close();
  });

  it("yield: a group that has held the lock 2 ms hands over while the signal is fresh; other roles never", () => {
    const { path } = file();
    const waiter = `${path}-writer-wait`;
    const worker = new WriterTurns(path, "yield", 5_000);
    const api = new WriterTurns(path, "signal", 5_000);
    const heldFor = (ms: number) => performance.now() - ms;
    utimesSync(waiter, new Date(0), new Date(0));
    expect(worker.shouldHandOver(heldFor(20))).toBe(false);
    utimesSync(waiter, new Date(), new Date());
    expect(worker.shouldHandOver(heldFor(0))).toBe(false);
    expect(worker.shouldHandOver(heldFor(20))).toBe(true);
    expect(api.shouldHandOver(heldFor(20))).toBe(false);
    worker.close();
    api.close();
  });

  it("a yielding database commits its group once it has held the lock 2 ms while a process waits", async () => {
    const { path, db: other } = file();
    const waiter = `${path}-writer-wait`;
    const worker = new Database({ path, writerRole: "yield" });
    other.exec("PRAGMA busy_timeout = 0");
    const lockIsFree = () => {
      try {
        other.exec("BEGIN IMMEDIATE; ROLLBACK");
        return true;
      } catch (err) {
        if (isBusy(err)) return false;
        throw err;
      }
    };
    const unit = () =>
      worker.runUnit(async () => {
        worker.run("INSERT INTO t VALUES (1)");
        const until = performance.now() + 3;
        while (performance.now() < until);
      });
    // Nobody waits: the group stays open (holding the lock) until the end of the event loop's turn.
    utimesSync(waiter, new Date(0), new Date(0));
    await unit();
    expect(lockIsFree()).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lockIsFree()).toBe(true);
    // A process waits: the group commits as soon as the unit ends.
    utimesSync(waiter, new Date(), new Date());
    await unit();
    expect(lockIsFree()).toBe(true);
    worker.close();
    other.close();
  });

  it("a signal storage waits for another process's lock off its event loop, saying so, and commits once it is free", async () => {
    const { path, db } = file();
    db.close();
    const storage = new SqliteStorage({ path, writerRole: "signal" });
    const waiter = `${path}-writer-wait`;
    utimesSync(waiter, new Date(0), new Date(0));
    await holdSqliteLock(path, 300);
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    const before = Date.now();
    await storage.transaction(async () => {
      storage.db.run("INSERT INTO t VALUES (1)");
    });
    clearInterval(ticking);
    expect(Date.now() - before).toBeGreaterThanOrEqual(250);
    // Blocked in SQLite's busy handler, the event loop would not have ticked until the lock was free.
    expect(ticks).toBeGreaterThanOrEqual(20);
    expect(statSync(waiter).mtimeMs).toBeGreaterThanOrEqual(before - 1);
    expect(storage.db.get("SELECT count(*) AS n FROM t")).toEqual({ n: 1 });
    await storage.close();
  });

  it("a signal storage still reports a lock held past the busy timeout as unavailable", async () => {
    const { path, db } = file();
    db.close();
    const storage = new SqliteStorage({ path, writerRole: "signal", busyTimeoutMs: 150 });
    await holdSqliteLock(path, 1_000);
    const before = Date.now();
    await expect(
      storage.transaction(async () => {
        storage.db.run("INSERT INTO t VALUES (1)");
      }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - before).toBeLessThan(900);
    await storage.close();
  });

  it("a signal storage without group commits runs each transaction on its own", async () => {
    const { path, db } = file();
    db.close();
    const storage = new SqliteStorage({ path, writerRole: "signal", groupCommits: false });
    await storage.transaction(async () => {
      storage.db.run("INSERT INTO t VALUES (1)");
    });
    expect(storage.db.get("SELECT count(*) AS n FROM t")).toEqual({ n: 1 });
    await storage.close();
  });
});
