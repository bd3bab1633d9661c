import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { migrate, POSTGRES_MIGRATIONS_DIR } from "../../src/data-access/postgres/migrate.js";

/**
 * Migrates a PostgreSQL database only through migration `last` (e.g. 5: `001` to `005`), as a server released
 * before the next one left it, so a test can write rows in the old shape and then run the later migrations.
 */
export async function migratePostgresThrough(pool: pg.Pool, last: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "sms-migrate-through-"));
  try {
    for (const file of readdirSync(POSTGRES_MIGRATIONS_DIR)) {
      const number = Number(/^(\d+)-.*\.sql$/.exec(file)?.[1]);
      if (number <= last) symlinkSync(join(POSTGRES_MIGRATIONS_DIR, file), join(dir, file));
    }
    await migrate(pool, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
