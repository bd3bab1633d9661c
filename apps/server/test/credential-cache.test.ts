import { describe, expect, it } from "vitest";
import { hashApiKey } from "../src/data-access/account-repository.js";
import { CredentialCache } from "../src/data-access/credential-cache.js";
import { countCalls, fixtureAccounts } from "./support/fixture-accounts.js";
import { KEYS } from "./support/test-fixture.js";

/** A cache over a real in-memory database with the test fixture, a settable clock, and a read counter. */
function setup(options: { ttlMs: number; maxEntries?: number }) {
  const { db, accounts } = fixtureAccounts();
  const reads = countCalls(accounts, "findKeyByHash");
  const clock = { now: 1_000_000 };
  const cache = new CredentialCache(accounts, {
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { db, cache, clock, reads };
}

describe("credential cache", () => {
  it.each([
    ["within the TTL: one read", 1000, [0, 999], 1],
    ["at the TTL: read again", 1000, [0, 1000], 2],
    ["TTL 0: every call reads", 0, [0, 0, 0], 3],
  ])("%s", (_name, ttlMs, times, expectedReads) => {
    const { db, cache, clock, reads } = setup({ ttlMs });
    for (const t of times) {
      clock.now = 1_000_000 + t;
      expect(cache.find(hashApiKey(KEYS.test))?.account.account_id).toBe("acc_main");
    }
    expect(reads()).toBe(expectedReads);
    db.close();
  });

  it("never keeps an unknown key: each guess is a read", () => {
    const { db, cache, reads } = setup({ ttlMs: 1000 });
    expect(cache.find(hashApiKey("sk_test_guess"))).toBeUndefined();
    expect(cache.find(hashApiKey("sk_test_guess"))).toBeUndefined();
    expect(reads()).toBe(2);
    db.close();
  });

  it("drops the oldest key when full", () => {
    const { db, cache, reads } = setup({ ttlMs: 1000, maxEntries: 2 });
    for (const key of [KEYS.test, KEYS.live, KEYS.readOnly, KEYS.readOnly, KEYS.test])
      cache.find(hashApiKey(key));
    expect(reads()).toBe(4); // test, live, readOnly, then test again (dropped when readOnly came in)
    db.close();
  });

  it("a failed read surfaces and is not kept; clear() forgets a revoked key", () => {
    const { db, cache } = setup({ ttlMs: 60_000 });
    db.run("ALTER TABLE api_keys RENAME TO api_keys_gone");
    expect(() => cache.find(hashApiKey(KEYS.test))).toThrow();
    db.run("ALTER TABLE api_keys_gone RENAME TO api_keys");
    expect(cache.find(hashApiKey(KEYS.test))?.key.status).toBe("active");
    db.run("UPDATE api_keys SET status = 'revoked' WHERE key_hash = ?", hashApiKey(KEYS.test));
    expect(cache.find(hashApiKey(KEYS.test))?.key.status).toBe("active");
    cache.clear();
    expect(cache.find(hashApiKey(KEYS.test))?.key.status).toBe("revoked");
    db.close();
  });
});
