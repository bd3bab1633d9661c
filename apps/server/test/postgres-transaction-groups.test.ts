import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { LocalNotifier } from "../src/data-access/sqlite/local-notifier.js";
import { TemplateCache } from "../src/domain/accounts/template-cache.js";
import { DomainError, StorageUnavailableError } from "../src/domain/errors.js";
import { sendMessage } from "../src/domain/messages/send-message.js";
import type { Caller, Mode } from "../src/domain/model.js";
import { accountSetups, newMessage } from "./port-tests/support/records.js";
import {
  type Chunks,
  COMMIT,
  type RelayedStorage,
  startRelayedStorage,
  transactions,
} from "./support/postgres-relay.js";

/** How many extended-protocol statements (`Execute` messages, unnamed portal, no row limit) chunks carry. */
function executes(chunks: Chunks): number {
  return chunks.join("").split("E\u0000\u0000\u0000\u0009\u0000\u0000\u0000\u0000\u0000").length - 1;
}

// Sends that start in one turn share one PostgreSQL transaction (TransactionGroups): these tests start many
// at once and check that each keeps the guarantees it has alone, through the domain's real send.

describe("PostgreSQL: sends that share a transaction", () => {
  let started: RelayedStorage | undefined;
  let relay: { connections: Chunks[] } | undefined;
  let storage: PostgresStorage | undefined;
  let templates: TemplateCache | undefined;
  let recipient = 0;

  beforeAll(async () => {
    started = await startRelayedStorage(4);
    ({ storage } = started);
    relay = started;
    // Templates read once up front: every send of a test then reaches its transaction in the same turn.
    templates = new TemplateCache(storage.read.accounts, { ttlMs: 600_000, maxEntries: 10 });
    for (const accountId of ["acc_a", "acc_b"]) await templates.find(accountId, "tpl_otp");
  });

  afterAll(async () => {
    await started?.stop();
  });

  /** A send of `acc_a` (prepaid) or `acc_b` (postpaid) in `mode`, through the domain's use case. */
  function sender(accountId = "acc_a", mode: Mode = "test") {
    if (!(storage && templates)) throw new Error("not started");
    const setup = accountSetups().find((s) => s.account.account_id === accountId);
    const key = setup?.keys.find((k) => k.mode === mode);
    if (!(setup && key)) throw new Error("no fixture account");
    const caller: Caller = { account: setup.account, key, mode };
    const deps = { storage, notifier: new LocalNotifier(), templates };
    return (to: string, idempotencyKey: string | null = null, now?: Date) =>
      sendMessage(
        { ...deps, ...(now ? { now: () => now } : {}) },
        caller,
        { to, template_id: "tpl_otp", variables: ["1234"] },
        { idempotencyKey, apiVersion: "v1", recipientForm: "digits", render: (m) => m },
      );
  }

  /** A recipient no other test sent to. */
  function newRecipient(): string {
    recipient++;
    return `91970000${String(recipient).padStart(4, "0")}`;
  }

  /** The debits the ledger holds for the account and mode, by message. */
  async function debitsOf(accountId: string, mode: Mode): Promise<Map<string, number>> {
    const entries = await storage?.read.ledger.entries(accountId, mode);
    return new Map(
      (entries ?? []).filter((e) => e.reason === "debit").map((e) => [e.message_id ?? "", e.amount]),
    );
  }

  /** Settles `n` sends started in one turn. */
  async function together<T>(n: number, send: (i: number) => Promise<T>): Promise<PromiseSettledResult<T>[]> {
    return Promise.allSettled(Array.from({ length: n }, (_, i) => send(i)));
  }

  it("sends started in one turn commit in one transaction, each written and debited once", async () => {
    if (!(storage && relay)) throw new Error("not started");
    const send = sender();
    await send(newRecipient());
    const balance = await storage.read.ledger.balance("acc_a", "test");
    const before = transactions(relay.connections).length;
    const results = await together(20, (i) => send(newRecipient(), i % 2 === 0 ? `together-${i}` : null));
    const sent = results.map((r) => (r.status === "fulfilled" ? r.value.created : undefined));
    expect(sent.every((m) => m !== undefined)).toBe(true);
    expect(transactions(relay.connections).length - before).toBe(1);
    const debits = await debitsOf("acc_a", "test");
    for (const m of sent) {
      expect(await storage.read.messages.find("acc_a", "test", m?.message_id ?? "")).toMatchObject({
        status: "queued",
      });
      expect(debits.get(m?.message_id ?? "")).toBe(-1);
    }
    expect(await storage.read.ledger.balance("acc_a", "test")).toBe(balance - 20);
  });

  it("a group writes each kind of statement once for all its sends, not once per send", async () => {
    if (!relay) throw new Error("not started");
    const send = sender();
    await send(newRecipient(), "warm-up");
    const before = transactions(relay.connections).length;
    const results = await together(20, (i) => send(newRecipient(), `merged-${i}`));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const [group] = transactions(relay.connections).slice(before);
    // Per group: the key lookups, the keys' second reads, the recipients' locks and counts, the messages, the
    // stored answers and the debit; one statement per send would be 121.
    expect(executes(group ?? [])).toBe(7);
  });

  it("in one group, a key's replay, a recipient at its cap and new sends each get their own answer", async () => {
    const send = sender();
    const [capped, replayed] = [newRecipient(), newRecipient()];
    for (let i = 0; i < 5; i++) await send(capped);
    const first = await send(replayed, "replayed-in-a-group");
    const fresh = [newRecipient(), newRecipient(), newRecipient()];
    const [cap, replay, ...news] = await Promise.allSettled([
      send(capped, "capped-in-a-group"),
      send(replayed, "replayed-in-a-group"),
      ...fresh.map((to, i) => send(to, `fresh-in-a-group-${i}`)),
    ]);
    expect(cap?.status === "rejected" && (cap.reason as DomainError).code).toBe("recipient_rate_limited");
    expect(replay?.status === "fulfilled" && replay.value).toMatchObject({
      replayed: true,
      answer: first.answer,
    });
    expect(news.map((r) => r.status === "fulfilled" && r.value.created?.to)).toEqual(fresh);
  });

  it("a key whose record expired is stored anew in a group, beside new keys", async () => {
    if (!storage) throw new Error("not started");
    const send = sender();
    const long = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const to = newRecipient();
    const old = await send(to, "expired-in-a-group", long);
    const [again, other] = await Promise.all([
      send(to, "expired-in-a-group"),
      send(newRecipient(), "beside-an-expired-key"),
    ]);
    expect(again.replayed).toBe(false);
    expect(again.created?.message_id).not.toBe(old.created?.message_id);
    expect(other.created).toBeDefined();
    const replay = await send(to, "expired-in-a-group");
    expect(replay).toMatchObject({ replayed: true, answer: again.answer });
  });

  it("a member that throws writes nothing, and the others of its group commit", async () => {
    if (!storage) throw new Error("not started");
    const kept = newMessage();
    const refused = newMessage();
    const shared = { shared: true };
    const results = await Promise.allSettled([
      storage.transaction(async (tx) => {
        await tx.messages.insert(kept);
      }, shared),
      storage.transaction(async (tx) => {
        await tx.messages.insert(refused);
        throw new DomainError("invalid_request", "refused after its write");
      }, shared),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected"]);
    expect(await storage.read.messages.find("acc_a", "test", kept.message_id)).toBeDefined();
    expect(await storage.read.messages.find("acc_a", "test", refused.message_id)).toBeUndefined();
  });

  it("one idempotency key sent many times in one turn makes one message; the others replay it", async () => {
    if (!storage) throw new Error("not started");
    const send = sender();
    const to = newRecipient();
    const results = await together(6, () => send(to, "one-key-many-times"));
    const answers = results.map((r) => (r.status === "fulfilled" ? r.value : undefined));
    const created = answers.filter((a) => a?.created !== undefined);
    expect(created).toHaveLength(1);
    // Each other send either replays the answer or (while the first had not committed) answers in progress.
    for (const r of results) {
      if (r.status === "fulfilled") expect(r.value.answer).toEqual(created[0]?.answer);
      else expect((r.reason as DomainError).code).toBe("idempotency_request_in_progress");
    }
    expect(answers.filter((a) => a?.replayed).length).toBeGreaterThan(0);
    const debits = await debitsOf("acc_a", "test");
    expect(debits.get(created[0]?.created?.message_id ?? "")).toBe(-1);
  });

  it("sends to one recipient in one turn keep its cap: exactly the cap passes", async () => {
    if (!storage) throw new Error("not started");
    const send = sender();
    const to = newRecipient();
    const results = await together(8, () => send(to));
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r.reason as DomainError).code);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(refused).toEqual(["recipient_rate_limited", "recipient_rate_limited", "recipient_rate_limited"]);
  });

  it("a balance that covers only some sends of a group: each is decided alone, and exactly those pay", async () => {
    if (!storage) throw new Error("not started");
    const at = new Date().toISOString();
    // 16 credits on 16 slots: a group's debit of more than one credit finds its slot short.
    await storage.transaction((tx) => tx.ledger.setBalance("acc_a", "live", 16, at));
    const send = sender("acc_a", "live");
    const results = await together(20, () => send(newRecipient()));
    const passed = results.flatMap((r) =>
      r.status === "fulfilled" && r.value.created ? [r.value.created] : [],
    );
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r.reason as DomainError).code);
    expect(passed).toHaveLength(16);
    expect(refused).toEqual(Array(4).fill("insufficient_credits"));
    expect(await storage.read.ledger.balance("acc_a", "live")).toBe(0);
    const debits = await debitsOf("acc_a", "live");
    expect(debits.size).toBe(16);
    for (const m of passed) expect(debits.get(m.message_id)).toBe(-1);
  });

  it("a postpaid group whose slot is short runs its sends alone, each debited once", async () => {
    if (!storage) throw new Error("not started");
    const at = new Date().toISOString();
    await storage.transaction((tx) => tx.ledger.setBalance("acc_b", "test", 0, at));
    const send = sender("acc_b", "test");
    const results = await together(10, () => send(newRecipient()));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await storage.read.ledger.balance("acc_b", "test")).toBe(-10);
    expect((await debitsOf("acc_b", "test")).size).toBe(10);
  });

  it("a member that reads after writing, or waits for a write's answer, runs alone and commits", async () => {
    if (!storage) throw new Error("not started");
    const [readBack, waited] = [newMessage(), newMessage()];
    const shared = { shared: true };
    const [found, changed] = await Promise.all([
      storage.transaction(async (tx) => {
        await tx.messages.insert(readBack);
        return tx.messages.find("acc_a", "test", readBack.message_id);
      }, shared),
      storage.transaction(async (tx) => {
        await tx.messages.insert(waited);
        return tx.messages.updateStatus(
          waited.message_id,
          { status: "queued", sequence: 0 },
          "sent",
          waited.submitted_at,
          null,
          1,
        );
      }, shared),
    ]);
    expect(found?.message_id).toBe(readBack.message_id);
    expect(changed).toBe(true);
  });

  it("a send whose recipient another transaction holds does not stall its group: it runs alone, after", async () => {
    if (!storage) throw new Error("not started");
    const send = sender();
    const held = newRecipient();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = storage.transaction(async (tx) => {
      await tx.messages.nthLatestToRecipient("acc_a", "test", held, new Date(0).toISOString(), 5);
      locked();
      await released;
    });
    await isLocked;
    let settled = false;
    const blocked = send(held).finally(() => {
      settled = true;
    });
    // In the same group as `blocked`: they commit while the recipient's lock is still held.
    const others = await Promise.all([send(newRecipient()), send(newRecipient())]);
    expect(others.every((o) => o.created !== undefined)).toBe(true);
    expect(settled).toBe(false);
    release();
    await holder;
    expect((await blocked).created?.to).toBe(held);
  });

  it("a group whose connection is lost at its COMMIT fails each send as unavailable and runs none again", async () => {
    if (!(storage && started)) throw new Error("not started");
    const send = sender();
    const recipients = [newRecipient(), newRecipient(), newRecipient()];
    const balance = await storage.read.ledger.balance("acc_a", "test");
    started.relay.cut = (chunk) => chunk.includes(COMMIT);
    const results = await Promise.allSettled(recipients.map((to) => send(to)));
    expect(results.map((r) => (r.status === "rejected" ? r.reason : undefined))).toEqual(
      recipients.map(() => expect.any(StorageUnavailableError)),
    );
    for (const to of recipients) {
      const since = new Date(0).toISOString();
      expect(await storage.read.messages.nthLatestToRecipient("acc_a", "test", to, since, 1)).toBeUndefined();
    }
    expect(await storage.read.ledger.balance("acc_a", "test")).toBe(balance);
  });
});
