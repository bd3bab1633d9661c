import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { WalSync } from "../src/data-access/sqlite/wal-sync.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function walFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "wal-sync-"));
  dirs.push(dir);
  const path = join(dir, "db.sqlite-wal");
  writeFileSync(path, "frames");
  return path;
}

describe("WalSync", () => {
  it("answers every waiter after an fsync, never synchronously, and coalesces a burst", async () => {
    const sync = new WalSync(walFile());
    const answered: unknown[] = [];
    const done = Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<void>((resolve) =>
            sync.afterCommit((error) => {
              answered.push(error);
              resolve();
            }),
          ),
      ),
    );
    expect(answered).toEqual([]);
    await done;
    expect(answered).toEqual([null, null, null]);
    sync.closeSync();
  });

  it("tells when an fsync is in flight, and calls the idle waiters after its own waiters", async () => {
    const sync = new WalSync(walFile());
    const order: string[] = [];
    sync.whenIdle(() => order.push("idle at once"));
    expect(order).toEqual(["idle at once"]);
    const flushed = new Promise<void>((resolve) =>
      sync.afterCommit(() => {
        order.push("flushed");
        resolve();
      }),
    );
    expect(sync.flushing).toBe(true);
    const idle = new Promise<void>((resolve) =>
      sync.whenIdle(() => {
        order.push("idle after");
        resolve();
      }),
    );
    await Promise.all([flushed, idle]);
    expect(order).toEqual(["idle at once", "flushed", "idle after"]);
    expect(sync.flushing).toBe(false);
    sync.closeSync();
  });

  it("closing flushes at once and settles the waiters; a later waiter gets an error", () => {
    const sync = new WalSync(walFile());
    const answered: unknown[] = [];
    sync.afterCommit((error) => answered.push(error));
    sync.afterCommit((error) => answered.push(error));
    sync.closeSync();
    expect(answered).toEqual([null, null]);
    sync.afterCommit((error) => answered.push(error));
    expect(answered[2]).toBeInstanceOf(Error);
  });

  it("reports a WAL file that cannot be opened to every waiter", async () => {
    const sync = new WalSync(join(tmpdir(), "no-such-dir-wal-sync", "db.sqlite-wal"));
    const error = await new Promise<unknown>((resolve) => sync.afterCommit(resolve));
    expect(error).toMatchObject({ code: "ENOENT" });
  });

  it("on the loop, flushes before afterCommit returns, once per call, and is never in flight", () => {
    const sync = new WalSync(walFile(), { flushOn: "loop" });
    const answered: unknown[] = [];
    sync.afterCommit((error) => answered.push(error));
    expect(answered).toEqual([null]);
    expect(sync.flushing).toBe(false);
    sync.afterCommit((error) => answered.push(error));
    expect(answered).toEqual([null, null]);
    expect(sync.flushes).toBe(2);
    sync.closeSync();
  });
});
