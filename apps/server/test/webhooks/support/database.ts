import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../../../src/data-access/sqlite/database.js";
import { LocalNotifier } from "../../../src/data-access/sqlite/local-notifier.js";
import { SqliteStorage } from "../../../src/data-access/sqlite/sqlite-storage.js";
import type { Storage } from "../../../src/domain/ports.js";
import { WebhookEndpoints } from "../../../src/domain/webhooks/manage-endpoints.js";

/** A real, migrated SQLite storage in a fresh temp folder. */
export interface TestStorage {
  /** The storage the worker and the use cases run on. */
  storage: SqliteStorage;
  /** Its database, for writing events the way the outbox does. */
  db: Database;
  /** The temp folder holding the file (`server.db`). */
  dir: string;
  /** Closes the storage and deletes the folder. */
  cleanup: () => Promise<void>;
}

/** Opens a real, migrated database file in a fresh temp folder. */
export async function openTestStorage(options: { groupCommits?: boolean } = {}): Promise<TestStorage> {
  const dir = mkdtempSync(join(tmpdir(), "sms-webhooks-"));
  const storage = new SqliteStorage({ path: join(dir, "server.db"), ...options });
  await storage.migrate();
  return {
    storage,
    db: storage.db,
    dir,
    cleanup: async () => {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The endpoint use cases on `storage`, loopback URLs allowed, at the clock `now` (ms) when given. */
export function endpointsOn(storage: SqliteStorage, now?: () => number): WebhookEndpoints {
  return new WebhookEndpoints({
    storage,
    notifier: new LocalNotifier(),
    policy: { allowInsecure: true },
    ...(now ? { now: () => new Date(now()) } : {}),
  });
}

/**
 * The storages (connections to one file, in this thread) with their transactions taking turns, as the file's
 * write lock makes separate processes do. Without it two connections in one thread cannot wait for each
 * other: a transaction holds the lock across awaits, and SQLite's busy wait for it would block the very
 * thread that has to finish it.
 */
export function takingTurns(...storages: SqliteStorage[]): Storage[] {
  let tail: Promise<unknown> = Promise.resolve();
  return storages.map(
    (storage): Storage => ({
      engine: storage.engine,
      read: storage.read,
      close: () => storage.close(),
      transaction(fn, options) {
        const run = tail.then(() => storage.transaction(fn, options));
        tail = run.catch(() => {});
        return run;
      },
      takeRateTokens(request) {
        return this.transaction((tx) => tx.rateLimits.take(request), { durable: false });
      },
    }),
  );
}

let counter = 0;

/** Writes an event row the way the server's outbox does (same columns), returning its id. */
export function insertEvent(
  db: Database,
  fields: { account_id?: string; mode?: string; type: string; data?: object; created_at?: string },
): string {
  counter += 1;
  const event_id = `evt_TEST${String(Date.now()).padStart(16, "0")}${String(counter).padStart(6, "0")}`;
  const created_at = fields.created_at ?? new Date().toISOString();
  db.run(
    "INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    event_id,
    fields.account_id ?? "acc_a",
    fields.mode ?? "test",
    fields.type,
    "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
    JSON.stringify(fields.data ?? { sequence: counter }),
    created_at,
  );
  return event_id;
}
