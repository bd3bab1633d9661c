import type { Sql } from "./sql-executor.js";

/** Most keys one statement asks for; more lookups at once go in several. */
const MAX_KEYS = 100;

/**
 * Turns of the event loop a lookup waits for others to join its statement. At 10 connections a turn of an
 * API process seldom holds more than one get, but the next few turns bring the others in flight; a turn with
 * nothing to do passes in microseconds, so a lone lookup hardly waits (tools/bench/performance.md,
 * "Session 38").
 */
const COLLECT_TURNS = 4;

/** Calls `fn` after `turns` turns of the event loop (each `setImmediate` waits for one poll for I/O). */
function afterTurns(turns: number, fn: () => void): void {
  setImmediate(turns <= 1 ? fn : () => afterTurns(turns - 1, fn));
}

/** What a {@link KeyLookupBatch} reads with, and how. */
export interface KeyLookupBatchOptions<R> {
  /** Runs the statement: the pool's autocommit reads, never a transaction's. */
  sql: Pick<Sql, "rows">;
  /** The statement; it takes the keys as `$1::text[]`. */
  text: string;
  /** Reads a returned row's key. */
  keyOf: (row: R) => string;
  /** Turns of the event loop a lookup waits for others; {@link COLLECT_TURNS} unless set. */
  turns?: number;
}

/** One caller waiting for a key's row. */
interface Waiter<R> {
  resolve: (row: R | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by primary key asked for during a few turns of the event loop, sent together as one
 * statement (`... WHERE key = ANY($1::text[])`). Each statement costs this process a round trip: its protocol
 * messages, a socket write, a wake-up for the answer and its parse, more than the lookup costs PostgreSQL
 * (tools/bench/performance.md, "Session 31"). Under load those turns bring many gets, so they share it.
 * Each lookup still sees everything committed before it was asked for: the statement runs after the turn
 * that asked. For autocommit reads on the pool only, never inside a transaction.
 */
export class KeyLookupBatch<R> {
  private queued = new Map<string, Waiter<R>[]>();
  private readonly sql: Pick<Sql, "rows">;
  private readonly text: string;
  private readonly keyOf: (row: R) => string;
  private readonly turns: number;

  /** Reads with `options.sql`; see {@link KeyLookupBatchOptions}. */
  constructor(options: KeyLookupBatchOptions<R>) {
    this.sql = options.sql;
    this.text = options.text;
    this.keyOf = options.keyOf;
    this.turns = options.turns ?? COLLECT_TURNS;
  }

  /** The row with this key, or undefined. */
  find(key: string): Promise<R | undefined> {
    // PostgreSQL text cannot hold U+0000: no row has such a key.
    if (key.includes("\u0000")) return Promise.resolve(undefined);
    return new Promise<R | undefined>((resolve, reject) => {
      if (this.queued.size === 0) afterTurns(this.turns, this.flush);
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
