import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { newMessage, seedAccounts } from "./support/records.js";

describe.each(ENGINES)("storage ports on $name: carrier ids of message parts", (engine) => {
  let h: EngineHarness;
  let storage: Storage;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function open(): Promise<string> {
    h = await engine.open({ instances: "one" });
    storage = h.storage;
    await seedAccounts(storage);
    const m = await storage.transaction((tx) => tx.messages.insert(newMessage({ segments: 2 })));
    return m.message_id;
  }

  it("stores each part's carrier id once and lists the parts in order", async () => {
    const id = await open();
    await storage.transaction(async (tx) => {
      await tx.carrierParts.record({ message_id: id, part: 2, total: 2, carrier_message_id: "c-2" });
      await tx.carrierParts.record({ message_id: id, part: 1, total: 2, carrier_message_id: "c-1" });
      // A second answer for the same part (a resubmission) keeps the first id.
      await tx.carrierParts.record({ message_id: id, part: 1, total: 2, carrier_message_id: "c-1b" });
    });
    expect(await storage.read.carrierParts.parts(id)).toEqual([
      { message_id: id, part: 1, total: 2, carrier_message_id: "c-1", outcome: null },
      { message_id: id, part: 2, total: 2, carrier_message_id: "c-2", outcome: null },
    ]);
  });

  it("settles parts by carrier id; the first final outcome wins; unknown ids find nothing", async () => {
    const id = await open();
    await storage.transaction(async (tx) => {
      await tx.carrierParts.record({ message_id: id, part: 1, total: 2, carrier_message_id: "c-1" });
      await tx.carrierParts.record({ message_id: id, part: 2, total: 2, carrier_message_id: "c-2" });
    });
    const first = await storage.transaction((tx) => tx.carrierParts.settle("c-1", "delivered"));
    expect(first?.map((p) => p.outcome)).toEqual(["delivered", null]);
    const again = await storage.transaction((tx) => tx.carrierParts.settle("c-1", "undelivered"));
    expect(again?.map((p) => p.outcome)).toEqual(["delivered", null]);
    const both = await storage.transaction((tx) => tx.carrierParts.settle("c-2", "expired"));
    expect(both?.map((p) => p.outcome)).toEqual(["delivered", "expired"]);
    expect(await storage.transaction((tx) => tx.carrierParts.settle("nope", "delivered"))).toBeUndefined();
    expect(await storage.read.carrierParts.find("c-2")).toEqual({
      message_id: id,
      part: 2,
      total: 2,
      carrier_message_id: "c-2",
      outcome: "expired",
    });
    expect(await storage.read.carrierParts.find("nope")).toBeUndefined();
  });

  it("two parts settled at once: the later settle reads the earlier's outcome, so one sees every part", async () => {
    const id = await open();
    await storage.transaction(async (tx) => {
      await tx.carrierParts.record({ message_id: id, part: 1, total: 2, carrier_message_id: "c-1" });
      await tx.carrierParts.record({ message_id: id, part: 2, total: 2, carrier_message_id: "c-2" });
    });
    // Each settle holds its transaction open a moment, as a receipt's work does, so the two overlap.
    const settle = (carrierId: string) =>
      storage.transaction(async (tx) => {
        const parts = await tx.carrierParts.settle(carrierId, "delivered");
        await new Promise((resolve) => setTimeout(resolve, 50));
        return parts;
      });
    const seen = await Promise.all([settle("c-1"), settle("c-2")]);
    const complete = seen.filter((parts) => parts?.every((p) => p.outcome === "delivered"));
    expect(complete.length).toBeGreaterThanOrEqual(1);
  });
});
