import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "../src/config/config.js";
import type { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import { openEngine } from "../src/main/compose.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Opens the SQLite engine as a process of `role` would, and reads who checkpoints its WAL and where it flushes. */
async function checkpointsOf(role: string, withWriter: boolean) {
  const dir = mkdtempSync(join(tmpdir(), "sms-ckpt-"));
  dirs.push(dir);
  const config = readConfig({
    DATABASE_URL: join(dir, "c.sqlite"),
    SERVER_ROLE: role,
    ...(withWriter ? { SQLITE_WRITER_SOCKET: join(dir, "writer.sock") } : {}),
  });
  const engine = await openEngine(config);
  const storage = engine.storage as SqliteStorage;
  const pages = storage.db.get<{ wal_autocheckpoint: number }>(
    "PRAGMA wal_autocheckpoint",
  )?.wal_autocheckpoint;
  const thread = storage.db.checkpointsInThread;
  const flush = storage.db.walFlush;
  await storage.close();
  return { thread, pages, flush };
}

describe("the SQLite file's WAL by role: who checkpoints it, and where each process flushes its commits", () => {
  it("one thread, in the process that commits the sends; the worker after its commits; an API beside a writer only at the bound", async () => {
    expect(await checkpointsOf("writer", true)).toMatchObject({ thread: true, pages: 10000 });
    expect(await checkpointsOf("all", false)).toMatchObject({ thread: true, pages: 10000 });
    expect(await checkpointsOf("api", false)).toMatchObject({ thread: true, pages: 10000 });
    expect(await checkpointsOf("api", true)).toMatchObject({ thread: false, pages: 10000 });
    expect(await checkpointsOf("worker", false)).toMatchObject({ thread: false, pages: 1000 });
  });

  it("the writer on its loop, which serves only writes; every other role on the thread pool", async () => {
    expect((await checkpointsOf("writer", true)).flush).toBe("loop");
    for (const [role, withWriter] of [
      ["all", false],
      ["api", false],
      ["api", true],
      ["worker", false],
    ] as const)
      expect((await checkpointsOf(role, withWriter)).flush).toBe("pool");
  });
});
