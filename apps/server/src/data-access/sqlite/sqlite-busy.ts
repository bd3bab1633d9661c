import { StorageUnavailableError } from "../../domain/errors.js";

/** True for SQLITE_BUSY / SQLITE_LOCKED (any extended code): another connection holds the lock. */
export function isBusy(err: unknown): boolean {
  const e = err as { code?: string; errcode?: number } | null;
  return e?.code === "ERR_SQLITE_ERROR" && [5, 6].includes((e.errcode ?? 0) & 0xff);
}

/** SQLITE_BUSY / SQLITE_LOCKED after the busy timeout: another process held the write lock too long. */
export function busyAsUnavailable(err: unknown): unknown {
  if (isBusy(err)) {
    return new StorageUnavailableError("the database file is locked by another process", { cause: err });
  }
  return err;
}
