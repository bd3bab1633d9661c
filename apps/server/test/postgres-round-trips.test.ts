import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { LocalNotifier } from "../src/data-access/sqlite/local-notifier.js";
import { TemplateCache } from "../src/domain/accounts/template-cache.js";
import { sendMessage } from "../src/domain/messages/send-message.js";
import type { Caller } from "../src/domain/model.js";
import { accountSetups, newMessage } from "./port-tests/support/records.js";
import {
  type Chunks,
  COMMIT,
  type RelayedStorage,
  startRelayedStorage,
  transactions,
} from "./support/postgres-relay.js";

// Each round trip to PostgreSQL costs the API process and the server a socket write and a wake-up each, more
// than a short statement costs to run: a send's transaction writes what it can together (pg's pipeline mode)
// and waits only where it needs an answer. A TCP relay between the pool and the server sees each socket write.

/** Which of `markers` a chunk carries, in the order they appear in it. */
function carried(chunk: string, markers: readonly string[]): string[] {
  return markers.filter((m) => chunk.includes(m)).sort((a, b) => chunk.indexOf(a) - chunk.indexOf(b));
}

/** Statements of a send, by a piece of their text (a send shares its transaction: it tries its key's and its recipient's locks). */
const MARKERS = [
  "BEGIN ISOLATION",
  "pg_try_advisory_xact_lock(hashtextextended($6",
  "pg_try_advisory_xact_lock(hashtextextended($1",
  "INSERT INTO messages",
  "INSERT INTO idempotency_keys",
  "WITH debited",
  COMMIT,
];

/** The savepoint of a debit decided before the commit (a simple query: its text is sent every time). */
const DECIDED_NOW = "SAVEPOINT one_slot_debit";

describe("PostgreSQL: round trips of a transaction", () => {
  let started: RelayedStorage | undefined;
  let relay: { connections: Chunks[] } | undefined;
  let storage: PostgresStorage | undefined;

  beforeAll(async () => {
    started = await startRelayedStorage(2);
    ({ storage } = started);
    relay = started;
  });

  afterAll(async () => {
    await started?.stop();
  });

  it("a keyed send is two: its reads with BEGIN, then its writes and debit with COMMIT", async () => {
    if (!(storage && relay)) throw new Error("not started");
    const setup = accountSetups()[0];
    const key = setup?.keys.find((k) => k.mode === "test");
    if (!(setup && key)) throw new Error("no fixture account");
    const caller: Caller = { account: setup.account, key, mode: "test" };
    const deps = {
      storage,
      notifier: new LocalNotifier(),
      templates: new TemplateCache(storage.read.accounts, { ttlMs: 60_000, maxEntries: 10 }),
    };
    const send = (n: number) =>
      sendMessage(
        deps,
        caller,
        { to: `91980000${String(n).padStart(4, "0")}`, template_id: "tpl_otp", variables: ["1234"] },
        {
          idempotencyKey: `round-trips-${n}`,
          apiVersion: "v1",
          recipientForm: "digits",
          render: (m) => m,
        },
      );
    const before = transactions(relay.connections).length;
    // The first send parses each statement, so the relay sees their texts; the second only binds them.
    const first = await send(1);
    const second = await send(2);
    expect([first.replayed, second.replayed]).toEqual([false, false]);
    const [firstChunks, secondChunks] = transactions(relay.connections).slice(before);
    expect(firstChunks?.map((chunk) => carried(chunk, MARKERS))).toEqual([
      [
        "BEGIN ISOLATION",
        "pg_try_advisory_xact_lock(hashtextextended($6",
        "pg_try_advisory_xact_lock(hashtextextended($1",
      ],
      ["INSERT INTO messages", "INSERT INTO idempotency_keys", "WITH debited", COMMIT],
    ]);
    expect(secondChunks).toHaveLength(2);
    const replay = await send(2);
    expect(replay).toMatchObject({ replayed: true, answer: second.answer });
  });

  it("a write held back that fails fails the transaction, and nothing of it is committed", async () => {
    if (!storage) throw new Error("not started");
    const kept = newMessage();
    const duplicate = newMessage();
    await storage.transaction((tx) => tx.messages.insert(duplicate).then(() => undefined));
    const fresh = newMessage();
    await expect(
      storage.transaction(async (tx) => {
        await tx.messages.insert(fresh);
        await tx.messages.insert(duplicate);
        // Sent with both inserts: the duplicate's failure comes in before this read's answer, which waits.
        await tx.ledger.balance("acc_a", "test");
        await tx.messages.insert(kept);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await storage.read.messages.find("acc_a", "test", fresh.message_id)).toBeUndefined();
    expect(await storage.read.messages.find("acc_a", "test", kept.message_id)).toBeUndefined();
  });

  it("a failure caught and gone on from still fails the transaction: its commit reports it", async () => {
    if (!storage) throw new Error("not started");
    const duplicate = newMessage();
    await storage.transaction((tx) => tx.messages.insert(duplicate).then(() => undefined));
    await expect(
      storage.transaction(async (tx) => {
        await tx.messages.insert(duplicate);
        // The duplicate's failure comes with this read's answer; the transaction is aborted from then on.
        await tx.ledger.balance("acc_a", "test").catch(() => 0);
      }),
    ).rejects.toThrow(/duplicate key/);
  });

  it("a write held back whose own check fails is not committed: the COMMIT behind it rolls back", async () => {
    if (!storage) throw new Error("not started");
    const scope = { accountId: "acc_a", mode: "test" as const, apiVersion: "v1" as const, key: "live-key" };
    const entry = {
      fingerprint: "f",
      answer: "{}",
      nowIso: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    await storage.transaction((tx) => tx.idempotency.store(scope, entry));
    const message = newMessage();
    // Storing over a live record writes no row: the statement's check raises, so the COMMIT sent with it rolls
    // the transaction back.
    await expect(
      storage.transaction(async (tx) => {
        await tx.messages.insert(message);
        await tx.idempotency.store(scope, { ...entry, fingerprint: "g" });
      }),
    ).rejects.toThrow(/is live/);
    expect(await storage.read.messages.find("acc_a", "test", message.message_id)).toBeUndefined();
  });

  it("a debit whose slot is short at the commit runs its transaction again, decided at once, and pays once", async () => {
    if (!(storage && relay)) throw new Error("not started");
    const at = new Date().toISOString();
    // Every slot exists and holds 0: a one-slot debit is always short, whichever slot it picks.
    await storage.transaction((tx) => tx.ledger.setBalance("acc_b", "live", 1600, at));
    await storage.transaction((tx) => tx.ledger.setBalance("acc_b", "live", 0, at));
    const postpaid = (message: ReturnType<typeof newMessage>, requireFunds: boolean) =>
      storage?.transaction(async (tx) => {
        await tx.messages.insert(message);
        return tx.ledger.debit("acc_b", "live", 1, message.message_id, at, requireFunds);
      });
    const first = newMessage({ account_id: "acc_b", mode: "live" });
    const before = transactions(relay.connections).length;
    expect(await postpaid(first, false)).toBe(true);
    const attempts = transactions(relay.connections).slice(before);
    // The first attempt is one socket write, BEGIN to COMMIT; the second decides the debit on every slot.
    expect(attempts.map((chunks) => chunks.some((c) => c.includes(DECIDED_NOW)))).toEqual([false, true]);
    expect(attempts[0]).toHaveLength(1);
    expect(await storage.read.ledger.balance("acc_b", "live")).toBe(-1);
    const debits = (await storage.read.ledger.entries("acc_b", "live")).filter((e) => e.reason === "debit");
    expect(debits.map((e) => [e.message_id, e.amount])).toEqual([[first.message_id, -1]]);
    expect(await storage.read.messages.find("acc_b", "live", first.message_id)).toBeDefined();

    // For a while this process decides that account's debits at once: one attempt.
    const second = newMessage({ account_id: "acc_b", mode: "live" });
    const next = transactions(relay.connections).length;
    expect(await postpaid(second, false)).toBe(true);
    const decided = transactions(relay.connections).slice(next);
    expect(decided.map((chunks) => chunks.some((c) => c.includes(DECIDED_NOW)))).toEqual([true]);
    // Prepaid, a balance below zero refuses the debit and writes nothing.
    const refused = newMessage({ account_id: "acc_b", mode: "live" });
    expect(await postpaid(refused, true)).toBe(false);
    expect(await storage.read.ledger.balance("acc_b", "live")).toBe(-2);
  });
});
