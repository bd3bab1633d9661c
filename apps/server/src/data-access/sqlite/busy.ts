import { StorageUnavailableError } from "../../domain/errors.js";
import { isBusy } from "./writer-turns.js";

/** SQLITE_BUSY / SQLITE_LOCKED after the busy timeout: another process held the write lock too long. */
export function busyAsUnavailable(err: unknown): unknown {
  if (isBusy(err)) {
    return new StorageUnavailableError("the database file is locked by another process", { cause: err });
  }
  return err;
}

/**
 * Runs `fn`, again every few ms while it fails with SQLITE_BUSY, until `timeoutMs` have passed since the
 * first try (a try may itself wait that long in SQLite's busy handler for its read lock). For the journal-mode
 * switch on a new file: it reads the header, then upgrades to a write lock, and SQLite does not call the busy
 * handler for an upgrade made while reading (that could deadlock). So when two processes start on a new file
 * at once, one sees busy at once, though the other finishes its switch within milliseconds.
 */
export function retryWhileBusy(fn: () => void, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fn();
      return;
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      // Synchronous: the constructor runs once at start, before the process serves anything.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}
