import { createServer } from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PostgresNotifier } from "../../src/data-access/postgres/postgres-notifier.js";
import { PostgresStorage } from "../../src/data-access/postgres/postgres-storage.js";
import { StorageUnavailableError } from "../../src/domain/errors.js";
import type { Notifier, Topic } from "../../src/domain/ports.js";
import { ENGINES, type EngineHarness } from "./support/engines.js";
import { at, newEvent, newMessage, seedAccounts } from "./support/records.js";

/** Resolves at the next wake-up of `topic`. */
function nextWake(notifier: Notifier, topic: Topic): Promise<void> {
  return new Promise((resolve) => {
    const off = notifier.subscribe(topic, () => {
      off();
      resolve();
    });
  });
}

describe.each(ENGINES)("the notifier on $name", (engine) => {
  let h: EngineHarness;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  it("wakes this process's subscribers of a topic, and only them", async () => {
    h = await engine.open();
    const n = await h.notifier();
    const calls: Topic[] = [];
    const off = n.subscribe("messages", () => calls.push("messages"));
    const deliveries = nextWake(n, "deliveries");
    n.publish("deliveries");
    await deliveries;
    const messages = nextWake(n, "messages");
    n.publish("messages");
    await messages;
    expect(calls).toEqual(["messages"]);
    off();
    const again = nextWake(n, "messages");
    n.publish("messages");
    await again;
    expect(calls).toEqual(["messages"]);
  });

  it("a burst of publishes wakes subscribers, and a publish after it wakes them again", async () => {
    h = await engine.open();
    const n = await h.notifier();
    const burst = nextWake(n, "messages");
    for (let i = 0; i < 50; i++) n.publish("messages");
    await burst;
    const later = nextWake(n, "messages");
    n.publish("messages");
    await later;
  });

  it("wakes the subscribers of every other process on the database", async () => {
    if (!engine.concurrentInstances) return;
    h = await engine.open();
    const [api, worker] = [await h.notifier(), await h.notifier()];
    const woken = nextWake(worker, "messages");
    // Published until heard: a process starts listening to a topic at its first subscription, and a publish
    // from another process's connection may come before that LISTEN holds (the port lets such a wake-up be lost).
    const timer = setInterval(() => api.publish("messages"), 50);
    api.publish("messages");
    await woken.finally(() => clearInterval(timer));
  });

  it("re-opens a dropped listening connection, wakes every topic once, and keeps listening", async () => {
    if (engine.name !== "postgres") return;
    h = await engine.open();
    const [worker, api] = [await h.notifier(), await h.notifier()];
    const afterDrop = Promise.all([nextWake(worker, "messages"), nextWake(worker, "deliveries")]);
    const admin = new pg.Client({ connectionString: h.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'sms-api-notifier' AND datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBe(2);
    await afterDrop;
    // Published until the re-opened connection carries it (the api's own connection is re-opening too).
    const woken = nextWake(worker, "deliveries");
    const timer = setInterval(() => api.publish("deliveries"), 50);
    await woken.finally(() => clearInterval(timer));
  });
});

/**
 * Ends the storage's connection that is inside a transaction, once it is seen there (a backend reports its
 * state just after it answered), and waits until its backend is gone.
 */
async function terminateIdleInTransaction(admin: pg.Client): Promise<void> {
  const deadline = Date.now() + 10_000;
  const inTransaction = `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
    AND application_name = 'sms-api-server' AND state = 'idle in transaction'`;
  let pids: number[] = [];
  while (pids.length === 0) {
    if (Date.now() > deadline) throw new Error("no connection of the storage is inside a transaction");
    pids = (await admin.query<{ pid: number }>(inTransaction)).rows.map((r) => r.pid);
  }
  await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [pids]);
  const alive = "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1::int[])";
  while ((await admin.query<{ n: number }>(alive, [pids])).rows[0]?.n !== 0) {
    if (Date.now() > deadline) throw new Error("the terminated backend is still there");
  }
}

describe.each(ENGINES.filter((e) => e.name === "postgres"))("PostgreSQL that cannot be reached", (engine) => {
  let h: EngineHarness;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  async function closedPortUrl(): Promise<string> {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    return `postgres://nobody:secret@127.0.0.1:${port}/nothing`;
  }

  it("rejects transactions, reads and migrations with StorageUnavailableError", async () => {
    const storage = new PostgresStorage({
      connectionString: await closedPortUrl(),
      connectionTimeoutMs: 1000,
    });
    await expect(storage.transaction(async () => 1)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.read.ledger.balance("acc_a", "live")).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(storage.migrate()).rejects.toBeInstanceOf(StorageUnavailableError);
    await storage.close();
    await expect(new PostgresNotifier({ connectionString: await closedPortUrl() }).start()).rejects.toThrow();
  });

  it("a connection lost inside a transaction rejects it with StorageUnavailableError, and the next one works", async () => {
    h = await engine.open();
    const storage = h.storage;
    await seedAccounts(storage);
    const admin = new pg.Client({ connectionString: h.url });
    await admin.connect();
    const outcome = storage.transaction(async (tx) => {
      await tx.ledger.debit("acc_a", "live", 5, "msg_1", at(1), true);
      // A debit may be held for the commit: a read sends the transaction, so its connection is inside it.
      await tx.ledger.balance("acc_a", "live");
      await terminateIdleInTransaction(admin);
      return tx.ledger.balance("acc_a", "live");
    });
    await expect(outcome).rejects.toBeInstanceOf(StorageUnavailableError);
    await admin.end();
    expect(await storage.read.ledger.balance("acc_a", "live")).toBe(50);
    expect(await storage.transaction((tx) => tx.ledger.debit("acc_a", "live", 5, "msg_2", at(2), true))).toBe(
      true,
    );
  });
});

describe.each(ENGINES.filter((e) => e.name === "postgres"))("PostgreSQL and the NUL character", (engine) => {
  let h: EngineHarness;
  beforeAll(() => engine.setUp());
  afterAll(() => engine.tearDown());
  afterEach(() => h?.close());

  it("a read by a value holding U+0000 finds nothing; a write of one is the request's fault", async () => {
    h = await engine.open();
    await seedAccounts(h.storage);
    expect(await h.storage.read.messages.findById("msg_\u0000")).toBeUndefined();
    expect(await h.storage.read.accounts.findKeyByHash("\u0000")).toBeUndefined();
    const refused = { name: "DomainError", code: "invalid_request" };
    await expect(
      h.storage.transaction((tx) => tx.messages.insert(newMessage({ text: "a\u0000b" }))),
    ).rejects.toMatchObject(refused);
    // The event insert is one statement that starts with WITH and writes: refused, never skipped.
    await expect(
      h.storage.transaction((tx) => tx.events.insert(newEvent({ message_id: "msg_\u0000" }))),
    ).rejects.toMatchObject(refused);
    expect(await h.storage.read.events.list("acc_a", "test", { limit: 10 })).toEqual([]);
  });
});
