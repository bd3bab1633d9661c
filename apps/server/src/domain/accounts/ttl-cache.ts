/** Options of {@link TtlCache}. */
export interface TtlCacheOptions {
  /** How long a found value is reused before it is read again; 0 reads on every call. */
  ttlMs: number;
  /** Most values kept; the oldest entry goes first. */
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * Values read through a loader and kept for `ttlMs`. A miss (`undefined`) and a failed read are never
 * kept: an unknown name always costs a read, and a database error always surfaces.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The kept value of `key`, or what `load` reads now (kept when found). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    this.entries.delete(key);
    const value = await load();
    if (value === undefined || this.options.ttlMs <= 0) return value;
    if (this.entries.size >= this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, expires: now + this.options.ttlMs });
    return value;
  }

  /** Forgets every value (after the rows behind them changed). */
  clear(): void {
    this.entries.clear();
  }
}
