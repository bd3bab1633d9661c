import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import type { AttemptDecision, ClaimedDelivery } from "../../src/domain/webhooks/webhook-model.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, concurrently, newEvent, newWebhookId, seedAccounts, warmUp } from "./support/records.js";

const owner = { account_id: "acc_a", mode: "test" };
const ok = { status_code: 200, latency_ms: 5, error: null, retry_after_ms: null };
const failure = { status_code: 503, latency_ms: 7, error: "HTTP 503", retry_after_ms: null };
const succeeded = (): AttemptDecision => ({ state: "succeeded", next_attempt_at: null, disable: null });

describe.each(ENGINES)("storage ports on $name: the webhook delivery queue", (engine) => {
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

  async function endpoint(on = storage): Promise<string> {
    const webhook_id = newWebhookId();
    const e = await on.transaction((tx) =>
      tx.endpoints.create(owner, {
        url: `https://example.com/${webhook_id}`,
        events: ["*"],
        webhook_id,
        secret: "whsec_1",
        nowIso: at(0),
      }),
    );
    return e.webhook_id;
  }

  async function event(createdMs: number, on = storage): Promise<string> {
    const e = newEvent({ created_at: at(createdMs) });
    await on.transaction((tx) => tx.events.insert(e));
    return e.event_id;
  }

  const claim = (webhookId: string, nowMs: number, leaseMs = 30_000, on = storage) =>
    on.transaction((tx) => tx.deliveries.claim(webhookId, at(nowMs), at(nowMs + leaseMs)), {
      durable: false,
    });

  it("claims the oldest due delivery with everything its attempt needs, one in flight per endpoint", async () => {
    await open();
    const w = await endpoint();
    const e = newEvent({ created_at: at(10) });
    await storage.transaction((tx) => tx.events.insert(e));
    const second = await event(20);
    expect(await claim(w, 5)).toBeUndefined();
    const c = await claim(w, 30);
    expect(c).toEqual({
      delivery_id: expect.stringMatching(/^dlv_[0-9a-f]{32}$/),
      webhook_id: w,
      attempts: 0,
      event_id: e.event_id,
      type: "sms.sent",
      created_at: at(10),
      data: e.data,
      url: `https://example.com/${w}`,
      api_version: "v1",
      secrets: ["whsec_1"],
      lease_token: expect.any(String),
      lease_until: at(30_030),
    });
    // In flight: neither due nor claimable until its lease runs out or it is recorded.
    expect(await claim(w, 40)).toBeUndefined();
    expect(await storage.read.deliveries.dueEndpoints(at(40), 10)).toEqual([]);
    await storage.transaction((tx) => tx.deliveries.record(c as ClaimedDelivery, ok, at(50), succeeded));
    expect(await storage.read.deliveries.state(e.event_id, w)).toEqual({
      state: "succeeded",
      attempts: 1,
      next_attempt_at: at(10),
    });
    expect((await claim(w, 60))?.event_id).toBe(second);
  });

  it("lists due endpoints, longest waiting first, without disabled or busy ones", async () => {
    await open();
    const [a, b, c, d] = [await endpoint(), await endpoint(), await endpoint(), await endpoint()];
    const e = newEvent({ created_at: at(300) });
    await storage.transaction((tx) => tx.events.insert(e));
    // Each endpoint's due time set apart, as retries would.
    const times: [string, number][] = [
      [a as string, 300],
      [b as string, 100],
      [c as string, 200],
      [d as string, 50],
    ];
    for (const [w, ms] of times) {
      const claimed = await claim(w, 300);
      await storage.transaction((tx) =>
        tx.deliveries.record(claimed as ClaimedDelivery, failure, at(300), () => ({
          state: "pending",
          next_attempt_at: at(1000 + ms),
          disable: null,
        })),
      );
    }
    await storage.transaction((tx) => tx.endpoints.update(owner, d as string, { enabled: false }, at(301)));
    expect(await storage.read.deliveries.dueEndpoints(at(999), 10)).toEqual([]);
    expect(await storage.read.deliveries.dueEndpoints(at(2000), 10)).toEqual([b, c, a]);
    expect(await storage.read.deliveries.dueEndpoints(at(1200), 10)).toEqual([b, c]);
    expect(await storage.read.deliveries.dueEndpoints(at(2000), 1)).toEqual([b]);
    await claim(b as string, 2000);
    expect(await storage.read.deliveries.dueEndpoints(at(2000), 10)).toEqual([c, a]);
  });

  it("a released claim is due again at once; a recorded attempt ends the claim", async () => {
    await open();
    const w = await endpoint();
    const e = await event(0);
    const c = (await claim(w, 0)) as ClaimedDelivery;
    await storage.transaction((tx) => tx.deliveries.release(c));
    expect(await storage.read.deliveries.dueEndpoints(at(1), 10)).toEqual([w]);
    const again = (await claim(w, 1)) as ClaimedDelivery;
    expect(again.delivery_id).toBe(c.delivery_id);
    expect(again.lease_token).not.toBe(c.lease_token);
    // The old token no longer releases or records anything.
    await storage.transaction((tx) => tx.deliveries.release(c));
    expect(await claim(w, 2)).toBeUndefined();
    expect(await storage.transaction((tx) => tx.deliveries.record(c, ok, at(3), succeeded))).toBe(false);
    expect(await storage.transaction((tx) => tx.deliveries.record(again, ok, at(3), succeeded))).toBe(true);
    expect(await storage.read.deliveries.attempts(e, w)).toEqual([
      { attempt: 1, attempted_at: at(3), status_code: 200, latency_ms: 5, error: null },
    ]);
  });

  it("records attempts with the endpoint's failure streak, and disables failing endpoints", async () => {
    await open();
    const w = await endpoint();
    const e = await event(0);
    const streaks: { attempts: number; failing_since: string | null }[] = [];
    const retry = (ms: number) => (streak: { attempts: number; failing_since: string | null }) => {
      streaks.push(streak);
      return { state: "pending" as const, next_attempt_at: at(ms), disable: null };
    };
    for (const [now, next] of [
      [0, 100],
      [100, 200],
    ]) {
      const c = (await claim(w, now as number)) as ClaimedDelivery;
      await storage.transaction((tx) =>
        tx.deliveries.record(c, failure, at(now as number), retry(next as number)),
      );
    }
    expect(streaks).toEqual([
      { attempts: 1, failing_since: at(0) },
      { attempts: 2, failing_since: at(0) },
    ]);
    expect(await storage.read.deliveries.state(e, w)).toEqual({
      state: "pending",
      attempts: 2,
      next_attempt_at: at(200),
    });
    expect(await storage.transaction((tx) => tx.deliveries.disableFailing(at(-1)))).toEqual([]);
    expect(await storage.transaction((tx) => tx.deliveries.disableFailing(at(0)))).toEqual([w]);
    expect(await storage.read.endpoints.get(owner, w)).toMatchObject({
      enabled: false,
      disabled_reason: "failing",
    });
    expect(await storage.transaction((tx) => tx.deliveries.disableFailing(at(0)))).toEqual([]);
    const attempts = await storage.read.deliveries.attempts(e, w);
    expect(attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 503, "HTTP 503"],
      [2, 503, "HTTP 503"],
    ]);
  });

  it("a success ends the streak; a final failure completes the delivery", async () => {
    await open();
    const w = await endpoint();
    const first = await event(0);
    const second = await event(1);
    let c = (await claim(w, 0)) as ClaimedDelivery;
    await storage.transaction((tx) =>
      tx.deliveries.record(c, failure, at(0), () => ({
        state: "failed",
        next_attempt_at: null,
        disable: null,
      })),
    );
    expect(await storage.read.deliveries.state(first, w)).toMatchObject({ state: "failed", attempts: 1 });
    c = (await claim(w, 5)) as ClaimedDelivery;
    expect(c.event_id).toBe(second);
    await storage.transaction((tx) => tx.deliveries.record(c, ok, at(5), succeeded));
    // No streak left to disable.
    expect(await storage.transaction((tx) => tx.deliveries.disableFailing(at(10)))).toEqual([]);
  });

  it("a crashed holder's lease runs out; another instance takes the delivery over and the first cannot record", async () => {
    await open("several");
    const other = await h.another();
    const w = await endpoint();
    const e = await event(0);
    const crashed = (await claim(w, 0, 30_000, other)) as ClaimedDelivery;
    expect(crashed.event_id).toBe(e);
    expect(await claim(w, 29_999)).toBeUndefined();
    const taken = (await claim(w, 30_000)) as ClaimedDelivery;
    expect(taken.delivery_id).toBe(crashed.delivery_id);
    expect(await other.transaction((tx) => tx.deliveries.record(crashed, ok, at(30_001), succeeded))).toBe(
      false,
    );
    expect(await storage.transaction((tx) => tx.deliveries.record(taken, ok, at(30_001), succeeded))).toBe(
      true,
    );
    expect(await storage.read.deliveries.attempts(e, w)).toHaveLength(1);
  });

  it("records an attempt and claims the endpoint's next delivery in one transaction; a throw after undoes both", async () => {
    await open();
    const w = await endpoint();
    const events = [await event(0), await event(1), await event(2)];
    const first = (await claim(w, 10)) as ClaimedDelivery;
    // The worker's chain: the claim sees the record's own write (the endpoint no longer busy) before COMMIT.
    const chained = await storage.transaction(
      async (tx) => {
        const recorded = await tx.deliveries.record(first, ok, at(11), succeeded);
        return { recorded, next: await tx.deliveries.claim(w, at(11), at(30_011)) };
      },
      { durable: false },
    );
    expect(chained.recorded).toBe(true);
    expect(chained.next?.event_id).toBe(events[1]);
    expect(await claim(w, 12)).toBeUndefined();
    // A claim that fails takes the record with it: the delivery stays claimed until its lease runs out.
    const next = chained.next as ClaimedDelivery;
    await expect(
      storage.transaction(
        async (tx) => {
          await tx.deliveries.record(next, ok, at(13), succeeded);
          await tx.deliveries.claim(w, at(13), at(30_013));
          throw new Error("the claim failed");
        },
        { durable: false },
      ),
    ).rejects.toThrow("the claim failed");
    expect(await storage.read.deliveries.attempts(events[1] as string, w)).toEqual([]);
    expect(await claim(w, 14)).toBeUndefined();
    const retaken = (await claim(w, 30_012)) as ClaimedDelivery;
    expect(retaken.delivery_id).toBe(next.delivery_id);
  });

  it("concurrent claims never hand out one delivery twice, nor two deliveries of one endpoint at once", async () => {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await Promise.all([warmUp(storage), warmUp(other)]);
    const endpoints = [await endpoint(), await endpoint(), await endpoint()];
    for (let i = 0; i < 5; i++) await event(i);
    const outcomes = await concurrently(40, (i) =>
      (i % 2 ? storage : other).transaction(
        async (tx) => {
          const c = await tx.deliveries.claim(endpoints[i % 3] as string, at(100), at(60_000));
          // Held a moment, as a worker's transaction is, so the claims overlap.
          await new Promise((r) => setTimeout(r, 2));
          return c;
        },
        { durable: false },
      ),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const claimed = outcomes.flatMap((o) => (o.status === "fulfilled" && o.value ? [o.value] : []));
    expect(claimed.map((c) => c.webhook_id).sort()).toEqual([...endpoints].sort());
    expect(new Set(claimed.map((c) => c.delivery_id)).size).toBe(3);
  });
});
