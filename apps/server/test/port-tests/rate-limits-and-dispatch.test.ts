import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import {
  type BucketState,
  decisionOf,
  type TokenDecision,
  type TokenGrant,
  type TokenRequest,
  takeTokens,
} from "../../src/domain/rate-limiter.js";
import { TokenLeases } from "../../src/domain/token-leases.js";
import { takeToken } from "../support/take-one-token.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, concurrently, newMessage, seedAccounts, T0, warmUp } from "./support/records.js";

describe.each(ENGINES)("storage ports on $name: rate limits and carrier work claims", (engine) => {
  let h: EngineHarness;
  let storage: Storage;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function open(instances: "one" | "several" = "one"): Promise<void> {
    h = await engine.open({ instances });
    storage = h.storage;
    await seedAccounts(storage);
  }

  // The API's path: a take of its own, outside any transaction; by default one token, as a decision.
  const takeMany = (request: TokenRequest, on = storage) => on.takeRateTokens(request);
  const takeManyInTransaction = (request: TokenRequest, on = storage) =>
    on.transaction((tx) => tx.rateLimits.take(request), { durable: false });
  const oneToken = (bucket: string, perSecond: number, nowMs: number): TokenRequest => ({
    bucket,
    perSecond,
    nowMs,
    want: 1,
    giveBack: 0,
    givenBackTakenAtMs: 0,
  });
  const asDecision = (perSecond: number) => (grant: TokenGrant) =>
    decisionOf(grant.granted === 1, grant.tokens, perSecond);
  const take = (bucket: string, perSecond: number, nowMs: number, on = storage) =>
    takeMany(oneToken(bucket, perSecond, nowMs), on).then(asDecision(perSecond));
  const takeInTransaction = (bucket: string, perSecond: number, nowMs: number, on = storage) =>
    takeManyInTransaction(oneToken(bucket, perSecond, nowMs), on).then(asDecision(perSecond));

  it("decides every take exactly as the domain's token bucket does", async () => {
    await open();
    // Bursts, refills, a fractional rate, and a clock that goes back.
    const steps: [number, number][] = [
      [2.5, 0],
      [2.5, 0],
      [2.5, 0],
      [2.5, 1],
      [2.5, 399],
      [2.5, 400],
      [2.5, 1234],
      [2.5, 1000],
      [2.5, 5000],
      [2.5, 5001],
      [2.5, 5002],
    ];
    let state: BucketState | undefined;
    for (const [perSecond, ms] of steps) {
      const expected = takeToken(state, perSecond, T0 + ms);
      state = expected.next;
      expect(await take("key:a", perSecond, T0 + ms)).toEqual(expected.decision);
    }
    // Buckets are independent.
    expect(await take("key:b", 1, T0)).toEqual(takeToken(undefined, 1, T0).decision);
    expect((await take("key:b", 1, T0)).allowed).toBe(false);
  });

  it("grants several tokens and takes unspent ones back exactly as the domain's token bucket does", async () => {
    await open();
    // [want, giveBack, taken at, ms]: a lease from a full bucket, partial grants, give-backs taken and refused
    // (the bucket filled up since they were leased), a give-back past the capacity, refills with a
    // fractional rate, and a clock that goes back.
    const steps: [number, number, number, number][] = [
      [20, 0, 0, 0],
      [20, 0, 0, 0],
      [20, 0, 0, 1],
      [5, 0, 0, 100],
      [5, 3, 100, 100],
      [5, 0, 0, 100],
      [50, 4, 100, 200],
      [1, 0, 0, 150],
      [50, 0, 0, 30_000],
      [50, 30, 200, 30_000],
      [7, 2.5, 30_000, 30_333],
      [40, 5, 30_333, 30_400],
    ];
    let state: BucketState | undefined;
    const kinds = new Set<string>();
    for (const [i, [want, giveBack, takenAt, ms]] of steps.entries()) {
      const request = {
        bucket: "key:lease",
        perSecond: 42.5,
        nowMs: T0 + ms,
        want,
        giveBack,
        givenBackTakenAtMs: T0 + takenAt,
      };
      const expected = takeTokens(state, request);
      const { granted } = expected.grant;
      kinds.add(granted === want ? "full" : granted === 0 ? "none" : "partial");
      if (giveBack > 0) {
        const without = takeTokens(state, { ...request, giveBack: 0 }).grant;
        kinds.add(JSON.stringify(without) === JSON.stringify(expected.grant) ? "refused back" : "taken back");
      }
      state = expected.next;
      expect(await (i % 2 ? takeManyInTransaction : takeMany)(request)).toEqual(expected.grant);
    }
    expect([...kinds].sort()).toEqual(["full", "none", "partial", "refused back", "taken back"]);
  });

  /** Token leases of two instances on one database (one on SQLite, whose instances share a thread), 1/20 each. */
  async function twoApiProcesses(): Promise<TokenLeases[]> {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await Promise.all([warmUp(storage), warmUp(other)]);
    return [storage, other].map((s) => new TokenLeases({ storage: s, leaseShare: 0.05 }));
  }

  it("a lease's unspent tokens are not taken back once the bucket has filled up since: no burst passes more", async () => {
    // Two API processes each lease 5 of 100 and spend 1; two seconds later the bucket is full again, and a
    // burst comes: it passes exactly the capacity (104 if the 8 unspent tokens were counted again).
    const limiters = await twoApiProcesses();
    for (const limiter of limiters) expect((await limiter.take("refilled", 100, T0)).allowed).toBe(true);
    const outcomes = await concurrently(300, (i) =>
      (limiters[i % 2] as TokenLeases).take("refilled", 100, T0 + 2000),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value.allowed)).toHaveLength(100);
  });

  it("decides alike taken alone or in a transaction: one bucket, whichever path takes from it", async () => {
    await open();
    const decisions = [];
    let state: BucketState | undefined;
    const expected = [];
    for (let i = 0; i < 6; i++) {
      const step = takeToken(state, 3, T0 + i * 100);
      state = step.next;
      expected.push(step.decision);
      decisions.push(await (i % 2 ? takeInTransaction : take)("key:mixed", 3, T0 + i * 100));
    }
    expect(decisions).toEqual(expected);
  });

  it("sweeps buckets untouched since a time, which then start full again", async () => {
    await open();
    await take("old", 1, T0);
    await take("new", 1, T0 + 10_000);
    expect(await storage.transaction((tx) => tx.rateLimits.sweep(T0 + 5000))).toBe(1);
    expect((await take("old", 1, T0)).allowed).toBe(true);
    expect((await take("new", 1, T0 + 10_000)).allowed).toBe(false);
  });

  it("concurrent takes at one instant, from every instance, allow exactly the bucket's capacity", async () => {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await Promise.all([warmUp(storage), warmUp(other)]);
    const outcomes = await concurrently(40, (i) => take("shared", 10, T0, i % 2 ? storage : other));
    const allowed = outcomes.filter((o) => o.status === "fulfilled" && o.value.allowed);
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    expect(allowed).toHaveLength(10);
  });

  it("leases from every instance at one instant pass exactly the bucket's capacity, token by token", async () => {
    // Two API processes, each leasing 5 tokens at a time from a bucket of 100: 300 requests at one instant.
    const limiters = await twoApiProcesses();
    const outcomes = await concurrently(300, (i) => (limiters[i % 2] as TokenLeases).take("leased", 100, T0));
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const decisions = outcomes.map((o) => (o as PromiseFulfilledResult<TokenDecision>).value);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(100);
    expect(
      decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.retryAfterSeconds === 1),
    ).toBe(true);
  });

  const claim = (owner: string, nowMs: number, limit = 10, on = storage) =>
    on.transaction((tx) => tx.dispatch.claim(owner, at(nowMs), at(nowMs + 30_000), limit), {
      durable: false,
    });

  it("claims active messages oldest first under a lease, renews and releases only its own", async () => {
    await open();
    const ms = [];
    for (let i = 0; i < 4; i++) ms.push(await storage.transaction((tx) => tx.messages.insert(newMessage())));
    const [m0, m1, m2, m3] = ms.map((m) => m.message_id) as [string, string, string, string];
    await storage.transaction((tx) =>
      tx.messages.updateStatus(m3, { status: "queued", sequence: 0 }, "cancelled", at(1), null, 0),
    );
    const first = await claim("w1", 0, 2);
    expect(first).toEqual([
      { ...ms[0], carrier_submissions: 0 },
      { ...ms[1], carrier_submissions: 0 },
    ]);
    // The rest: m2 only (m3 is final).
    expect((await claim("w2", 1)).map((m) => m.message_id)).toEqual([m2]);
    expect(await claim("w3", 2)).toEqual([]);
    // Nothing left to claim: an idle worker's read says so without a write.
    expect(await storage.read.dispatch.claimable(at(2))).toBe(false);
    expect(await storage.read.dispatch.claimable(at(30_000))).toBe(true);
    expect(await storage.transaction((tx) => tx.dispatch.renew("w1", [m1, m0, m2], at(60_000)))).toEqual([
      m1,
      m0,
    ]);
    await storage.transaction((tx) => tx.dispatch.release("w1", [m0, m2]));
    // m0 is free; m2 is still w2's; m1's renewed lease holds past w2's original one.
    expect((await claim("w3", 3)).map((m) => m.message_id)).toEqual([m0]);
    expect((await claim("w3", 30_001)).map((m) => m.message_id)).toEqual([m2]);
    // By then w3's lease on m0 ran out too.
    expect((await claim("w4", 60_000)).map((m) => m.message_id)).toEqual([m0, m1]);
    expect(await storage.transaction((tx) => tx.dispatch.renew("w1", [], at(1)))).toEqual([]);
  });

  it("counts hand-overs to the carrier, so a resumed message shows it was submitted", async () => {
    await open();
    const m = await storage.transaction((tx) => tx.messages.insert(newMessage()));
    await storage.transaction((tx) => tx.dispatch.markSubmitted(m.message_id, at(1)));
    await storage.transaction((tx) => tx.dispatch.markSubmitted(m.message_id, at(2)));
    expect((await claim("w1", 5))[0]?.carrier_submissions).toBe(2);
  });

  it("concurrent claims from two workers never hand out one message twice", async () => {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await Promise.all([warmUp(storage), warmUp(other)]);
    for (let i = 0; i < 30; i++) await storage.transaction((tx) => tx.messages.insert(newMessage()));
    const outcomes = await concurrently(12, (i) =>
      (i % 2 ? storage : other).transaction(
        async (tx) => {
          const claimed = await tx.dispatch.claim(`w${i}`, at(0), at(30_000), 4);
          await new Promise((r) => setTimeout(r, 2));
          return claimed;
        },
        { durable: false },
      ),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const ids = outcomes.flatMap((o) => (o.status === "fulfilled" ? o.value.map((m) => m.message_id) : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
  });
});
