import { describe, expect, it } from "vitest";
import { TtlCache } from "../src/domain/accounts/ttl-cache.js";

describe("TtlCache without a loader (peek and set)", () => {
  it("keeps a value set for its ttl, then forgets it", () => {
    let now = 1000;
    const cache = new TtlCache<true>({ ttlMs: 50, maxEntries: 10, now: () => now });
    cache.set("a", true);
    expect(cache.peek("a")).toBe(true);
    now += 49;
    expect(cache.peek("a")).toBe(true);
    now += 1;
    expect(cache.peek("a")).toBeUndefined();
  });

  it("a value set again lives on from then, and the oldest goes first when full", () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.set("a", 1);
    cache.set("b", 2);
    now = 60;
    cache.set("a", 3); // now the newest
    cache.set("c", 4); // "b" is the oldest
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual([3, undefined, 4]);
    now = 120;
    expect(cache.peek("a")).toBe(3);
  });

  it("keeps nothing with a ttl of 0", () => {
    const cache = new TtlCache<true>({ ttlMs: 0, maxEntries: 10 });
    cache.set("a", true);
    expect(cache.peek("a")).toBeUndefined();
  });
});
