/** A key of an {@link InFlightTable}; compared as a string, so `1` and `"1"` are one key. */
export type InFlightKey = number | string;

/**
 * Entries by key for a long-lived holder whose entries come and go with every request: the writer link's
 * calls waiting for their reply.
 *
 * Why not a `Map`: a long-lived `Map` with that churn kept the values it had held reachable to V8's
 * scavenger, so every call in flight at a scavenge, and the request its promise closes over, was promoted to
 * the old generation, and the API process ran full mark-compacts whose pauses made the sustained send's tail.
 * A plain object without a prototype did not (tools/bench/performance.md, "Session 39";
 * `src/experiments/in-flight-promotion.ts` there measures both).
 */
export class InFlightTable<V> {
  private entries: Record<string, V> = Object.create(null);
  private count = 0;

  /** How many entries are in the table. */
  get size(): number {
    return this.count;
  }

  /** The entry under `key`, or undefined. */
  get(key: InFlightKey): V | undefined {
    return this.entries[key];
  }

  /** Puts `value` under `key`, replacing an entry already there. */
  set(key: InFlightKey, value: V): void {
    if (!(key in this.entries)) this.count += 1;
    this.entries[key] = value;
  }

  /** Removes the entry under `key`; true if there was one. */
  delete(key: InFlightKey): boolean {
    if (!(key in this.entries)) return false;
    delete this.entries[key];
    this.count -= 1;
    return true;
  }

  /** Every entry's value, in a new array, in no promised order. */
  values(): V[] {
    return Object.values(this.entries);
  }

  /** Removes every entry. */
  clear(): void {
    this.entries = Object.create(null);
    this.count = 0;
  }
}
