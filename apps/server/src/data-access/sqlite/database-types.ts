import type { WalFlush } from "./wal-sync.js";
import type { WriterRole } from "./writer-turns.js";

// The types of the embedded database's options and of its group commits (see database.ts).

/** Who copies a connection's WAL into the database file: see {@link DatabaseOptions.checkpoints}. */
export type CheckpointMode = "thread" | "bound" | "commits";

/** Options for opening the database. */
export interface DatabaseOptions {
  /** File path, or `:memory:`. */
  path: string;
  /** Extra folders of migrations; all files are applied together in numeric order. */
  migrationsDirs?: string[];
  /**
   * false: no group commits, every transaction commits on its own. Only for several connections in one
   * thread (tests standing in for instances): an open group holds the write lock until the turn ends, and
   * another connection of the same thread would wait for it in vain. Default true.
   */
  groupCommits?: boolean;
  /**
   * Who copies the WAL into the database file (one of the file's processes needs `thread`):
   * - `thread`: a worker thread of this process (see `startWalCheckpointer`), and a commit only past
   *   ~40 MiB of WAL, the bound (for the process that commits the sends);
   * - `bound`: only a commit past ~40 MiB (a process beside one with the thread that must not stall, an API
   *   process beside a writer);
   * - `commits` (default): SQLite's own, a commit past 1000 pages (~4 MiB), on the event loop.
   */
  checkpoints?: CheckpointMode;
  /**
   * `wal` (default): readers never wait for writers. `delete`: a rollback journal, for file systems without
   * shared memory (network mounts); slower, readers wait for writers, and every commit flushes on its own.
   */
  journalMode?: "wal" | "delete";
  /** How long a statement waits for another process's lock before SQLITE_BUSY; default 5000 ms. */
  busyTimeoutMs?: number;
  /** How this process takes turns on the write lock with the file's other processes (WriterTurns); default `alone`. */
  writerRole?: WriterRole;
  /** Where a durable group's fsync of the WAL runs (see WalFlush): `loop` only where the loop serves only writes; default `pool`. */
  walFlush?: WalFlush;
}

/** How hard a commit waits for the disk. */
export interface TransactionOptions {
  /**
   * true (default): its own synchronous=FULL commit, on disk before it returns — for what the API
   * acknowledges at once (a cancel, a webhook change). false: it joins the open group commit (see
   * `Database.runUnit`), on disk when this turn of the event loop ends; a crash before then
   * loses it, so it is only for changes that are re-driven after a restart (carrier updates, delivery
   * leases and attempt records: a lost record means one more delivery with the same webhook-id).
   */
  durable?: boolean;
}

/** An open group commit: one write transaction shared by every unit queued in this turn of the event loop. */
export interface OpenGroup {
  /** Settles each unit's promise once the group's COMMIT is on disk (null) or has failed. */
  settle: Array<(commitError: unknown) => void>;
  /** A durable unit joined it: its COMMIT is answered after an fsync; otherwise at once. */
  durable: boolean;
  /** Units run in it so far. */
  units: number;
  /** When it took the write lock (`performance.now()`). */
  openedAt: number;
  /** Tags its committed units set (see `Database.tagOpenGroup`). */
  tags: Set<string>;
  /** Tags the running unit set: they join `tags` only if it does not roll back. */
  unitTags: string[];
  /** An asynchronous unit is running in it: the end-of-turn commit waits for the unit. */
  active: boolean;
  /** The end of the turn came while a unit ran: commit as soon as it ends. */
  commitDue: boolean;
}

/** How an asynchronous unit ended: its value and the commit to wait for, or its error (rolled back). */
export type UnitOutcome<T> = { ok: true; value: T; committed: Promise<void> } | { ok: false; error: unknown };
