import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "../../../src/data-access/sqlite/database.js";

/** A real, migrated database file in a fresh temp folder. */
export function openTestDatabase(options: { groupCommits?: boolean } = {}): {
  db: Database;
  dir: string;
  cleanup: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), "sms-webhooks-"));
  const db = new Database({ path: join(dir, "server.db"), ...options });
  db.migrate();
  return {
    db,
    dir,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
