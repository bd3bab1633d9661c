import { describe, expect, it } from "vitest";
import { hashApiKey } from "../src/domain/accounts/api-key-hash.js";
import { CredentialCache } from "../src/domain/accounts/credential-cache.js";
import { countCalls, fixtureAccounts } from "./support/fixture-accounts.js";
import { KEYS } from "./support/test-fixture.js";

/** A cache over a real in-memory database with the test fixture, a settable clock, and a read counter. */
async function setup(options: { ttlMs: number; maxEntries?: number }) {
  const { storage, accounts } = await fixtureAccounts();
  const reads = countCalls(accounts, "findKeyByHash");
  const clock = { now: 1_000_000 };
  const cache = new CredentialCache(accounts, {
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { storage, cache, clock, reads };
}

describe("credential cache", () => {
  it.each([
    ["within the TTL: one read", 1000, [0, 999], 1],
    ["at the TTL: read again", 1000, [0, 1000], 2],
    ["TTL 0: every call reads", 0, [0, 0, 0], 3],
  ])("%s", async (_name, ttlMs, times, expectedReads) => {
    const { storage, cache, clock, reads } = await setup({ ttlMs });
    for (const t of times) {
      clock.now = 1_000_000 + t;
      expect((await cache.find(hashApiKey(KEYS.test)))?.account.account_id).toBe("acc_main");
    }
    expect(reads()).toBe(expectedReads);
    await storage.close();
  });

  it("never keeps an unknown key: each guess is a read", async () => {
    const { storage, cache, reads } = await setup({ ttlMs: 1000 });
    expect(await cache.find(hashApiKey("sk_test_guess"))).toBeUndefined();
    expect(await cache.find(hashApiKey("sk_test_guess"))).toBeUndefined();
    expect(reads()).toBe(2);
    await storage.close();
  });

  it("drops the oldest key when full", async () => {
    const { storage, cache, reads } = await setup({ ttlMs: 1000, maxEntries: 2 });
    for (const key of [KEYS.test, KEYS.live, KEYS.readOnly, KEYS.readOnly, KEYS.test])
      await cache.find(hashApiKey(key));
    expect(reads()).toBe(4); // test, live, readOnly, then test again (dropped when readOnly came in)
    await storage.close();
  });

  it("a failed read surfaces and is not kept; clear() forgets a revoked key", async () => {
    const { storage, cache } = await setup({ ttlMs: 60_000 });
    storage.db.run("ALTER TABLE api_keys RENAME TO api_keys_gone");
    await expect(cache.find(hashApiKey(KEYS.test))).rejects.toThrow();
    storage.db.run("ALTER TABLE api_keys_gone RENAME TO api_keys");
    expect((await cache.find(hashApiKey(KEYS.test)))?.key.status).toBe("active");
    storage.db.run("UPDATE api_keys SET status = 'revoked' WHERE key_hash = ?", hashApiKey(KEYS.test));
    expect((await cache.find(hashApiKey(KEYS.test)))?.key.status).toBe("active");
    cache.clear();
    expect((await cache.find(hashApiKey(KEYS.test)))?.key.status).toBe("revoked");
    await storage.close();
  });
});
