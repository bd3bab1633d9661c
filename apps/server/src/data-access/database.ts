import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

/** Folder of the numbered `NNN-name.sql` migrations (copied next to the compiled code by the build). */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** A row as returned by node:sqlite. */
export type Row = Record<string, SQLInputValue>;

/** Options for opening the database. */
export interface DatabaseOptions {
  /** File path, or `:memory:`. */
  path: string;
  /** Extra folders of migrations; all files are applied together in numeric order. */
  migrationsDirs?: string[];
}

/** How hard a commit waits for the disk. */
export interface TransactionOptions {
  /**
   * true (default): synchronous=FULL, the commit is on disk before it returns — for everything the API
   * acknowledges (a 202, a debit, an idempotency record, a cancel). false: synchronous=NORMAL, which in
   * WAL mode survives a process crash but may lose the last commits on power loss; used for carrier
   * status updates, which the carrier adapter re-drives after a restart. The next durable commit
   * flushes everything before it.
   */
  durable?: boolean;
}

/**
 * The embedded database: node:sqlite in WAL mode. Statements are prepared once and cached.
 */
export class Database {
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;

  constructor(readonly options: DatabaseOptions) {
    if (options.path !== ":memory:") mkdirSync(dirname(options.path), { recursive: true });
    this.db = new DatabaseSync(options.path);
    this.db.exec("PRAGMA journal_mode = WAL");
    this.db.exec("PRAGMA synchronous = FULL");
    this.db.exec("PRAGMA foreign_keys = ON");
    // Another process on the same file (a second instance) waits instead of failing at once.
    this.db.exec("PRAGMA busy_timeout = 5000");
  }

  /** Runs a write statement; returns the number of changed rows. */
  run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.prepare(sql).run(...params).changes);
  }

  /** First row of a query, or undefined. */
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.prepare(sql).get(...params) as T | undefined;
  }

  /** Every row of a query. */
  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.prepare(sql).all(...params) as T[];
  }

  /**
   * Runs `fn` in one write transaction (BEGIN IMMEDIATE takes the write lock up front, so concurrent
   * instances serialize). Nested calls join the outer transaction. `fn` must be synchronous.
   */
  transaction<T>(fn: () => T, options: TransactionOptions = {}): T {
    if (this.depth > 0) return fn();
    const durable = options.durable ?? true;
    if (!durable) this.db.exec("PRAGMA synchronous = NORMAL");
    this.db.exec("BEGIN IMMEDIATE");
    this.depth++;
    try {
      const result = fn();
      this.db.exec("COMMIT");
      return result;
    } catch (err) {
      this.db.exec("ROLLBACK");
      throw err;
    } finally {
      this.depth--;
      if (!durable) this.db.exec("PRAGMA synchronous = FULL");
    }
  }

  /** Applies every migration not yet recorded in `schema_migrations`, in numeric order. */
  migrate(): string[] {
    this.db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const applied = new Set(
      this.all<{ version: string }>("SELECT version FROM schema_migrations").map((r) => r.version),
    );
    const files = [MIGRATIONS_DIR, ...(this.options.migrationsDirs ?? [])]
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
          .map((f) => ({ dir, f })),
      )
      .sort((a, b) => a.f.localeCompare(b.f));
    const done: string[] = [];
    for (const { dir, f } of files) {
      if (applied.has(f)) continue;
      const sql = readFileSync(join(dir, f), "utf8");
      this.transaction(() => {
        this.db.exec(sql);
        this.run(
          "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
          f,
          new Date().toISOString(),
        );
      });
      done.push(f);
    }
    return done;
  }

  /** Closes the database; later calls fail. */
  close(): void {
    this.statements.clear();
    if (this.db.isOpen) this.db.close();
  }

  private prepare(sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }
}
