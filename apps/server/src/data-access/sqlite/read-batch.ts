import type { Stores } from "../../domain/ports.js";
import type { Database } from "./database.js";

/**
 * Reads asked for during one turn of the event loop, run together when it ends, in one read transaction.
 *
 * Outside a transaction every statement is a read transaction of its own, and in WAL mode each one locks and
 * unlocks a read mark of the shared-memory file: two system calls, more than the lookup itself for a get by
 * id (tools/bench/performance.md, "Session 24"). Under load one turn brings many requests, so their reads
 * share one lock. Each read still sees everything committed before it was asked for: the snapshot is taken
 * after the turn that asked.
 */
export class ReadBatch {
  private queued: (() => void)[] = [];

  constructor(private readonly db: Database) {}

  /** Runs `read` (its statements run before its first await) with the other reads of this turn. */
  run<T>(read: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queued.length === 0) setImmediate(this.flush);
      this.queued.push(() => {
        read().then(resolve, reject);
      });
    });
  }

  private readonly flush = () => {
    const reads = this.queued;
    this.queued = [];
    // Each read settles its own promise, so none throws here.
    this.db.readTogether(() => {
      for (const read of reads) read();
    });
  };
}

/** `stores` as the storage's `read` gives them: every method call joins the turn's {@link ReadBatch}. */
export function batchedReads(stores: Stores, batch: ReadBatch): Stores {
  const wrap = <S extends object>(store: S): S => {
    // One wrapper per function (not per name), made on first use: a method replaced on the store is wrapped anew.
    const wrappers = new WeakMap<object, unknown>();
    return new Proxy(store, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        let method = wrappers.get(value);
        if (!method) {
          method = (...args: unknown[]) => batch.run(() => value.apply(target, args));
          wrappers.set(value, method);
        }
        return method;
      },
    });
  };
  return Object.fromEntries(
    Object.entries(stores).map(([name, store]) => [name, wrap(store as object)]),
  ) as unknown as Stores;
}
