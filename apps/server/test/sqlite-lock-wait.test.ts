import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import { StorageUnavailableError } from "../src/domain/errors.js";

// Another process holding the file's write lock (a worker's group commit) is stood in for by a second
// connection in this thread. SQLite's own busy handler would sleep in this thread, so the holder could never
// commit and every timer here would stop: the storage must wait on timers instead.
describe("a SQLite transaction waiting for another process's write lock", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function fileWithHolder(busyTimeoutMs: number) {
    const dir = mkdtempSync(join(tmpdir(), "sqlite-lock-wait-"));
    dirs.push(dir);
    const path = join(dir, "db.sqlite");
    const storage = new SqliteStorage({ path, busyTimeoutMs });
    await storage.migrate();
    const holder = new DatabaseSync(path);
    holder.exec("PRAGMA busy_timeout = 0");
    holder.exec("BEGIN IMMEDIATE");
    return { storage, holder };
  }
  const takeToken = (storage: SqliteStorage) =>
    storage.transaction((tx) => tx.rateLimits.take("key-1", 10, Date.now()));

  it("keeps the event loop turning meanwhile, and runs once the lock is released", async () => {
    const { storage, holder } = await fileWithHolder(5_000);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const pending = takeToken(storage);
      await sleep(150);
      expect(ticks).toBeGreaterThanOrEqual(10);
      // Reads need no write lock in WAL mode: they answer while the write waits.
      expect(await storage.read.messages.findById("msg_none")).toBeUndefined();
      holder.exec("COMMIT");
      await expect(pending).resolves.toMatchObject({ allowed: true, remaining: 9 });
    } finally {
      clearInterval(timer);
      holder.close();
      await storage.close();
    }
  });

  it("is unavailable once the busy timeout has passed, and the next one runs when the lock is free", async () => {
    const { storage, holder } = await fileWithHolder(200);
    try {
      const started = Date.now();
      await expect(takeToken(storage)).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      holder.exec("ROLLBACK");
      await expect(takeToken(storage)).resolves.toMatchObject({ allowed: true });
    } finally {
      holder.close();
      await storage.close();
    }
  });
});
