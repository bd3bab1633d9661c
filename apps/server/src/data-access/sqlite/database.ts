import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { busyAsUnavailable, retryWhileBusy } from "./busy.js";
import type { DatabaseOptions, OpenGroup, TransactionOptions, UnitOutcome } from "./database-types.js";
import { applyMigrations, MIGRATIONS_DIR } from "./migration-files.js";
import { startWalCheckpointer, type WalCheckpointer } from "./wal-checkpointer.js";
import { type WalFlush, WalSync } from "./wal-sync.js";
import { WriterTurns } from "./writer-turns.js";

export { busyAsUnavailable } from "./busy.js";
export type { DatabaseOptions, TransactionOptions, UnitOutcome } from "./database-types.js";
export { MIGRATIONS_DIR } from "./migration-files.js";

/** A row as returned by node:sqlite. */
export type Row = Record<string, SQLInputValue>;

/** Most units one group commit takes before it commits at once, so a burst cannot hold the lock long. */
export const MAX_GROUP_SIZE = 256;

/** How long a process waiting for the write lock off its event loop sleeps between tries. */
const OFF_LOOP_RETRY_MS = 1;

/**
 * The embedded database: node:sqlite in WAL mode. Statements are prepared once and cached.
 */
export class Database {
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;
  private group: OpenGroup | null = null;
  private readonly grouping: boolean;
  private readonly walSync: WalSync | null;
  private readonly baseSynchronous: "NORMAL" | "FULL";
  private readonly checkpointer: WalCheckpointer | null = null;
  private readonly turns: WriterTurns;
  private readonly busyTimeoutMs: number;
  private checkpointerStopped: Promise<void> = Promise.resolve();

  constructor(readonly options: DatabaseOptions) {
    if (options.path !== ":memory:") mkdirSync(dirname(options.path), { recursive: true });
    this.grouping = options.groupCommits ?? true;
    this.db = new DatabaseSync(options.path);
    // First, so that another connection's lock is waited out instead of failing at once, even by the pragmas
    // below: a second instance's write, or the last connection closing (it checkpoints and removes the WAL).
    const busyTimeoutMs = Math.trunc(options.busyTimeoutMs ?? 5000);
    this.busyTimeoutMs = busyTimeoutMs;
    this.db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    this.turns = new WriterTurns(options.path, options.writerRole ?? "alone", busyTimeoutMs);
    const wal = (options.journalMode ?? "wal") === "wal";
    retryWhileBusy(() => this.db.exec(`PRAGMA journal_mode = ${wal ? "WAL" : "DELETE"}`), busyTimeoutMs);
    // In WAL mode a durable transaction switches to FULL for its commit, and a group commit's waiters are
    // answered after WalSync's fsync: on the thread pool, or on the loop of a process that serves only writes.
    this.baseSynchronous = wal ? "NORMAL" : "FULL";
    this.db.exec(`PRAGMA synchronous = ${this.baseSynchronous}`);
    this.db.exec("PRAGMA foreign_keys = ON");
    // A unit's savepoint journals the pages it changes; in a file (the default) that is a temporary file in
    // /var/tmp opened, written page by page and unlinked for every group: syscalls on the writer's event loop.
    this.db.exec("PRAGMA temp_store = MEMORY");
    this.walSync =
      wal && options.path !== ":memory:"
        ? new WalSync(`${options.path}-wal`, { flushOn: options.walFlush ?? "pool" })
        : null;
    const checkpoints = options.checkpoints ?? "commits";
    if (wal && checkpoints !== "commits" && options.path !== ":memory:") {
      // Not only a safety net: the WAL starts over only when a write begins on a fully checkpointed WAL, which
      // the thread's checkpoints, between other processes' commits, rarely leave. Without this checkpoint after
      // a commit the WAL of a sustained load grew without bound (measured: tools/bench/performance.md).
      this.db.exec("PRAGMA wal_autocheckpoint = 10000");
      if (checkpoints === "thread") this.checkpointer = startWalCheckpointer({ path: options.path });
    }
  }

  /** True while a checkpointer thread of this connection's process copies the WAL (`checkpoints: "thread"`). */
  get checkpointsInThread(): boolean {
    return this.checkpointer !== null && this.db.isOpen;
  }

  /** Where its group commits' fsyncs of the WAL run (`pool` without WAL, which has none). */
  get walFlush(): WalFlush {
    return this.walSync?.flushOn ?? "pool";
  }

  /** How many fsyncs of the WAL its group commits have started (0 without WAL). */
  get walFlushes(): number {
    return this.walSync?.flushes ?? 0;
  }

  /** Runs a write statement; returns the number of changed rows. */
  run(sql: string, ...params: SQLInputValue[]): number {
    // Outside a transaction a write is its own durable commit, so it must not ride on an open group.
    if (this.depth === 0) return this.transaction(() => this.run(sql, ...params));
    return Number(this.prepare(sql).run(...params).changes);
  }

  /** First row of a query, or undefined. */
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    try {
      return this.prepare(sql).get(...params) as T | undefined;
    } catch (err) {
      // A read outside a transaction (authentication, a get) meets another process's lock here too.
      throw busyAsUnavailable(err);
    }
  }

  /** Every row of a query. */
  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    try {
      return this.prepare(sql).all(...params) as T[];
    } catch (err) {
      throw busyAsUnavailable(err);
    }
  }

  /**
   * Runs `fn`, which only reads, in one read transaction: one snapshot and one lock of a WAL read mark for all
   * its statements instead of one each. Inside an open transaction or group, `fn` reads in it, as any read does;
   * on a closed file it runs all the same, and each of its reads fails on its own.
   */
  readTogether(fn: () => void): void {
    const began = this.depth === 0 && this.db.isOpen && !this.db.isTransaction;
    if (began) this.prepare("BEGIN").run();
    try {
      fn();
    } finally {
      if (began && this.db.isTransaction) this.prepare("COMMIT").run();
    }
  }

  /**
   * Runs `fn` in one write transaction (BEGIN IMMEDIATE takes the write lock up front, so concurrent
   * instances serialize). Nested calls join the outer transaction. `fn` must be synchronous.
   */
  transaction<T>(fn: () => T, options: TransactionOptions = {}): T {
    if (this.depth > 0) return fn();
    const durable = options.durable ?? true;
    // A non-durable change rides on the open group (or opens one): a burst of carrier updates then shares
    // one commit. A durable one must not return before its own commit, so the group commits first.
    if (!durable && this.grouping) return this.inSavepoint(fn, this.openGroup());
    if (this.group?.active) throw new Error("a durable transaction cannot run while a unit is running");
    this.commitGroup();
    this.db.exec("PRAGMA synchronous = FULL");
    this.turns.begin(this.db);
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
      this.db.exec(`PRAGMA synchronous = ${this.baseSynchronous}`);
    }
  }

  /**
   * Group commit of an asynchronous unit: runs `fn` in a savepoint of the write transaction shared with every
   * other unit of this turn of the event loop (and of the turns after it while an fsync is in flight: see
   * `endTurn`), and resolves once `fn` settled with its outcome and a
   * `committed` promise that settles when that transaction's COMMIT is on disk (an fsync of the WAL off the
   * event loop, which also covers every earlier commit). One disk flush then acknowledges a whole burst;
   * a group without a durable unit (`options.durable: false` on each) is not flushed, and its units'
   * `committed` settles at its COMMIT.
   * A failed COMMIT or fsync rejects `committed` for every unit of the group. The caller runs one unit at
   * a time (the storage's queue): two interleaved savepoints would undo each other's writes.
   */
  async runUnit<T>(fn: () => Promise<T>, options: TransactionOptions = {}): Promise<UnitOutcome<T>> {
    if (this.depth > 0) return { ok: false, error: new Error("a unit cannot run inside a transaction") };
    if (!this.grouping) return this.runAlone(fn);
    const group = this.openGroup();
    // Only a durable unit costs its group an fsync: a group of non-durable ones (a worker's leases and
    // status changes) answers at COMMIT, and the next durable group's fsync covers its frames too.
    group.durable ||= options.durable ?? true;
    this.db.exec("SAVEPOINT unit");
    this.depth++;
    group.active = true;
    let outcome: UnitOutcome<T>;
    try {
      const value = await fn();
      this.db.exec("RELEASE unit");
      for (const tag of group.unitTags) group.tags.add(tag);
      outcome = { ok: true, value, committed: this.whenCommitted(group) };
    } catch (error) {
      this.db.exec("ROLLBACK TO unit");
      this.db.exec("RELEASE unit");
      outcome = { ok: false, error };
    } finally {
      group.unitTags = [];
      this.depth--;
      group.active = false;
      // Commit at once when full (a burst cannot hold the write lock long) or when another process's turn has
      // come; when the turn already ended, as its end would have.
      if (this.group === group) {
        if (this.groupFull(group)) this.commitGroup();
        else if (group.commitDue) {
          group.commitDue = false;
          this.endTurn(group);
        }
      }
    }
    return outcome;
  }

  /** Without group commits: the unit is a durable transaction of its own. */
  private async runAlone<T>(fn: () => Promise<T>): Promise<UnitOutcome<T>> {
    this.db.exec("PRAGMA synchronous = FULL");
    this.turns.begin(this.db);
    this.depth++;
    try {
      const value = await fn();
      this.db.exec("COMMIT");
      return { ok: true, value, committed: Promise.resolve() };
    } catch (error) {
      this.db.exec("ROLLBACK");
      return { ok: false, error };
    } finally {
      this.depth--;
      this.db.exec(`PRAGMA synchronous = ${this.baseSynchronous}`);
    }
  }

  private whenCommitted(group: OpenGroup): Promise<void> {
    const committed = new Promise<void>((resolve, reject) => {
      group.settle.push((commitError) => (commitError === null ? resolve() : reject(commitError)));
    });
    // A non-durable unit does not wait for it; its failure is then only the lost change it allows.
    committed.catch(() => {});
    return committed;
  }

  /**
   * Marks the open group as holding `tag` (e.g. an idempotency key it wrote) until it commits, so a later
   * unit of the same group can tell a write that is not yet acknowledged from a committed one.
   */
  tagOpenGroup(tag: string): void {
    this.group?.unitTags.push(tag);
  }

  /** True while the open group holds `tag`: its writer's answer has not been acknowledged yet. */
  inOpenGroup(tag: string): boolean {
    return this.group?.tags.has(tag) ?? false;
  }

  /**
   * Before a unit that would open a group: a worker gives way while an API process waits for the write lock
   * (see WriterTurns), and an API or writer process takes the lock, opening the group. Resolves at once when a
   * group is open (the unit joins it).
   */
  async giveWay(): Promise<void> {
    if (this.group || this.depth > 0) return;
    // Without group commits the unit begins its own transaction (runAlone), so there is no group to open here.
    if (!this.turns.waitsOffLoop || !this.grouping) return this.turns.giveWay();
    // A process that other processes' answers wait on (an API process, a writer) waits for the write lock in
    // short sleeps between tries instead of in SQLite's busy handler, which would block its event loop: the
    // fsyncs of its earlier groups finish meanwhile, and their answers must leave then, not after the wait.
    const deadline = Date.now() + this.busyTimeoutMs;
    for (;;) {
      if (this.group || this.depth > 0 || !this.db.isOpen) return;
      if (this.turns.tryBegin(this.db)) {
        this.openGroup(true);
        return;
      }
      // Past the deadline the unit's own BEGIN waits out the rest of the busy timeout, and reports busy.
      if (Date.now() >= deadline) return;
      await sleep(OFF_LOOP_RETRY_MS);
    }
  }

  /** Commits the open group, if any, and settles its units. */
  commitGroup(): void {
    const group = this.group;
    if (!group) return;
    this.group = null;
    const settleAll = (error: unknown) => {
      for (const settle of group.settle) settle(error);
    };
    try {
      this.db.exec("COMMIT");
    } catch (err) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      settleAll(err);
      return;
    }
    if (this.walSync && group.durable) this.walSync.afterCommit(settleAll);
    else settleAll(null);
  }

  /** Counts a unit into `group`; true when it should commit now: full, or another process's turn (WriterTurns). */
  private groupFull(group: OpenGroup): boolean {
    return ++group.units >= MAX_GROUP_SIZE || this.turns.shouldHandOver(group.openedAt);
  }

  /**
   * The open group, or a new one (BEGIN IMMEDIATE, unless `locked`: the caller began it) that commits when this
   * turn of the event loop ends.
   */
  private openGroup(locked = false): OpenGroup {
    if (this.group) return this.group;
    if (!locked) this.turns.begin(this.db);
    const group: OpenGroup = {
      settle: [],
      durable: false,
      units: 0,
      openedAt: performance.now(),
      tags: new Set(),
      unitTags: [],
      active: false,
      commitDue: false,
    };
    this.group = group;
    setImmediate(() => this.endTurn(group));
    return group;
  }

  /**
   * At the end of the turn `group` opened in: commit it, unless it is durable and an fsync is in flight. Its
   * answers would wait for that fsync to end and the next to run whatever it does, so it stays open and takes
   * the units of the turns meanwhile, and commits when the fsync ends: fewer, larger commits for the same
   * answers. A yielding process (a worker) does not hold the lock so: the API processes' turns come first.
   */
  private endTurn(group: OpenGroup): void {
    if (this.group !== group) return;
    if (group.active) {
      group.commitDue = true;
      return;
    }
    if (group.durable && this.walSync?.flushing && this.turns.role !== "yield") {
      this.walSync.whenIdle(() => this.endTurn(group));
      return;
    }
    this.commitGroup();
  }

  /** Runs `fn` in a savepoint of the group's transaction: its writes are undone alone when it throws. */
  private inSavepoint<T>(fn: () => T, group: OpenGroup): T {
    this.db.exec("SAVEPOINT unit");
    this.depth++;
    try {
      const result = fn();
      this.db.exec("RELEASE unit");
      for (const tag of group.unitTags) group.tags.add(tag);
      return result;
    } catch (err) {
      this.db.exec("ROLLBACK TO unit");
      this.db.exec("RELEASE unit");
      throw err;
    } finally {
      group.unitTags = [];
      this.depth--;
      // Commit at once when full, so a burst cannot hold the write lock (and its callers) for long.
      if (this.groupFull(group) && this.group === group) this.commitGroup();
    }
  }

  /** Applies every pending migration, once across processes: see {@link applyMigrations}. */
  migrate(): string[] {
    const dirs = [MIGRATIONS_DIR, ...(this.options.migrationsDirs ?? [])];
    return applyMigrations(dirs, this, (sql) => this.db.exec(sql));
  }

  /** Closes the database; later calls fail. */
  close(): void {
    this.commitGroup();
    this.walSync?.closeSync();
    this.checkpointerStopped = this.checkpointer?.stop() ?? Promise.resolve();
    this.statements.clear();
    this.turns.close();
    if (this.db.isOpen) this.db.close();
  }

  /**
   * Resolves once the background checkpointer's connection is closed too, after {@link close}: until then
   * it may still checkpoint, and the last connection to close removes the `-wal` and `-shm` files, so a caller
   * deleting the folder (a test) must wait for it.
   */
  whenClosed(): Promise<void> {
    return this.checkpointerStopped;
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
