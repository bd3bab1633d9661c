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

/** Opens the SQLite engine as a process of `role` would, and reads who checkpoints its WAL. */
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
  await storage.close();
  return { thread, pages };
}

describe("who checkpoints the SQLite file's WAL, by role", () => {
  it("one thread, in the process that commits the sends; the worker after its commits; an API beside a writer only at the bound", async () => {
    expect(await checkpointsOf("writer", true)).toEqual({ thread: true, pages: 10000 });
    expect(await checkpointsOf("all", false)).toEqual({ thread: true, pages: 10000 });
    expect(await checkpointsOf("api", false)).toEqual({ thread: true, pages: 10000 });
    expect(await checkpointsOf("api", true)).toEqual({ thread: false, pages: 10000 });
    expect(await checkpointsOf("worker", false)).toEqual({ thread: false, pages: 1000 });
  });
});
