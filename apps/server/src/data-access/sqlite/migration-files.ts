import { readdirSync } from "node:fs";
import { join } from "node:path";
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
