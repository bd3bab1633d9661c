import { closeSync, fsync, fsyncSync, openSync } from "node:fs";
import { dirname } from "node:path";

/** Called once the commits it waited for are on disk (`error` null), or with the fsync error. */
export type SyncCallback = (error: unknown) => void;

/**
 * Where a {@link WalSync} runs its fsync:
 * - `pool`: on libuv's thread pool, so the event loop never waits for the disk (a process whose loop also
 *   answers HTTP requests);
 * - `loop`: on the event loop itself, for a process whose loop serves only writes (the SQLite writer). It
 *   saves two thread hand-offs per commit (to a pool thread and back), each a wake-up that waits for a busy
 *   core; the calls that arrive meanwhile wait in their socket and form the next group (measured:
 *   tools/bench/performance.md).
 */
export type WalFlush = "pool" | "loop";

/** Options of a {@link WalSync}. */
export interface WalSyncOptions {
  /** Where the fsync runs; default `pool`. */
  flushOn?: WalFlush;
}

/**
 * Makes committed WAL frames durable with `fsync`, on libuv's thread pool or on the event loop (see
 * {@link WalFlush}). On the pool, waiters are coalesced: one fsync is in flight at a time, and the next one
 * covers every commit made while it ran. On the loop, each call flushes before it returns. fsync flushes the
 * whole file, whichever connection or process wrote the frames.
 */
export class WalSync {
  private fd: number | null = null;
  private inFlight: SyncCallback[] | null = null;
  private waiting: SyncCallback[] = [];
  private idle: Array<() => void> = [];
  private closed = false;
  private started = 0;

  /** Where its fsync runs. */
  readonly flushOn: WalFlush;

  /** `walPath` is the database file's path plus `-wal`. */
  constructor(
    private readonly walPath: string,
    options: WalSyncOptions = {},
  ) {
    this.flushOn = options.flushOn ?? "pool";
  }

  /** How many fsyncs it has started (tests and measurements count the disk flushes a load costs). */
  get flushes(): number {
    return this.started;
  }

  /** True while an fsync runs: a commit made now is flushed by the next one, after it. */
  get flushing(): boolean {
    return this.inFlight !== null;
  }

  /** Calls `then` once the fsync in flight has ended and its waiters are settled (at once when none runs). */
  whenIdle(then: () => void): void {
    if (this.inFlight === null) then();
    else this.idle.push(then);
  }

  /** Calls `done` once every commit made before this call is on disk: before it returns, on the loop. */
  afterCommit(done: SyncCallback): void {
    if (this.closed) {
      done(new Error("the database is closed"));
      return;
    }
    this.waiting.push(done);
    if (this.inFlight === null) this.start();
  }

  /** Flushes at once, settles every waiter, and closes the file; later waiters get an error. */
  closeSync(): void {
    if (this.closed) return;
    this.closed = true;
    const pending = [...(this.inFlight ?? []), ...this.waiting];
    this.waiting = [];
    let error: unknown = null;
    if (this.fd !== null) {
      try {
        fsyncSync(this.fd);
      } catch (err) {
        error = err;
      }
      // The in-flight fsync still uses the descriptor; its callback closes it.
      if (this.inFlight === null) closeSync(this.fd);
    }
    for (const done of pending) done(error);
    this.wakeIdle();
  }

  private start(): void {
    const batch = this.waiting;
    this.waiting = [];
    let fd: number;
    try {
      if (this.fd === null) {
        this.fd = openSync(this.walPath, "r+");
        // The WAL's directory entry must be on disk too, or a power loss could lose the file itself.
        const dir = openSync(dirname(this.walPath), "r");
        try {
          fsyncSync(dir);
        } finally {
          closeSync(dir);
        }
      }
      fd = this.fd;
    } catch (err) {
      for (const done of batch) done(err);
      return;
    }
    this.started++;
    if (this.flushOn === "loop") {
      let error: unknown = null;
      try {
        fsyncSync(fd);
      } catch (err) {
        error = err;
      }
      for (const done of batch) done(error);
      return;
    }
    this.inFlight = batch;
    fsync(fd, (err) => {
      this.inFlight = null;
      if (this.closed) {
        closeSync(fd);
        return;
      }
      for (const done of batch) done(err ?? null);
      this.wakeIdle();
      if (this.waiting.length > 0 && this.inFlight === null) this.start();
    });
  }

  private wakeIdle(): void {
    const idle = this.idle;
    this.idle = [];
    for (const then of idle) then();
  }
}
