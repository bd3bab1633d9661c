// The outbox read in recording order (GET /v1/events/stream): positions, resume after an event, type
// filter, and no event skipped when an earlier-started transaction commits late, on each engine.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newEventId } from "../../src/domain/ids.js";
import type { EventRecord } from "../../src/domain/model.js";
import type { Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { newEvent, seedAccounts } from "./support/records.js";

describe.each(ENGINES)("storage ports on $name: the outbox in recording order", (engine) => {
  let h: EngineHarness;
  let storage: Storage;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function open(): Promise<void> {
    h = await engine.open();
    storage = h.storage;
    await seedAccounts(storage);
  }

  const insert = (e: EventRecord) => storage.transaction((tx) => tx.events.insert(e));
  const ids = (events: { event: EventRecord }[]) => events.map((p) => p.event.event_id);

  it("reads every event of the account and mode once, oldest first, resuming after any position", async () => {
    await open();
    expect(await storage.read.events.outboxHead("acc_a", "test")).toBeUndefined();
    const events = [
      newEvent({ type: "sms.sent" }),
      newEvent({ type: "sms.delivered" }),
      newEvent({ type: "sms.sent" }),
    ];
    for (const e of events) await insert(e);
    await insert(newEvent({ mode: "live" }));
    await insert(newEvent({ account_id: "acc_b" }));

    const all = await storage.read.events.readOutbox("acc_a", "test", { after: undefined, limit: 10 });
    expect(ids(all)).toEqual(events.map((e) => e.event_id));
    expect(all[1]?.event).toEqual(events[1]);

    const head = await storage.read.events.outboxHead("acc_a", "test");
    expect(head?.event.event_id).toBe(events[2]?.event_id);
    expect(head?.position).toBe(all[2]?.position);

    const second = await storage.read.events.outboxPosition("acc_a", "test", events[1]?.event_id ?? "");
    expect(second).toBe(all[1]?.position);
    const rest = await storage.read.events.readOutbox("acc_a", "test", { after: second, limit: 10 });
    expect(ids(rest)).toEqual([events[2]?.event_id]);

    const paged = await storage.read.events.readOutbox("acc_a", "test", { after: undefined, limit: 2 });
    expect(ids(paged)).toEqual(ids(all).slice(0, 2));
    expect(
      await storage.read.events.readOutbox("acc_a", "test", { after: head?.position, limit: 10 }),
    ).toEqual([]);
  });

  it("filters by type and knows positions only in the event's own account and mode", async () => {
    await open();
    const sent = newEvent({ type: "sms.sent" });
    const delivered = newEvent({ type: "sms.delivered" });
    const failed = newEvent({ type: "sms.failed" });
    for (const e of [sent, delivered, failed]) await insert(e);
    const only = await storage.read.events.readOutbox("acc_a", "test", {
      after: undefined,
      types: ["sms.delivered", "sms.failed"],
      limit: 10,
    });
    expect(ids(only)).toEqual([delivered.event_id, failed.event_id]);
    expect(
      await storage.read.events.readOutbox("acc_a", "test", { after: undefined, types: [], limit: 10 }),
    ).toEqual([]);
    expect(await storage.read.events.outboxPosition("acc_a", "live", sent.event_id)).toBeUndefined();
    expect(await storage.read.events.outboxPosition("acc_b", "test", sent.event_id)).toBeUndefined();
    expect(await storage.read.events.outboxPosition("acc_a", "test", newEventId())).toBeUndefined();
  });

  it.runIf(engine.concurrentInstances)(
    "holds back events recorded after a transaction still running, and returns its event once it commits",
    async () => {
      await open();
      const early = newEvent({ type: "sms.sent" });
      const late = newEvent({ type: "sms.delivered" });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => {};
      const insertedEarly = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // `early` is written first but commits last: a reader must not get past `late` before it commits.
      const slow = storage.transaction(async (tx) => {
        await tx.events.insert(early);
        inserted();
        await held;
      });
      await insertedEarly;
      await insert(late);
      const before = await storage.read.events.readOutbox("acc_a", "test", { after: undefined, limit: 10 });
      expect(ids(before)).toEqual([]);
      release();
      await slow;
      const after = await storage.read.events.readOutbox("acc_a", "test", { after: undefined, limit: 10 });
      expect(ids(after)).toEqual([early.event_id, late.event_id]);
    },
  );

  it("numbers events written by another instance after this one's", async () => {
    await open();
    const first = newEvent();
    await insert(first);
    const other = await h.another();
    const second = newEvent();
    await other.transaction((tx) => tx.events.insert(second));
    const all = await storage.read.events.readOutbox("acc_a", "test", { after: undefined, limit: 10 });
    expect(ids(all)).toEqual([first.event_id, second.event_id]);
    const position = await storage.read.events.outboxPosition("acc_a", "test", first.event_id);
    expect(ids(await other.read.events.readOutbox("acc_a", "test", { after: position, limit: 10 }))).toEqual([
      second.event_id,
    ]);
  });
});
