import { closeSync, fstatSync, futimesSync, openSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";

/** How a process shares the file's write lock with the other processes on it: see {@link WriterTurns}. */
export type WriterRole = "alone" | "signal" | "yield";

/** A polling try's busy timeout: SQLite's busy handler sleeps 1, 2 and 5 ms within it, then reports busy. */
const POLL_BUSY_TIMEOUT_MS = 8;
/** A waiter touches the signal at least this often, so an older touch means nobody waits. */
const FRESH_SIGNAL_MS = 10;
/** How long a yielding process sleeps before it looks at the signal again. */
const YIELD_STEP_MS = 2;
/** The longest a yielding process gives way before one group of its own, so it is never starved. */
const MAX_YIELD_MS = 50;
/** How long a yielding process's group may hold the lock while a `signal` process waits: then it commits. */
const MAX_HOLD_WHILE_WAITED_MS = 2;

/** True for SQLITE_BUSY / SQLITE_LOCKED (any extended code): another connection holds the lock. */
export function isBusy(err: unknown): boolean {
  const e = err as { code?: string; errcode?: number } | null;
  return e?.code === "ERR_SQLITE_ERROR" && [5, 6].includes((e.errcode ?? 0) & 0xff);
}

/**
 * Turns on SQLite's write lock between the processes of one file. SQLite's busy handler backs off to 100 ms
 * sleeps, and a worker with a backlog takes the lock back within microseconds of each commit, so an API
 * process could wait for seconds, and answer 503 past the busy timeout. A `signal` process (an API process)
 * polls for a taken lock every few milliseconds and, while it waits, touches a file beside the database
 * (`<file>-writer-wait`); a `yield` process (a worker) looks at that file before it opens a write transaction
 * and gives way while the touch is fresh, for at most MAX_YIELD_MS, and ends a group that has held the lock
 * a few ms while it is fresh. `alone` (one process on the file) does neither.
 */
export class WriterTurns {
  private readonly fd: number | null;

  constructor(
    path: string,
    readonly role: WriterRole,
    private readonly busyTimeoutMs: number,
  ) {
    this.fd = role === "alone" || path === ":memory:" ? null : openSync(`${path}-writer-wait`, "a");
  }

  /** BEGIN IMMEDIATE on `db`; a `signal` process polls for a taken lock, saying it waits, up to the busy timeout. */
  begin(db: DatabaseSync): void {
    if (this.role !== "signal" || this.fd === null) {
      db.exec("BEGIN IMMEDIATE");
      return;
    }
    const deadline = Date.now() + this.busyTimeoutMs;
    db.exec("PRAGMA busy_timeout = 0");
    try {
      for (;;) {
        try {
          db.exec("BEGIN IMMEDIATE");
          return;
        } catch (err) {
          if (!isBusy(err) || Date.now() >= deadline) throw err;
        }
        const now = new Date();
        futimesSync(this.fd, now, now);
        db.exec(`PRAGMA busy_timeout = ${POLL_BUSY_TIMEOUT_MS}`);
      }
    } finally {
      db.exec(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`);
    }
  }

  /**
   * For a `signal` process: BEGIN IMMEDIATE on `db` without waiting, saying it waits when the lock is taken.
   * True when the lock is taken now; false when another process holds it (the caller tries again later, off
   * its event loop, so that the answers and reads it owes meanwhile are not held up by the wait).
   */
  tryBegin(db: DatabaseSync): boolean {
    db.exec("PRAGMA busy_timeout = 0");
    try {
      db.exec("BEGIN IMMEDIATE");
      return true;
    } catch (err) {
      if (!isBusy(err) || this.fd === null) throw err;
      const now = new Date();
      futimesSync(this.fd, now, now);
      return false;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`);
    }
  }

  /** True when this process waits for the lock with {@link tryBegin} off its event loop (`signal`). */
  get waitsOffLoop(): boolean {
    return this.role === "signal" && this.fd !== null;
  }

  /** Resolves once no `signal` process is waiting (or after MAX_YIELD_MS); at once for the other roles. */
  async giveWay(): Promise<void> {
    if (this.role !== "yield" || this.fd === null) return;
    const until = Date.now() + MAX_YIELD_MS;
    while (this.signalled() && Date.now() < until) await sleep(YIELD_STEP_MS);
  }

  /** True while a `signal` process's touch is fresh: it waits for the lock. */
  private signalled(): boolean {
    return Date.now() - fstatSync(this.fd as number).mtimeMs < FRESH_SIGNAL_MS;
  }

  /**
   * True when a `yield` process should commit its open group (opened at `openedAtMs`, `performance.now()`) now
   * rather than add units to it: it has held the lock MAX_HOLD_WHILE_WAITED_MS while a `signal` process waits.
   * Its next group then gives way first, so a backlog's group cannot keep a waiting API process out for long.
   */
  shouldHandOver(openedAtMs: number): boolean {
    if (this.role !== "yield" || this.fd === null) return false;
    return performance.now() - openedAtMs >= MAX_HOLD_WHILE_WAITED_MS && this.signalled();
  }

  /** Closes the signal file. */
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
  }
}
