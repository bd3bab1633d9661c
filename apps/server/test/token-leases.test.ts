import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SqliteStorage } from "../src/data-access/sqlite/sqlite-storage.js";
import type { TokenGrant, TokenRequest } from "../src/domain/rate-limiter.js";
import { TokenLeases } from "../src/domain/token-leases.js";

const T0 = Date.UTC(2026, 0, 1);

// The leases over a real SQLite file; every take from the shared bucket is recorded on its way through.
describe("TokenLeases: a key's rate limit without a write per request", () => {
  let dir: string;
  let storage: SqliteStorage;
  let takes: { request: TokenRequest; grant: TokenGrant }[];
  let shared: { takeRateTokens: (r: TokenRequest) => Promise<TokenGrant> };
  /** When set, the next take from the shared bucket fails (the database unreachable) before reaching it. */
  let failNext: Error | null;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "token-leases-"));
    storage = new SqliteStorage({ path: join(dir, "db.sqlite") });
    await storage.migrate();
    takes = [];
    failNext = null;
    shared = {
      takeRateTokens: async (request) => {
        const failure = failNext;
        failNext = null;
        if (failure) throw failure;
        const grant = await storage.takeRateTokens(request);
        takes.push({ request, grant });
        return grant;
      },
    };
  });
  afterEach(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("spends a lease here, one token per request, the remaining count falling by one each time", async () => {
    const leases = new TokenLeases({ storage: shared, leaseShare: 0.1 });
    const decisions = [];
    for (let i = 0; i < 25; i++) decisions.push(await leases.take("k:default", 100, T0));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(decisions.map((d) => d.remaining)).toEqual(Array.from({ length: 25 }, (_, i) => 99 - i));
    // 25 requests, 3 takes of 10 tokens: the bucket holds what this process has not taken.
    expect(takes.map((t) => [t.request.want, t.grant.granted])).toEqual([
      [10, 10],
      [10, 10],
      [10, 10],
    ]);
    expect(takes.at(-1)?.grant.tokens).toBe(70);
  });

  it("takes again once a lease has ended, giving back the tokens it did not spend", async () => {
    const leases = new TokenLeases({ storage: shared, leaseShare: 0.1, leaseMs: 50 });
    await leases.take("k:default", 100, T0);
    await leases.take("k:default", 100, T0 + 49);
    await leases.take("k:default", 100, T0 + 50);
    expect(takes.map((t) => t.request.giveBack)).toEqual([0, 8]);
    // 100 − 10, then + 5 refilled in 50 ms + 8 given back (capped at 100), − 10.
    expect(takes[1]?.grant.tokens).toBe(90);
  });

  it("at a small limit takes one token per request, exactly as before leases", async () => {
    const leases = new TokenLeases({ storage: shared });
    const decisions = [];
    for (let i = 0; i < 12; i++) decisions.push(await leases.take("k:send", 10, T0));
    expect(takes).toHaveLength(12);
    expect(takes.every((t) => t.request.want === 1)).toBe(true);
    expect(decisions.map((d) => d.allowed)).toEqual([...Array(10).fill(true), false, false]);
    expect(decisions[10]).toMatchObject({ remaining: 0, retryAfterSeconds: 1 });
  });

  it("requests that arrive while a take is in flight wait for it; a refusal answers them all at once", async () => {
    const leases = new TokenLeases({ storage: shared, leaseShare: 0.5 });
    // Empty the bucket (2 tokens, leased 1 at a time), then 5 requests at one instant.
    await leases.take("k:x", 2, T0);
    await leases.take("k:x", 2, T0);
    takes = [];
    const refused = await Promise.all(Array.from({ length: 5 }, () => leases.take("k:x", 2, T0)));
    expect(refused.every((d) => !d.allowed)).toBe(true);
    expect(takes).toHaveLength(1);
    // 4 requests at once, a second later: one take of 1 token, the rest wait and each takes in turn.
    takes = [];
    const later = await Promise.all(Array.from({ length: 4 }, () => leases.take("k:x", 2, T0 + 1000)));
    expect(later.filter((d) => d.allowed)).toHaveLength(2);
    expect(takes.map((t) => t.grant.granted)).toEqual([1, 1, 0]);
  });

  it("a take that fails keeps the old lease's unspent tokens for the next take to give back", async () => {
    const leases = new TokenLeases({ storage: shared, leaseShare: 0.1, leaseMs: 50 });
    await leases.take("k:default", 100, T0);
    failNext = new Error("connection refused");
    await expect(leases.take("k:default", 100, T0 + 50)).rejects.toThrow("connection refused");
    await leases.take("k:default", 100, T0 + 60);
    expect(takes.map((t) => [t.request.giveBack, t.request.givenBackTakenAtMs])).toEqual([
      [0, 0],
      [9, T0],
    ]);
  });

  it("a changed limit drops the lease taken at the old one", async () => {
    const leases = new TokenLeases({ storage: shared, leaseShare: 0.1 });
    await leases.take("k:default", 100, T0);
    const after = await leases.take("k:default", 200, T0);
    expect(takes.map((t) => [t.request.perSecond, t.request.giveBack])).toEqual([
      [100, 0],
      [200, 0],
    ]);
    expect(after.limit).toBe(200);
  });
});
