import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { IdempotencyLookup, IdempotencyScope, Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, concurrently, newMessage, seedAccounts, warmUp } from "./support/records.js";

const scope: IdempotencyScope = { accountId: "acc_a", mode: "live", apiVersion: "v1", key: "order-42" };

describe.each(ENGINES)("storage ports on $name: idempotency keys", (engine) => {
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

  /** The send use case's storage steps: look the key up, and when absent debit, insert and store the answer. */
  function send(on: Storage, i: number, hold?: () => Promise<void>): Promise<IdempotencyLookup> {
    return on.transaction(async (tx) => {
      const found = await tx.idempotency.lookup(scope, at(i));
      if (found.state !== "absent") return found;
      const m = newMessage({
        account_id: "acc_a",
        mode: "live",
        idempotency_key: scope.key,
        submitted_at: at(i),
      });
      if (!(await tx.ledger.debit("acc_a", "live", 1, m.message_id, at(i), true)))
        throw new Error("no funds");
      await tx.messages.insert(m);
      await hold?.();
      await tx.idempotency.store(scope, {
        fingerprint: "fp",
        answer: JSON.stringify({ message_id: m.message_id }),
        nowIso: at(i),
        expiresAt: at(86_400_000),
      });
      return found;
    });
  }

  async function expectOneMessageAndDebit(): Promise<void> {
    const messages = await storage.read.messages.list("acc_a", "live", { limit: 100 });
    expect(messages).toHaveLength(1);
    expect(await storage.read.ledger.balance("acc_a", "live")).toBe(49);
    const stored = await storage.transaction((tx) => tx.idempotency.lookup(scope, at(1)));
    expect(stored).toEqual({
      state: "completed",
      fingerprint: "fp",
      answer: JSON.stringify({ message_id: messages[0]?.message_id }),
    });
  }

  it("a key is absent, then completed with its answer, scoped to account, mode and API version", async () => {
    await open();
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(0)))).toEqual({
      state: "absent",
    });
    await send(storage, 0);
    await expectOneMessageAndDebit();
    for (const other of [
      { ...scope, accountId: "acc_b" },
      { ...scope, mode: "test" as const },
      { ...scope, apiVersion: "v2" as const },
      { ...scope, key: "order-43" },
    ]) {
      expect(await storage.transaction((tx) => tx.idempotency.lookup(other, at(1)))).toEqual({
        state: "absent",
      });
    }
  });

  it("storing a live key twice fails; an expired record is absent, replaced, then purged", async () => {
    await open();
    const entry = { fingerprint: "a", answer: "{}", nowIso: at(0), expiresAt: at(1000) };
    await storage.transaction((tx) => tx.idempotency.store(scope, entry));
    await expect(storage.transaction((tx) => tx.idempotency.store(scope, entry))).rejects.toThrow();
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(999)))).toMatchObject({
      state: "completed",
    });
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(1000)))).toEqual({
      state: "absent",
    });
    await storage.transaction((tx) =>
      tx.idempotency.store(scope, { fingerprint: "b", answer: "[]", nowIso: at(1000), expiresAt: at(2000) }),
    );
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(1500)))).toEqual({
      state: "completed",
      fingerprint: "b",
      answer: "[]",
    });
    await storage.transaction((tx) =>
      tx.idempotency.store({ ...scope, key: "other" }, { ...entry, expiresAt: at(5000) }),
    );
    expect(await storage.transaction((tx) => tx.idempotency.purgeExpired(at(1999)))).toBe(0);
    expect(await storage.transaction((tx) => tx.idempotency.purgeExpired(at(2000)))).toBe(1);
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(0)))).toEqual({
      state: "absent",
    });
    expect(
      await storage.transaction((tx) => tx.idempotency.lookup({ ...scope, key: "other" }, at(0))),
    ).toMatchObject({ state: "completed" });
  });

  it("50 concurrent requests with one key: one message, one debit, the rest in progress or replayed", async () => {
    await open();
    await warmUp(storage);
    // Each holds its transaction a moment before storing, so they overlap.
    const outcomes = await concurrently(50, (i) =>
      send(storage, i, () => new Promise((r) => setTimeout(r, 2))),
    );
    const states = outcomes.map((o) => (o.status === "fulfilled" ? o.value.state : `rejected: ${o.reason}`));
    expect(states.filter((s) => s === "absent")).toHaveLength(1);
    expect(states.every((s) => ["absent", "in_progress", "completed"].includes(s))).toBe(true);
    await expectOneMessageAndDebit();
  });

  it("concurrent replays of a completed key all get the answer, never in_progress", async () => {
    await open(engine.concurrentInstances ? "several" : "one");
    const other = engine.concurrentInstances ? await h.another() : storage;
    await send(storage, 0);
    await Promise.all([warmUp(storage), warmUp(other)]);
    // Each replay keeps its transaction open a moment, as a request does while it answers.
    const outcomes = await concurrently(30, (i) =>
      (i % 2 ? storage : other).transaction(async (tx) => {
        const found = await tx.idempotency.lookup(scope, at(i + 1));
        await new Promise((r) => setTimeout(r, 5));
        return found;
      }),
    );
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value.state : "rejected"))).toEqual(
      Array(30).fill("completed"),
    );
    await expectOneMessageAndDebit();
  });

  it("while the first request's transaction runs, another instance sees in_progress, then the answer", async () => {
    if (!engine.concurrentInstances) return;
    await open("several");
    const other = await h.another();
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let reached = () => {};
    const inside = new Promise<void>((r) => {
      reached = r;
    });
    const first = send(storage, 0, async () => {
      reached();
      await held;
    });
    await inside;
    expect(await send(other, 1)).toEqual({ state: "in_progress" });
    release();
    expect(await first).toEqual({ state: "absent" });
    expect(await send(other, 2)).toMatchObject({ state: "completed", fingerprint: "fp" });
    await expectOneMessageAndDebit();
  });

  it("50 concurrent requests with one key spread over two instances: one message, one debit", async () => {
    if (!engine.concurrentInstances) return;
    await open("several");
    const other = await h.another();
    await Promise.all([warmUp(storage), warmUp(other)]);
    const outcomes = await concurrently(50, (i) =>
      send(i % 2 ? storage : other, i, () => new Promise((r) => setTimeout(r, 2))),
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const states = outcomes.map((o) => (o.status === "fulfilled" ? o.value.state : "rejected"));
    expect(states.filter((s) => s === "absent")).toHaveLength(1);
    await expectOneMessageAndDebit();
  });

  it("a rolled-back first request leaves the key absent", async () => {
    await open();
    await expect(
      storage.transaction(async (tx) => {
        await tx.idempotency.lookup(scope, at(0));
        await tx.idempotency.store(scope, {
          fingerprint: "a",
          answer: "{}",
          nowIso: at(0),
          expiresAt: at(9000),
        });
        throw new Error("refused later");
      }),
    ).rejects.toThrow("refused later");
    expect(await storage.transaction((tx) => tx.idempotency.lookup(scope, at(1)))).toEqual({
      state: "absent",
    });
  });
});
