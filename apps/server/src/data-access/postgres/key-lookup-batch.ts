import type { Sql } from "./sql-executor.js";

/** Most keys one statement asks for; a longer turn's lookups go in several. */
const MAX_KEYS = 100;

/** One caller waiting for a key's row. */
interface Waiter<R> {
  resolve: (row: R | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by primary key asked for during one turn of the event loop, sent together when it ends as one
 * statement (`... WHERE key = ANY($1::text[])`). Each statement costs this process a round trip: its protocol
 * messages, a socket write, a wake-up for the answer and its parse, more than the lookup costs PostgreSQL
 * (tools/bench/performance.md, "Session 31"). Under load one turn brings many gets, so they share it. Each
 * lookup still sees everything committed before it was asked for: the statement runs after the turn that
 * asked. For autocommit reads on the pool only, never inside a transaction.
 */
export class KeyLookupBatch<R> {
  private queued = new Map<string, Waiter<R>[]>();

  /** `text` takes the keys as `$1::text[]`; `keyOf` reads a returned row's key. */
  constructor(
    private readonly sql: Sql,
    private readonly text: string,
    private readonly keyOf: (row: R) => string,
  ) {}

  /** The row with this key, or undefined. */
  find(key: string): Promise<R | undefined> {
    // PostgreSQL text cannot hold U+0000: no row has such a key.
    if (key.includes("\u0000")) return Promise.resolve(undefined);
    return new Promise<R | undefined>((resolve, reject) => {
      if (this.queued.size === 0) setImmediate(this.flush);
      const waiting = this.queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.queued.set(key, [{ resolve, reject }]);
    });
  }

  private readonly flush = (): void => {
    const keys = [...this.queued.keys()];
    const batch = this.queued;
    this.queued = new Map();
    for (let i = 0; i < keys.length; i += MAX_KEYS) {
      const chunk = keys.slice(i, i + MAX_KEYS);
      this.sql.rows<R>(this.text, [chunk]).then(
        (rows) => {
          const byKey = new Map(rows.map((row) => [this.keyOf(row), row]));
          for (const key of chunk) for (const w of batch.get(key) ?? []) w.resolve(byKey.get(key));
        },
        (error: unknown) => {
          for (const key of chunk) for (const w of batch.get(key) ?? []) w.reject(error);
        },
      );
    }
  };
}
