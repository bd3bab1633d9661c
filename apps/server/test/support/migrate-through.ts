import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrate, POSTGRES_MIGRATIONS_DIR } from "../../src/data-access/postgres/migrate.js";
import type { PostgresServer } from "../../src/testing/postgres-server.js";

/**
 * Migrates a PostgreSQL database only through migration `last` (e.g. 5: `001` to `005`), as a server released
 * before the next one left it, so a test can write rows in the old shape and then run the later migrations.
 */
async function migratePostgresThrough(pool: pg.Pool, last: number): Promise<void> {
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

/**
 * A new database on `server` migrated through migration `last`, and a small pool on it to write rows in the
 * old shape; the caller ends the pool.
 */
export async function postgresDatabaseThrough(
  server: PostgresServer,
  last: number,
): Promise<{ connectionString: string; pool: pg.Pool }> {
  const connectionString = await server.createDatabase();
  const pool = new pg.Pool({ connectionString, max: 2 });
  // The server stopping under an idle connection must not end the test file with an unhandled error.
  pool.on("error", () => {});
  try {
    await migratePostgresThrough(pool, last);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return { connectionString, pool };
}
