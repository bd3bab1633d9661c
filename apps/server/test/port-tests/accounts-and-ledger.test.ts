import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { accountSetups, at, concurrently, seedAccounts, warmUp } from "./support/records.js";

describe.each(ENGINES)("storage ports on $name: accounts, ledger, transactions", (engine) => {
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

  it("migrates once: a second migrate (and a second instance's) applies nothing", async () => {
    await open("several");
    expect(await h.storage.migrate()).toEqual([]);
    const other = await h.another();
    expect(await other.migrate()).toEqual([]);
  });

  it("instances migrating a fresh database at the same moment apply each migration once", async () => {
    if (!engine.concurrentInstances) return;
    h = await engine.open({ instances: "several", migrate: false });
    const instances = [h.storage, ...(await Promise.all([1, 2, 3].map(() => h.another({ migrate: false }))))];
    const applied = await Promise.all(instances.map((s) => s.migrate()));
    expect(applied.flat().sort()).toEqual(applied.find((a) => a.length > 0));
    expect(applied.filter((a) => a.length > 0)).toHaveLength(1);
    await seedAccounts(instances[3] as Storage);
    expect(await h.storage.read.ledger.balance("acc_a", "live")).toBe(50);
  });

  it("instances syncing the fixture at the same moment all succeed and leave one copy of it", async () => {
    if (!engine.concurrentInstances) return;
    await open("several");
    const instances = [storage, await h.another(), await h.another()];
    await Promise.all(instances.map((s) => s.transaction((tx) => tx.accounts.sync(accountSetups(), at(1)))));
    expect(await storage.read.accounts.findKeyByHash("hash_acc_b_live")).toMatchObject({
      account_id: "acc_b",
    });
    expect(await storage.read.ledger.entries("acc_a", "live")).toHaveLength(1);
  });

  it("syncs accounts, keys (by hash) and templates, and reads them in the ports' shapes", async () => {
    await open();
    const { accounts } = storage.read;
    expect(await accounts.getAccount("acc_a")).toEqual(accountSetups()[0]?.account);
    expect(await accounts.getAccount("acc_x")).toBeUndefined();
    expect(await accounts.findKeyByHash("hash_acc_a_live")).toEqual({
      key_hash: "hash_acc_a_live",
      account_id: "acc_a",
      mode: "live",
      scopes: ["sms:send", "sms:read"],
      status: "active",
      ip_allowlist: ["10.0.0.0/8"],
      send_per_second: 2.5,
      default_per_second: 10,
    });
    expect(await accounts.findKeyByHash("nope")).toBeUndefined();
    expect(await accounts.getTemplate("acc_a", "tpl_otp")).toEqual({
      template_id: "tpl_otp",
      name: "OTP",
      body: "Your code is {#var#}",
      variable_count: 1,
      category: "otp",
      status: "active",
      max_variable_length: 8,
      dlt: { entity_id: "1101", header: "ACME", dlt_template_id: "1107" },
      created_at: "2026-01-01T00:00:00.000Z",
    });
    // A template without created_at takes the sync time.
    expect(await accounts.getTemplate("acc_a", "tpl_news")).toMatchObject({ dlt: null, created_at: at(0) });
    expect(await accounts.getTemplate("acc_b", "tpl_missing")).toBeUndefined();
  });

  it("lists templates newest first, paging after a (created_at, template_id) position", async () => {
    await open();
    const setups = accountSetups();
    const extra = ["tpl_a", "tpl_b", "tpl_c"].map((template_id) => ({
      ...(setups[0]?.templates[1] as (typeof setups)[0]["templates"][0]),
      template_id,
      created_at: "2026-06-01T00:00:00.000Z",
    }));
    (setups[0] as (typeof setups)[0]).templates.push(...extra);
    await storage.transaction((tx) => tx.accounts.sync(setups, at(0)));
    const all = await storage.read.accounts.listTemplates("acc_a", 10);
    expect(all.map((t) => t.template_id)).toEqual(["tpl_news", "tpl_c", "tpl_b", "tpl_a", "tpl_otp"]);
    const page = await storage.read.accounts.listTemplates("acc_a", 2, {
      created_at: "2026-06-01T00:00:00.000Z",
      template_id: "tpl_c",
    });
    expect(page.map((t) => t.template_id)).toEqual(["tpl_b", "tpl_a"]);
  });

  it("re-syncing updates settings, drops keys no longer listed and grants opening balances only once", async () => {
    await open();
    await storage.transaction((tx) => tx.ledger.debit("acc_a", "test", 7, "msg_1", at(1), true));
    const setups = accountSetups({ live: 999, test: 999 });
    const first = setups[0] as (typeof setups)[0];
    first.account.name = "Renamed";
    first.keys = first.keys.filter((k) => k.mode === "test");
    await storage.transaction((tx) => tx.accounts.sync(setups, at(2)));
    expect((await storage.read.accounts.getAccount("acc_a"))?.name).toBe("Renamed");
    expect(await storage.read.accounts.findKeyByHash("hash_acc_a_live")).toBeUndefined();
    expect(await storage.read.ledger.balance("acc_a", "test")).toBe(1000 - 7);
    const entries = await storage.read.ledger.entries("acc_a", "test");
    expect(entries.filter((e) => e.reason === "opening_balance")).toHaveLength(1);
  });

  it("debits and refunds with ledger entries, oldest first, amounts as numbers", async () => {
    await open();
    const { ledger } = storage.read;
    expect(await ledger.balance("acc_a", "live")).toBe(50);
    expect(await ledger.balance("acc_x", "live")).toBe(0);
    expect(
      await storage.transaction((tx) => tx.ledger.debit("acc_a", "live", 30, "msg_1", at(1), true)),
    ).toBe(true);
    // Not covered: nothing changes.
    expect(
      await storage.transaction((tx) => tx.ledger.debit("acc_a", "live", 30, "msg_2", at(2), true)),
    ).toBe(false);
    // Without requireFunds (postpaid) the balance may go below zero.
    expect(
      await storage.transaction((tx) => tx.ledger.debit("acc_a", "live", 30, "msg_3", at(3), false)),
    ).toBe(true);
    await storage.transaction((tx) => tx.ledger.refund("acc_a", "live", 30, "msg_1", at(4)));
    expect(await ledger.balance("acc_a", "live")).toBe(20);
    const entries = await ledger.entries("acc_a", "live");
    expect(
      entries.map(({ amount, reason, message_id, created_at }) => ({
        amount,
        reason,
        message_id,
        created_at,
      })),
    ).toEqual([
      { amount: 50, reason: "opening_balance", message_id: null, created_at: at(0) },
      { amount: -30, reason: "debit", message_id: "msg_1", created_at: at(1) },
      { amount: -30, reason: "debit", message_id: "msg_3", created_at: at(3) },
      { amount: 30, reason: "refund", message_id: "msg_1", created_at: at(4) },
    ]);
    expect(entries.every((e) => typeof e.entry_id === "string")).toBe(true);
    // A debit of an account that has no balance row matches nothing.
    expect(
      await storage.transaction((tx) => tx.ledger.debit("acc_x", "live", 1, "msg_4", at(5), false)),
    ).toBe(false);
  });

  it("sets a balance with one adjustment entry of the difference, none when unchanged; the other mode keeps its own", async () => {
    await open();
    const { ledger } = storage.read;
    expect(await storage.transaction((tx) => tx.ledger.setBalance("acc_a", "test", 0, at(1)))).toBe(-1000);
    expect(await ledger.balance("acc_a", "test")).toBe(0);
    expect(await storage.transaction((tx) => tx.ledger.setBalance("acc_a", "test", 0, at(2)))).toBe(0);
    expect(await storage.transaction((tx) => tx.ledger.setBalance("acc_a", "test", 250, at(3)))).toBe(250);
    const entries = await ledger.entries("acc_a", "test");
    expect(entries.map(({ amount, reason, message_id }) => ({ amount, reason, message_id }))).toEqual([
      { amount: 1000, reason: "opening_balance", message_id: null },
      { amount: -1000, reason: "adjustment", message_id: null },
      { amount: 250, reason: "adjustment", message_id: null },
    ]);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(await ledger.balance("acc_a", "test"));
    expect(await ledger.balance("acc_a", "live")).toBe(50);
  });

  it("a throw rolls the whole transaction back and rejects with the same error", async () => {
    await open();
    const boom = new Error("boom");
    await expect(
      storage.transaction(async (tx) => {
        await tx.ledger.debit("acc_a", "test", 5, "msg_x", at(1), true);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await storage.read.ledger.balance("acc_a", "test")).toBe(1000);
    expect(await storage.read.ledger.entries("acc_a", "test")).toHaveLength(1);
  });

  it("non-durable transactions commit too", async () => {
    await open();
    await storage.transaction((tx) => tx.ledger.debit("acc_a", "test", 5, "msg_x", at(1), true), {
      durable: false,
    });
    expect(await storage.read.ledger.balance("acc_a", "test")).toBe(995);
  });

  it("oversubscribed concurrent debits never overdraw: exactly the balance's worth is accepted", async () => {
    await open();
    await warmUp(storage);
    // 50 credits, 150 concurrent debits of 1.
    const outcomes = await concurrently(150, (i) =>
      storage.transaction((tx) => tx.ledger.debit("acc_a", "live", 1, `msg_${i}`, at(i), true)),
    );
    const accepted = outcomes.filter((o) => o.status === "fulfilled" && o.value === true);
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    expect(accepted).toHaveLength(50);
    expect(await storage.read.ledger.balance("acc_a", "live")).toBe(0);
    expect(
      (await storage.read.ledger.entries("acc_a", "live")).filter((e) => e.reason === "debit"),
    ).toHaveLength(50);
  });

  it("oversubscribed debits from two instances never overdraw", async () => {
    if (!engine.concurrentInstances) return;
    await open("several");
    const other = await h.another();
    await Promise.all([warmUp(storage), warmUp(other)]);
    const outcomes = await concurrently(120, (i) =>
      (i % 2 ? storage : other).transaction(async (tx) => {
        const ok = await tx.ledger.debit("acc_a", "live", 2, `msg_${i}`, at(i), true);
        // Held a moment, so the other instance's debits queue on the row lock meanwhile.
        await new Promise((r) => setTimeout(r, 1));
        return ok;
      }),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value === true)).toHaveLength(25);
    expect(await storage.read.ledger.balance("acc_a", "live")).toBe(0);
  });
});

describe.each(ENGINES.filter((e) => e.concurrentInstances))(
  "storage ports on $name: collisions",
  (engine) => {
    let h: EngineHarness;
    beforeAll(() => engine.setUp());
    afterAll(() => engine.tearDown());
    afterEach(() => h?.close());

    it("two transactions that deadlock are both committed: the one the database aborts runs again", async () => {
      h = await engine.open();
      await seedAccounts(h.storage);
      let arrived = 0;
      let bothLocked = () => {};
      const barrier = new Promise<void>((r) => {
        bothLocked = r;
      });
      let runs = 0;
      // Each sets one account's balance, waits until the other holds its rows too, then sets the other's. A
      // balance set locks its rows at once on every engine (a debit may wait for the commit to take its row).
      const crosswise = (first: string, second: string, i: number) =>
        h.storage.transaction(async (tx) => {
          runs++;
          await tx.ledger.setBalance(first, "live", 40, at(i));
          if (++arrived === 2) bothLocked();
          await barrier;
          return tx.ledger.setBalance(second, "live", 40, at(i));
        });
      const differences = await Promise.all([crosswise("acc_a", "acc_b", 1), crosswise("acc_b", "acc_a", 2)]);
      // The balance is set once per account: the transaction that commits second finds it set already.
      expect(differences.sort((a, b) => a - b)).toEqual([-10, 0]);
      // At least one ran again (retries may collide again when both run at once).
      expect(runs).toBeGreaterThanOrEqual(3);
      for (const account of ["acc_a", "acc_b"]) {
        expect(await h.storage.read.ledger.balance(account, "live")).toBe(40);
        const entries = await h.storage.read.ledger.entries(account, "live");
        expect(entries.map((e) => [e.reason, e.amount])).toEqual([
          ["opening_balance", 50],
          ["adjustment", -10],
        ]);
      }
    });
  },
);
