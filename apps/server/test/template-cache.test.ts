import { describe, expect, it } from "vitest";
import { TemplateCache } from "../src/domain/accounts/template-cache.js";
import { countCalls, fixtureAccounts } from "./support/fixture-accounts.js";

/** A cache over a real in-memory database with the test fixture, a settable clock, and a read counter. */
async function setup(ttlMs: number) {
  const { storage, accounts } = await fixtureAccounts();
  const reads = countCalls(accounts, "getTemplate");
  const clock = { now: 1_000_000 };
  const cache = new TemplateCache(accounts, { ttlMs, maxEntries: 100, now: () => clock.now });
  return { storage, cache, clock, reads };
}

describe("template cache", () => {
  it.each([
    ["within the TTL: one read", 1000, [0, 999], 1],
    ["at the TTL: read again", 1000, [0, 1000], 2],
    ["TTL 0: every call reads", 0, [0, 0], 2],
  ])("%s", async (_name, ttlMs, times, expectedReads) => {
    const { storage, cache, clock, reads } = await setup(ttlMs);
    for (const t of times) {
      clock.now = 1_000_000 + t;
      expect((await cache.find("acc_main", "tmpl_otp"))?.template_id).toBe("tmpl_otp");
    }
    expect(reads()).toBe(expectedReads);
    await storage.close();
  });

  it("keeps each account's template apart: the same id is another row in another account", async () => {
    const { storage, cache } = await setup(60_000);
    expect((await cache.find("acc_main", "tmpl_otp"))?.body).not.toBe(
      (await cache.find("acc_postpaid", "tmpl_otp"))?.body,
    );
    expect(await cache.find("acc_main", "tmpl_other_only")).toBeUndefined();
    expect((await cache.find("acc_other", "tmpl_other_only"))?.template_id).toBe("tmpl_other_only");
    await storage.close();
  });

  it("never keeps an unknown template, and sees a deactivated one after the TTL or clear()", async () => {
    const { storage, cache, clock, reads } = await setup(1000);
    expect(await cache.find("acc_main", "tmpl_nope")).toBeUndefined();
    expect(await cache.find("acc_main", "tmpl_nope")).toBeUndefined();
    expect(reads()).toBe(2);
    expect((await cache.find("acc_main", "tmpl_otp"))?.status).toBe("active");
    storage.db.run("UPDATE templates SET status = 'inactive' WHERE template_id = 'tmpl_otp'");
    expect((await cache.find("acc_main", "tmpl_otp"))?.status).toBe("active");
    clock.now += 1000;
    expect((await cache.find("acc_main", "tmpl_otp"))?.status).toBe("inactive");
    storage.db.run("UPDATE templates SET status = 'active' WHERE template_id = 'tmpl_otp'");
    cache.clear();
    expect((await cache.find("acc_main", "tmpl_otp"))?.status).toBe("active");
    await storage.close();
  });
});
