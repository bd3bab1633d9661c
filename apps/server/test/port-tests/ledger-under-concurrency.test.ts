import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Mode } from "../../src/domain/model.js";
import type { Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, concurrently, seedAccounts, warmUp } from "./support/records.js";

// The ledger under concurrent writes, from one or (where the engine has them) two instances. On PostgreSQL a
// balance is split into slots (a debit takes from one, or locks them all when its slot is short): these
// tests hold whatever the split, and fail when a debit decided on one slot overdraws, refuses what the sum
// covers, or loses a credit.

const MODE: Mode = "live";

describe.each(ENGINES)("storage ports on $name: the ledger under concurrency", (engine) => {
  let h: EngineHarness;
  let instances: Storage[];
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function open(balance: number): Promise<Storage> {
    h = await engine.open({ instances: engine.concurrentInstances ? "several" : "one" });
    instances = engine.concurrentInstances ? [h.storage, await h.another()] : [h.storage];
    await seedAccounts(h.storage);
    await Promise.all(instances.map(warmUp));
    await setBalance(balance);
    return h.storage;
  }

  /** The `i`th request's instance: the instances take turns. */
  const on = (i: number) => instances[i % instances.length] as Storage;
  const debit = (i: number, amount: number, requireFunds = true) =>
    on(i).transaction((tx) => tx.ledger.debit("acc_a", MODE, amount, `msg_${i}`, at(i), requireFunds));
  const refund = (i: number, amount: number) =>
    on(i).transaction((tx) => tx.ledger.refund("acc_a", MODE, amount, `msg_${i}`, at(i)));
  const setBalance = (balance: number) =>
    h.storage.transaction((tx) => tx.ledger.setBalance("acc_a", MODE, balance, at(0)));
  const balance = () => h.storage.read.ledger.balance("acc_a", MODE);
  const ledgerSum = async () =>
    (await h.storage.read.ledger.entries("acc_a", MODE)).reduce((sum, e) => sum + e.amount, 0);

  /** Every outcome fulfilled; the accepted ones' indexes. */
  function accepted(outcomes: PromiseSettledResult<boolean>[]): number[] {
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    return outcomes.flatMap((o, i) => (o.status === "fulfilled" && o.value ? [i] : []));
  }

  it("mixed debits of an uneven balance never overdraw, and a refusal means the balance could not cover it", async () => {
    await open(1003);
    const amounts = [7, 3, 5, 11];
    const amount = (i: number) => amounts[i % amounts.length] as number;
    const outcomes = await concurrently(260, (i) => debit(i, amount(i)));
    const ok = accepted(outcomes);
    const spent = ok.reduce((sum, i) => sum + amount(i), 0);
    const left = await balance();
    expect(left).toBe(1003 - spent);
    expect(left).toBeGreaterThanOrEqual(0);
    // The balance only falls, so a debit refused at any moment is still not covered at the end.
    const refused = outcomes.flatMap((_, i) => (ok.includes(i) ? [] : [amount(i)]));
    expect(refused.length).toBeGreaterThan(0);
    expect(left).toBeLessThan(Math.min(...refused));
    expect(await ledgerSum()).toBe(left);
  });

  it("oversubscribed debits of 1 from an uneven balance accept exactly the balance's worth", async () => {
    await open(333);
    const ok = accepted(await concurrently(400, (i) => debit(i, 1)));
    expect(ok).toHaveLength(333);
    expect(await balance()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });

  it("a debit that only the whole balance covers is accepted, to the last credit", async () => {
    await open(1000);
    expect(await debit(1, 999)).toBe(true);
    expect(await debit(2, 2)).toBe(false);
    expect(await debit(3, 1)).toBe(true);
    expect(await debit(4, 1)).toBe(false);
    expect(await balance()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });

  it("after postpaid debits take the balance below zero, refunds and later debits keep the sum exact", async () => {
    await open(50);
    // Postpaid: every debit is accepted, the balance goes to 50 - 120 = -70.
    expect(accepted(await concurrently(40, (i) => debit(i, 3, false)))).toHaveLength(40);
    expect(await balance()).toBe(-70);
    expect(await debit(100, 1)).toBe(false);
    // Refunds from below zero to above it: -70 + 20 × 5 = 30.
    await Promise.all(Array.from({ length: 20 }, (_, i) => refund(200 + i, 5)));
    expect(await balance()).toBe(30);
    // Exactly what the refunds left is accepted.
    expect(accepted(await concurrently(45, (i) => debit(300 + i, 1)))).toHaveLength(30);
    expect(await balance()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });

  it("a postpaid debit beyond the balance leaves nothing that a prepaid debit can take", async () => {
    await open(1000);
    expect(await debit(1, 1100, false)).toBe(true);
    expect(await balance()).toBe(-100);
    expect(accepted(await concurrently(30, (i) => debit(10 + i, 1)))).toEqual([]);
    expect(await balance()).toBe(-100);
    expect(await ledgerSum()).toBe(-100);
  });

  it("a balance set during concurrent debits and refunds: the ledger still sums to it, never below zero", async () => {
    await open(40);
    const outcomes = await concurrently(120, async (i) => {
      if (i === 60) {
        await setBalance(500);
        return true;
      }
      if (i % 10 === 5) {
        await refund(i, 2);
        return true;
      }
      return debit(i, 1);
    });
    accepted(outcomes);
    const left = await balance();
    expect(left).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum()).toBe(left);
    const entries = await h.storage.read.ledger.entries("acc_a", MODE);
    const debits = entries.filter((e) => e.reason === "debit");
    const isDebit = (i: number) => i !== 60 && i % 10 !== 5;
    const debitCount = outcomes.filter((_, i) => isDebit(i)).length;
    expect(debits).toHaveLength(
      outcomes.filter((o, i) => isDebit(i) && o.status === "fulfilled" && o.value).length,
    );
    // Set to 500; then at most every debit and every refund came after it.
    expect(left).toBeGreaterThanOrEqual(500 - debitCount);
    expect(left).toBeLessThanOrEqual(500 + 2 * (outcomes.length - debitCount - 1));
  });
});
