import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import {
  at,
  concurrently,
  newEvent,
  newMessage,
  newWebhookId,
  seedAccounts,
  warmUp,
} from "./support/records.js";

describe.each(ENGINES)("storage ports on $name: messages and the event outbox", (engine) => {
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

  async function endpoint(
    events: string[],
    extra: { enabled?: boolean; account_id?: string; mode?: string } = {},
  ) {
    const owner = { account_id: extra.account_id ?? "acc_a", mode: extra.mode ?? "test" };
    const webhook_id = newWebhookId();
    return storage.transaction((tx) =>
      tx.endpoints.create(owner, {
        url: `https://example.com/${webhook_id}`,
        events,
        webhook_id,
        secret: "whsec_x",
        nowIso: at(0),
        ...(extra.enabled === undefined ? {} : { enabled: extra.enabled }),
      }),
    );
  }

  it("stores a message in queued and reads it back, only for its account and mode", async () => {
    await open();
    const m = newMessage({ idempotency_key: "k1" });
    const inserted = await storage.transaction((tx) => tx.messages.insert(m));
    const expected = {
      ...m,
      status: "queued",
      sequence: 0,
      error: null,
      updated_at: m.submitted_at,
      status_history: [{ status: "queued", at: m.submitted_at }],
    };
    expect(inserted).toEqual(expected);
    expect(await storage.read.messages.find("acc_a", "test", m.message_id)).toEqual(expected);
    expect(await storage.read.messages.findById(m.message_id)).toEqual(expected);
    expect(await storage.read.messages.find("acc_b", "test", m.message_id)).toBeUndefined();
    expect(await storage.read.messages.find("acc_a", "live", m.message_id)).toBeUndefined();
    expect(await storage.read.messages.findById("msg_missing")).toBeUndefined();
  });

  it("moves a status guarded by the status and sequence it read, appending to the history", async () => {
    await open();
    const m = await storage.transaction((tx) => tx.messages.insert(newMessage()));
    const error = { code: "carrier_error" as const, message: "Carrier said no.", permanent: false };
    expect(
      await storage.transaction((tx) =>
        tx.messages.updateStatus(
          m.message_id,
          { status: "queued", sequence: 0 },
          "processing",
          at(1),
          null,
          1,
        ),
      ),
    ).toBe(true);
    // Stale: read at sequence 0, the message is at 1 now.
    expect(
      await storage.transaction((tx) =>
        tx.messages.updateStatus(
          m.message_id,
          { status: "queued", sequence: 0 },
          "cancelled",
          at(2),
          null,
          0,
        ),
      ),
    ).toBe(false);
    // Right sequence, wrong status.
    expect(
      await storage.transaction((tx) =>
        tx.messages.updateStatus(
          m.message_id,
          { status: "queued", sequence: 1 },
          "cancelled",
          at(2),
          null,
          0,
        ),
      ),
    ).toBe(false);
    expect(
      await storage.transaction((tx) =>
        tx.messages.updateStatus(
          m.message_id,
          { status: "processing", sequence: 1 },
          "failed",
          at(3),
          error,
          0,
        ),
      ),
    ).toBe(true);
    const stored = await storage.read.messages.findById(m.message_id);
    expect(stored).toMatchObject({
      status: "failed",
      sequence: 2,
      updated_at: at(3),
      error,
      credits_used: 0,
    });
    expect(stored?.status_history).toEqual([
      { status: "queued", at: at(0) },
      { status: "processing", at: at(1) },
      { status: "failed", at: at(3) },
    ]);
    expect(Object.keys(stored?.status_history[1] ?? {})).toEqual(["status", "at"]);
    expect(Object.keys(stored?.error ?? {})).toEqual(["code", "message", "permanent"]);
  });

  it("concurrent status changes from one read: exactly one wins", async () => {
    await open();
    const m = await storage.transaction((tx) => tx.messages.insert(newMessage()));
    const outcomes = await concurrently(20, (i) =>
      storage.transaction((tx) =>
        tx.messages.updateStatus(
          m.message_id,
          { status: "queued", sequence: 0 },
          "processing",
          at(i + 1),
          null,
          1,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value === true)).toHaveLength(1);
    expect((await storage.read.messages.findById(m.message_id))?.status_history).toHaveLength(2);
  });

  it("lists messages newest first with status, since and before filters", async () => {
    await open();
    const ms = [];
    for (let i = 0; i < 5; i++) {
      const m = newMessage({ submitted_at: at(i * 1000) });
      ms.push(await storage.transaction((tx) => tx.messages.insert(m)));
    }
    await storage.transaction((tx) => tx.messages.insert(newMessage({ account_id: "acc_b" })));
    const [m0, m1, m2, m3, m4] = ms.map((m) => m.message_id);
    await storage.transaction((tx) =>
      tx.messages.updateStatus(m1 as string, { status: "queued", sequence: 0 }, "cancelled", at(9), null, 0),
    );
    const list = async (q: Parameters<Storage["read"]["messages"]["list"]>[2]) =>
      (await storage.read.messages.list("acc_a", "test", q)).map((m) => m.message_id);
    expect(await list({ limit: 10 })).toEqual([m4, m3, m2, m1, m0]);
    expect(await list({ limit: 2 })).toEqual([m4, m3]);
    expect(await list({ limit: 10, before: m3 })).toEqual([m2, m1, m0]);
    expect(await list({ limit: 10, status: "cancelled" })).toEqual([m1]);
    expect(await list({ limit: 10, since: at(2000) })).toEqual([m4, m3, m2]);
    expect(await storage.read.messages.list("acc_a", "live", { limit: 10 })).toEqual([]);
  });

  it("finds the n-th latest message to a recipient after a time", async () => {
    await open();
    for (let i = 1; i <= 3; i++) {
      await storage.transaction((tx) => tx.messages.insert(newMessage({ submitted_at: at(i * 1000) })));
    }
    await storage.transaction((tx) =>
      tx.messages.insert(newMessage({ to: "919800000002", submitted_at: at(9000) })),
    );
    const nth = (n: number, since = at(0)) =>
      storage.read.messages.nthLatestToRecipient("acc_a", "test", "919800000001", since, n);
    expect(await nth(1)).toBe(at(3000));
    expect(await nth(3)).toBe(at(1000));
    expect(await nth(4)).toBeUndefined();
    expect(await nth(3, at(1000))).toBeUndefined();
  });

  it("a per-recipient cap counted inside concurrent sends from every instance is never exceeded", async () => {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await Promise.all([warmUp(storage), warmUp(other)]);
    const cap = 3;
    // The send use case's steps: count the recipient's recent messages, then accept one more if under the cap.
    const outcomes = await concurrently(12, (i) =>
      (i % 2 ? storage : other).transaction(async (tx) => {
        const full = await tx.messages.nthLatestToRecipient("acc_a", "test", "919800000009", at(-1), cap);
        if (full !== undefined) return false;
        await new Promise((r) => setTimeout(r, 2));
        await tx.messages.insert(newMessage({ to: "919800000009", submitted_at: at(i) }));
        return true;
      }),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value)).toHaveLength(cap);
    expect(await storage.read.messages.list("acc_a", "test", { limit: 100 })).toHaveLength(cap);
  });

  it("stores events and lists them newest first with type, since and before filters", async () => {
    await open();
    const e1 = newEvent({ type: "sms.sent", created_at: at(1000) });
    const e2 = newEvent({ type: "sms.delivered", created_at: at(2000), message_id: "msg_1" });
    const e3 = newEvent({ type: "sms.sent", created_at: at(3000) });
    for (const e of [e1, e2, e3]) await storage.transaction((tx) => tx.events.insert(e));
    await storage.transaction((tx) => tx.events.insert(newEvent({ mode: "live" })));
    expect(await storage.read.events.find("acc_a", "test", e2.event_id)).toEqual(e2);
    // The data keeps its keys' order as written.
    expect(JSON.stringify((await storage.read.events.find("acc_a", "test", e1.event_id))?.data)).toBe(
      JSON.stringify(e1.data),
    );
    expect(await storage.read.events.find("acc_b", "test", e2.event_id)).toBeUndefined();
    const ids = async (q: Parameters<Storage["read"]["events"]["list"]>[2]) =>
      (await storage.read.events.list("acc_a", "test", q)).map((e) => e.event_id);
    expect(await ids({ limit: 10 })).toEqual([e3.event_id, e2.event_id, e1.event_id]);
    expect(await ids({ limit: 10, type: "sms.sent" })).toEqual([e3.event_id, e1.event_id]);
    expect(await ids({ limit: 10, since: at(2000) })).toEqual([e3.event_id, e2.event_id]);
    expect(await ids({ limit: 1, before: e3.event_id })).toEqual([e2.event_id]);
  });

  it("fans an event out to every enabled endpoint of its account and mode subscribed to its type or to *", async () => {
    await open();
    const all = await endpoint(["*"]);
    const sent = await endpoint(["sms.sent", "sms.failed"]);
    const delivered = await endpoint(["sms.delivered"]);
    const disabled = await endpoint(["*"], { enabled: false });
    const otherAccount = await endpoint(["*"], { account_id: "acc_b" });
    const otherMode = await endpoint(["*"], { mode: "live" });
    const e = newEvent({ type: "sms.sent", created_at: at(5) });
    await storage.transaction((tx) => tx.events.insert(e));
    const state = (w: { webhook_id: string }) => storage.read.deliveries.state(e.event_id, w.webhook_id);
    expect(await state(all)).toEqual({ state: "pending", attempts: 0, next_attempt_at: at(5) });
    expect(await state(sent)).toEqual({ state: "pending", attempts: 0, next_attempt_at: at(5) });
    for (const w of [delivered, disabled, otherAccount, otherMode]) expect(await state(w)).toBeUndefined();
  });

  it("a webhook.test event fans out to nobody; enqueue queues it for one endpoint", async () => {
    await open();
    const a = await endpoint(["*"]);
    const b = await endpoint(["*"]);
    const e = newEvent({ type: "webhook.test", created_at: at(7) });
    await storage.transaction(async (tx) => {
      await tx.events.insert(e);
      await tx.deliveries.enqueue(e.event_id, a.webhook_id, at(7));
    });
    expect(await storage.read.deliveries.state(e.event_id, a.webhook_id)).toEqual({
      state: "pending",
      attempts: 0,
      next_attempt_at: at(7),
    });
    expect(await storage.read.deliveries.state(e.event_id, b.webhook_id)).toBeUndefined();
  });

  it("the fan-out is part of the status change's transaction: a rollback leaves no event and no delivery", async () => {
    await open();
    const w = await endpoint(["*"]);
    const m = await storage.transaction((tx) => tx.messages.insert(newMessage()));
    const e = newEvent({ message_id: m.message_id });
    await expect(
      storage.transaction(async (tx) => {
        await tx.messages.updateStatus(
          m.message_id,
          { status: "queued", sequence: 0 },
          "processing",
          at(1),
          null,
          1,
        );
        await tx.events.insert(e);
        // Inside the transaction the delivery is there already.
        expect(await tx.deliveries.state(e.event_id, w.webhook_id)).toMatchObject({ state: "pending" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await storage.read.events.find("acc_a", "test", e.event_id)).toBeUndefined();
    expect(await storage.read.deliveries.state(e.event_id, w.webhook_id)).toBeUndefined();
    expect(await storage.read.deliveries.dueEndpoints(at(10), 10)).toEqual([]);
    expect((await storage.read.messages.findById(m.message_id))?.status).toBe("queued");
  });
});
