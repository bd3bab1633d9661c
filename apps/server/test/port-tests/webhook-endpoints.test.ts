import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import type { NewEndpoint } from "../../src/domain/webhooks/webhook-model.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, newEvent, newWebhookId, seedAccounts } from "./support/records.js";

const owner = { account_id: "acc_a", mode: "test" };

describe.each(ENGINES)("storage ports on $name: webhook endpoints", (engine) => {
  let h: EngineHarness;
  let storage: Storage;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  beforeEach(async () => {
    h = await engine.open();
    storage = h.storage;
    await seedAccounts(storage);
  });

  let made = 0;
  function create(input: Partial<NewEndpoint> = {}, secret = "whsec_1", o = owner) {
    made += 1;
    return storage.transaction((tx) =>
      tx.endpoints.create(o, {
        url: `https://example.com/e${made}`,
        events: ["*"],
        ...input,
        webhook_id: newWebhookId(),
        secret,
        nowIso: at(0),
      }),
    );
  }

  async function claimSecrets(webhookId: string, nowMs: number): Promise<string[] | undefined> {
    const e = newEvent({ created_at: at(nowMs) });
    await storage.transaction((tx) => tx.events.insert(e));
    const claimed = await storage.transaction((tx) =>
      tx.deliveries.claim(webhookId, at(nowMs), at(nowMs + 1000)),
    );
    if (claimed) await storage.transaction((tx) => tx.deliveries.release(claimed));
    return claimed?.secrets;
  }

  it("creates endpoints in the API's shape, enabled unless told, pinned to v1 unless told, readable only by their owner", async () => {
    const a = await create({
      url: "https://example.com/a",
      description: "Orders",
      events: ["sms.sent", "sms.delivered"],
    });
    expect(a).toEqual({
      webhook_id: a.webhook_id,
      url: "https://example.com/a",
      events: ["sms.sent", "sms.delivered"],
      api_version: "v1",
      description: "Orders",
      enabled: true,
      disabled_reason: null,
      created_at: at(0),
      secret: "whsec_1",
    });
    const b = await create({ enabled: false, api_version: "v2" });
    expect(b).toMatchObject({ enabled: false, description: null, api_version: "v2" });
    const { secret: _, ...shown } = a;
    expect(await storage.read.endpoints.get(owner, a.webhook_id)).toEqual(shown);
    expect(await storage.read.endpoints.get({ ...owner, mode: "live" }, a.webhook_id)).toBeUndefined();
    expect(await storage.read.endpoints.get({ ...owner, account_id: "acc_b" }, a.webhook_id)).toBeUndefined();
  });

  it("lists endpoints newest first in pages, with the last id when more follow", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await create()).webhook_id);
    await create({}, "s", { account_id: "acc_b", mode: "test" });
    const first = await storage.read.endpoints.list(owner, 2);
    expect(first.items.map((e) => e.webhook_id)).toEqual([made[4], made[3]]);
    expect(first.last).toBe(made[3]);
    const rest = await storage.read.endpoints.list(owner, 3, first.last ?? undefined);
    expect(rest.items.map((e) => e.webhook_id)).toEqual([made[2], made[1], made[0]]);
    expect(rest.last).toBeNull();
    expect(await storage.read.endpoints.list({ ...owner, mode: "live" }, 10)).toEqual({
      items: [],
      last: null,
    });
  });

  it("updates fields, clears a description with null, and keeps what is not given", async () => {
    const a = await create({ description: "x" });
    const changed = await storage.transaction((tx) =>
      tx.endpoints.update(owner, a.webhook_id, { url: "https://example.com/b", description: null }, at(5)),
    );
    expect(changed).toMatchObject({
      url: "https://example.com/b",
      description: null,
      events: ["*"],
      enabled: true,
    });
    const again = await storage.transaction((tx) =>
      tx.endpoints.update(owner, a.webhook_id, { events: ["sms.failed"], enabled: false }, at(6)),
    );
    expect(again).toMatchObject({ url: "https://example.com/b", events: ["sms.failed"], enabled: false });
    const moved = await storage.transaction((tx) =>
      tx.endpoints.update(owner, a.webhook_id, { api_version: "v2" }, at(7)),
    );
    expect(moved).toMatchObject({ api_version: "v2", events: ["sms.failed"], url: "https://example.com/b" });
    expect(
      await storage.transaction((tx) =>
        tx.endpoints.update({ ...owner, mode: "live" }, a.webhook_id, {}, at(7)),
      ),
    ).toBeUndefined();
  });

  it("keeps any description exactly, U+0000 and a leading U+0001 included (PostgreSQL text cannot hold U+0000)", async () => {
    for (const description of ["a\u0000b", '\u0001{"x"}', "plain", "\u0000"]) {
      const a = await create({ description });
      expect(a.description).toBe(description);
      expect((await storage.read.endpoints.get(owner, a.webhook_id))?.description).toBe(description);
      const b = await storage.transaction((tx) =>
        tx.endpoints.update(owner, a.webhook_id, { description: `${description}!` }, at(1)),
      );
      expect(b?.description).toBe(`${description}!`);
      const c = await storage.transaction((tx) =>
        tx.endpoints.update(owner, a.webhook_id, { enabled: false }, at(2)),
      );
      expect(c?.description).toBe(`${description}!`);
    }
  });

  it("re-enabling a disabled endpoint clears the reason and its failure streak and makes parked deliveries due now", async () => {
    const a = await create();
    const e = newEvent({ created_at: at(0) });
    await storage.transaction((tx) => tx.events.insert(e));
    const claimed = await storage.transaction((tx) => tx.deliveries.claim(a.webhook_id, at(0), at(1000)));
    if (!claimed) throw new Error("not claimed");
    const failed = { status_code: 410, latency_ms: 3, error: "gone", retry_after_ms: null };
    await storage.transaction((tx) =>
      tx.deliveries.record(claimed, failed, at(10), () => ({
        state: "pending",
        next_attempt_at: at(999_999),
        disable: "gone",
      })),
    );
    expect(await storage.read.endpoints.get(owner, a.webhook_id)).toMatchObject({
      enabled: false,
      disabled_reason: "gone",
    });
    expect(await storage.read.deliveries.dueEndpoints(at(2_000_000), 10)).toEqual([]);
    const enabled = await storage.transaction((tx) =>
      tx.endpoints.update(owner, a.webhook_id, { enabled: true }, at(20)),
    );
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null });
    expect(await storage.read.deliveries.state(e.event_id, a.webhook_id)).toMatchObject({
      next_attempt_at: at(20),
    });
    expect(await storage.read.deliveries.dueEndpoints(at(20), 10)).toEqual([a.webhook_id]);
    // The streak starts again: the next failure begins a new one.
    const next = await storage.transaction((tx) => tx.deliveries.claim(a.webhook_id, at(20), at(1020)));
    if (!next) throw new Error("not claimed");
    const seen: (string | null)[] = [];
    await storage.transaction((tx) =>
      tx.deliveries.record(next, { ...failed, status_code: 500, error: "500" }, at(30), (streak) => {
        seen.push(streak.failing_since);
        return { state: "pending", next_attempt_at: at(40), disable: null };
      }),
    );
    expect(seen).toEqual([at(30)]);
  });

  it("deletes an endpoint with its deliveries; deleting again is false", async () => {
    const a = await create();
    const e = newEvent();
    await storage.transaction((tx) => tx.events.insert(e));
    expect(
      await storage.transaction((tx) => tx.endpoints.delete({ ...owner, mode: "live" }, a.webhook_id)),
    ).toBe(false);
    expect(await storage.transaction((tx) => tx.endpoints.delete(owner, a.webhook_id))).toBe(true);
    expect(await storage.read.endpoints.get(owner, a.webhook_id)).toBeUndefined();
    expect(await storage.read.deliveries.state(e.event_id, a.webhook_id)).toBeUndefined();
    expect(await storage.transaction((tx) => tx.endpoints.delete(owner, a.webhook_id))).toBe(false);
  });

  it("rotating a secret keeps each replaced one signing until its own overlap ends, newest first", async () => {
    const a = await create({}, "whsec_1");
    const r1 = await storage.transaction((tx) =>
      tx.endpoints.rotateSecret(owner, a.webhook_id, "whsec_2", at(100), at(10_000)),
    );
    const { secret: _, ...shown } = a;
    expect(r1).toEqual({ ...shown, secret: "whsec_2" });
    await storage.transaction((tx) =>
      tx.endpoints.rotateSecret(owner, a.webhook_id, "whsec_3", at(200), at(20_000)),
    );
    expect(await claimSecrets(a.webhook_id, 5000)).toEqual(["whsec_3", "whsec_2", "whsec_1"]);
    expect(await claimSecrets(a.webhook_id, 10_000)).toEqual(["whsec_3", "whsec_2"]);
    expect(await claimSecrets(a.webhook_id, 20_000)).toEqual(["whsec_3"]);
    expect(
      await storage.transaction((tx) =>
        tx.endpoints.rotateSecret({ ...owner, account_id: "acc_b" }, a.webhook_id, "x", at(0), at(1)),
      ),
    ).toBeUndefined();
  });
  it("counts an owner's endpoints, finds one by URL, and keeps one URL once per owner", async () => {
    await create({ url: "https://example.com/one" });
    const two = await create({ url: "https://example.com/two" });
    await create({ url: "https://example.com/one" }, "s", { ...owner, mode: "live" });
    await storage.transaction(async (tx) => {
      await tx.endpoints.lockOwner(owner);
      expect(await tx.endpoints.count(owner)).toBe(2);
      expect(await tx.endpoints.findByUrl(owner, "https://example.com/two")).toBe(two.webhook_id);
      expect(await tx.endpoints.findByUrl(owner, "https://example.com/three")).toBeUndefined();
    });
    expect(await storage.transaction((tx) => tx.endpoints.count({ ...owner, mode: "live" }))).toBe(1);
    // The unique index holds even for a writer that skips the check.
    await expect(create({ url: "https://example.com/one" })).rejects.toThrow();
  });
});
