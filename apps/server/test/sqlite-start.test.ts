import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../src/data-access/sqlite/database.js";
import { isBusy } from "../src/data-access/sqlite/writer-turns.js";
import { holdSqliteLock } from "./support/hold-sqlite-lock.js";

// Two roles started together on a new file: one of them switches it to WAL while the other reads its header.
describe("opening a new SQLite file while another process writes it (roles started together)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const newPath = () => {
    const dir = mkdtempSync(join(tmpdir(), "sqlite-start-"));
    dirs.push(dir);
    return join(dir, "db.sqlite");
  };
  // The other process made the file in rollback mode and holds its write lock: the switch to WAL must upgrade
  // a read to a write, which SQLite reports busy at once, without its busy handler.
  const rollbackFileLockedFor = (path: string, ms: number) =>
    holdSqliteLock(path, ms, "CREATE TABLE boot (x INTEGER)");

  it("waits for the lock, switches the file to WAL and migrates it", async () => {
    const path = newPath();
    await rollbackFileLockedFor(path, 300);
    const started = Date.now();
    const db = new Database({ path });
    // It waited (without the retry it fails at once); the holder's 300 ms less however late its "locked" came.
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(db.get<{ journal_mode: string }>("PRAGMA journal_mode")?.journal_mode).toBe("wal");
    expect(db.migrate().length).toBeGreaterThan(0);
    db.close();
  });

  it("past its busy timeout, fails with SQLITE_BUSY", async () => {
    const path = newPath();
    await rollbackFileLockedFor(path, 1_500);
    const started = Date.now();
    let error: unknown;
    try {
      new Database({ path, busyTimeoutMs: 200 }).close();
    } catch (err) {
      error = err;
    }
    expect(isBusy(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
