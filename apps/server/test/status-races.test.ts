import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MessageLifecycle } from "../src/domain/messages/message-lifecycle.js";
import type { Caller, MessageRecord } from "../src/domain/model.js";
import type { Notifier, Storage, Stores } from "../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./port-tests/support/engines.js";
import { newMessage, seedAccounts, warmUp } from "./port-tests/support/records.js";

// A carrier update reads the message, then writes the step guarded by the sequence it read. Where two
// instances' transactions run side by side (PostgreSQL), another change can commit in between: the fuzz met a
// cancel doing so, and the update failed with an error in the log. These tests put the other change exactly
// there, on the real engine, and check that the update reads again and lands after the winner or is ignored.

/**
 * `storage`, except that in its first transaction the message's first read returns only after `meanwhile`
 * has committed its change through another instance: the race, made to happen every time.
 */
function changedAfterRead(storage: Storage, meanwhile: () => Promise<unknown>): Storage {
  let pending: (() => Promise<unknown>) | undefined = meanwhile;
  const interleave = (tx: Stores): Stores => {
    const messages = new Proxy(tx.messages, {
      get(target, prop, receiver) {
        if (prop !== "findById") return Reflect.get(target, prop, receiver);
        return async (id: string) => {
          const read = await target.findById(id);
          const change = pending;
          pending = undefined;
          await change?.();
          return read;
        };
      },
    });
    return { ...tx, messages };
  };
  return new Proxy(storage, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return <T>(fn: (stores: Stores) => Promise<T>, options?: Parameters<Storage["transaction"]>[1]) =>
        target.transaction((tx) => fn(interleave(tx)), options);
    },
  });
}

const racingEngines = ENGINES.filter((e) => e.concurrentInstances);

describe.each(racingEngines)("a carrier update that loses a race, on $name", (engine) => {
  let h: EngineHarness;
  let other: Storage;
  let notifier: Notifier;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function queuedMessage(): Promise<MessageRecord> {
    h = await engine.open({ instances: "several" });
    other = await h.another({ migrate: false });
    notifier = await h.notifier();
    await seedAccounts(h.storage);
    await Promise.all([warmUp(h.storage), warmUp(other)]);
    return h.storage.transaction((tx) => tx.messages.insert(newMessage()));
  }

  /** The lifecycle of one instance, whose first read is overtaken by `meanwhile`. */
  const overtaken = (meanwhile: () => Promise<unknown>) =>
    new MessageLifecycle({ storage: changedAfterRead(h.storage, meanwhile), notifier });
  /** The lifecycle of the other instance, whose changes win. */
  const winner = () => new MessageLifecycle({ storage: other, notifier });
  const stored = (id: string) => h.storage.read.messages.findById(id);
  const eventTypes = async (m: MessageRecord) =>
    (await h.storage.read.events.list(m.account_id, m.mode, { limit: 100 }))
      .filter((e) => e.message_id === m.message_id)
      .map((e) => e.type)
      .sort();

  it("after a cancel won, it reads again and is ignored: no error, the message stays cancelled", async () => {
    const m = await queuedMessage();
    const caller = { account: { account_id: m.account_id }, mode: m.mode } as Caller;
    const lifecycle = overtaken(() => winner().cancel(caller, m.message_id));
    await expect(
      lifecycle.apply({ message_id: m.message_id, status: "processing" }),
    ).resolves.toBeUndefined();
    const after = await stored(m.message_id);
    expect(after?.status).toBe("cancelled");
    expect(after?.status_history.map((s) => s.status)).toEqual(["queued", "cancelled"]);
    expect(await eventTypes(m)).toEqual(["sms.cancelled"]);
  });

  it("after another step won, it reads again and applies after it, both steps and events kept", async () => {
    const m = await queuedMessage();
    const lifecycle = overtaken(() => winner().apply({ message_id: m.message_id, status: "processing" }));
    const applied = await lifecycle.apply({ message_id: m.message_id, status: "failed" });
    expect(applied?.status).toBe("failed");
    const after = await stored(m.message_id);
    expect(after?.status_history.map((s) => s.status)).toEqual(["queued", "processing", "failed"]);
    expect(after?.sequence).toBe(m.sequence + 2);
    expect(await eventTypes(m)).toEqual(["sms.failed", "sms.processing"]);
  });
});
