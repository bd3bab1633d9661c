import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SQLInputValue } from "node:sqlite";
import { fileURLToPath } from "node:url";

/** Folder of the numbered `NNN-name.sql` migrations (copied next to the compiled code by the build). */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** One migration: its version (the file's name, as `schema_migrations` records it) and its file. */
export interface MigrationFile {
  /** `NNN-name.sql`. */
  version: string;
  /** Where it is. */
  path: string;
}

/** The `NNN-name.sql` files of every folder, in the order they apply (by number, whatever the folder). */
export function migrationFiles(dirs: readonly string[]): MigrationFile[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
        .map((f) => ({ version: f, path: join(dir, f) })),
    )
    .sort((a, b) => a.version.localeCompare(b.version));
}

/** What applying migrations needs of a connection (the `Database`). */
export interface MigrationConnection {
  /** Runs `fn` in one write transaction. */
  transaction<T>(fn: () => T): T;
  /** Rows of a query. */
  all<T>(sql: string, ...params: SQLInputValue[]): T[];
  /** Runs one statement. */
  run(sql: string, ...params: SQLInputValue[]): number;
}

/**
 * Applies every migration of `dirs` not yet recorded in `schema_migrations`, in numeric order, in one write
 * transaction (`exec` runs a file's statements): the list of applied ones is read under the write lock, so
 * processes starting together on one file migrate once (the later ones wait, then find nothing to do).
 * Returns the versions applied.
 */
export function applyMigrations(
  dirs: readonly string[],
  db: MigrationConnection,
  exec: (sql: string) => void,
): string[] {
  const files = migrationFiles(dirs);
  return db.transaction(() => {
    exec("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    const applied = new Set(
      db.all<{ version: string }>("SELECT version FROM schema_migrations").map((r) => r.version),
    );
    const done: string[] = [];
    for (const { version, path } of files) {
      if (applied.has(version)) continue;
      exec(readFileSync(path, "utf8"));
      db.run(
        "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
        version,
        new Date().toISOString(),
      );
      done.push(version);
    }
    return done;
  });
}
