import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database, MIGRATIONS_DIR } from "../../src/data-access/sqlite/database.js";

let dir: string;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("migration 103 (webhook_secrets)", () => {
  it("keeps a rotation's previous secret signing until its expiry on a database created before", () => {
    dir = mkdtempSync(join(tmpdir(), "sms-webhooks-migrate-"));
    const path = join(dir, "server.db");
    // A database as the server left it before migration 103, with one endpoint mid-rotation.
    const old = new DatabaseSync(path);
    old.exec("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    for (const file of ["001-initial.sql", "100-webhooks.sql", "101-webhook-due-index.sql"]) {
      old.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
      old.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(file, "2026-11-20T00:00:00.000Z");
    }
    const insert = `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, enabled, secret,
      previous_secret, previous_secret_expires_at, created_at, updated_at)
      VALUES (?, 'acc_a', 'test', 'https://example.com/h', '["*"]', 1, ?, ?, ?, '2026-11-20T00:00:00.000Z', '2026-11-20T00:00:00.000Z')`;
    old.prepare(insert).run("whk_1", "whsec_new", "whsec_old", "2026-11-23T00:00:00.000Z");
    old.prepare(insert).run("whk_2", "whsec_only", null, null);
    old.close();

    const db = new Database({ path });
    try {
      expect(db.migrate()).toContain("103-webhook-secrets.sql");
      expect(db.all("SELECT webhook_id, secret, expires_at FROM webhook_secrets")).toEqual([
        { webhook_id: "whk_1", secret: "whsec_old", expires_at: "2026-11-23T00:00:00.000Z" },
      ]);
      const columns = db.all<{ name: string }>("PRAGMA table_info(webhook_endpoints)").map((c) => c.name);
      expect(columns).not.toContain("previous_secret");
    } finally {
      db.close();
    }
  });
});
