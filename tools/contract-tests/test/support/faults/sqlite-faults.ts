import { DatabaseSync } from "node:sqlite";
import type { DatabaseFaults } from "./database-faults.js";

/**
 * A short busy timeout, and the rollback-journal mode, in which a lock held by another process blocks reads
 * too: WAL readers never wait, so under the default WAL the read-only operations cannot be driven to 503.
 */
export const SQLITE_FAULT_ENV = { DATABASE_BUSY_TIMEOUT_MS: "200", DATABASE_JOURNAL_MODE: "delete" };

/** Faults through a second connection to the server's SQLite file, as another process would open it. */
export function sqliteFaults(file: string): DatabaseFaults {
  return {
    async whileUnavailable(during) {
      const other = new DatabaseSync(file);
      // The server's worker takes the write lock for a moment on every poll: wait for it, as a process would.
      other.exec("PRAGMA busy_timeout = 5000");
      // EXCLUSIVE: under a rollback journal it shuts out readers too; the server waits its busy timeout.
      other.exec("BEGIN EXCLUSIVE");
      try {
        return await during();
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
    },
    async whileTableRenamed(table, during) {
      const other = new DatabaseSync(file);
      const renamed = `${table}_renamed_by_contract_tests`;
      try {
        other.exec("PRAGMA busy_timeout = 5000");
        other.exec(`ALTER TABLE ${table} RENAME TO ${renamed}`);
        try {
          return await during();
        } finally {
          other.exec(`ALTER TABLE ${renamed} RENAME TO ${table}`);
        }
      } finally {
        other.close();
      }
    },
  };
}
