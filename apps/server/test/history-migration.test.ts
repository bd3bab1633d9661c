import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database, MIGRATIONS_DIR } from "../src/data-access/sqlite/database.js";
import { SqliteMessageStore } from "../src/data-access/sqlite/message-store.js";

let dir: string;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const T = (s: number) => `2026-11-20T00:00:0${s}.000Z`;

describe("migration 002 (status history in the message row)", () => {
  it("folds each message's history rows into its row, in sequence order, on a database created before", async () => {
    dir = mkdtempSync(join(tmpdir(), "sms-history-migrate-"));
    const path = join(dir, "server.db");
    // A database as the server left it before migration 002 (webhooks included, as they ran later).
    const old = new DatabaseSync(path);
    old.exec("PRAGMA foreign_keys = ON");
    old.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    for (const file of ["001-initial.sql", "100-webhooks.sql", "101-webhook-due-index.sql"]) {
      old.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(file, T(0));
    }
    const message = old.prepare(
      `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
         segments, credits_used, status, sequence, error, idempotency_key, submitted_at, updated_at)
       VALUES (?, 'acc_a', 'test', '14155550123', 'tmpl_otp', 'otp', 'x', 'gsm7', 1, 1, ?, ?, NULL, NULL, ?, ?)`,
    );
    const history = old.prepare(
      "INSERT INTO message_status_history (message_id, sequence, status, at) VALUES (?, ?, ?, ?)",
    );
    message.run("msg_a", "sent", 3, T(0), T(3));
    // Inserted out of order: the fold follows `sequence`, not the insertion order.
    for (const [seq, status] of [
      [2, "submitted"],
      [0, "queued"],
      [3, "sent"],
      [1, "processing"],
    ] as const)
      history.run("msg_a", seq, status, T(seq));
    message.run("msg_b", "queued", 0, T(5), T(5));
    history.run("msg_b", 0, "queued", T(5));
    old.close();

    const db = new Database({ path });
    try {
      expect(db.migrate()).toContain("002-message-history-in-row.sql");
      const messages = new SqliteMessageStore(db);
      expect((await messages.findById("msg_a"))?.status_history).toEqual([
        { status: "queued", at: T(0) },
        { status: "processing", at: T(1) },
        { status: "submitted", at: T(2) },
        { status: "sent", at: T(3) },
      ]);
      expect((await messages.findById("msg_b"))?.status_history).toEqual([{ status: "queued", at: T(5) }]);
      const tables = db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
      expect(tables.map((t) => t.name)).not.toContain("message_status_history");
    } finally {
      db.close();
    }
  });
});
