import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { asStorageError } from "./sql-executor.js";

/** Folder of the numbered `NNN-name.sql` migrations (copied next to the compiled code by the build). */
export const POSTGRES_MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Key of the session advisory lock that serializes migrations (any constant, the same for every instance). */
const MIGRATION_LOCK = 0x736d_735f_6d67; // "sms_mg"

/**
 * Applies every migration not yet recorded in `schema_migrations`, in numeric order, each in its own
 * transaction, while holding a session advisory lock: instances starting together wait for the first,
 * then find nothing left to do. Returns the applied file names.
 */
export async function migrate(pool: pg.Pool, dir: string = POSTGRES_MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asStorageError(error);
  }
  let broken: Error | undefined;
  // Heard while checked out, or a dropped connection would crash the process (the query reports it).
  const onError = (error: Error) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
      );
      const applied = new Set(
        (await client.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map(
          (r) => r.version,
        ),
      );
      const done: string[] = [];
      for (const f of files) {
        if (applied.has(f)) continue;
        await client.query("BEGIN");
        try {
          await client.query(readFileSync(join(dir, f), "utf8"));
          await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
            f,
            new Date().toISOString(),
          ]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
        done.push(f);
      }
      return done;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw asStorageError(error);
  } finally {
    client.off("error", onError);
    // On failure the connection is closed rather than reused: that also drops the session lock.
    client.release(broken);
  }
}
