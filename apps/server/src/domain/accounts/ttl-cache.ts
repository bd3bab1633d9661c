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
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** The kept value of `key`, if it has not expired; reads nothing. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` for `key` for `ttlMs` (not at all when 0), the oldest entry going first when full. */
  set(key: string, value: V): void {
    if (this.options.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
  }

  /** Forgets every value (after the rows behind them changed). */
  clear(): void {
    this.entries.clear();
  }
}
