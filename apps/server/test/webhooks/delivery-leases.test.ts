import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/data-access/sqlite/database.js";
import { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import type { Storage } from "../../src/domain/ports.js";
import type { WebhookEndpoints } from "../../src/domain/webhooks/manage-endpoints.js";
import type { ClaimedDelivery } from "../../src/domain/webhooks/webhook-model.js";
import {
  DeliveryWorker,
  type DeliveryWorkerOptions,
} from "../../src/entry-points/worker/webhook-dispatcher.js";
import { endpointsOn, insertEvent, openTestStorage, takingTurns } from "./support/database.js";
import { TestReceiver } from "./support/receiver.js";

// Two server instances may share one database file (server README): each has its own connection and worker.
// Here both live in one thread, so neither may hold a group commit open across a turn (the other would wait
// for it in vain), and their transactions take turns as the file's write lock makes processes do (see
// takingTurns); the two-process test (webhook-instances) runs them with group commits.
const owner = { account_id: "acc_a", mode: "test" };
const silent = { debug() {}, info() {}, warn() {}, error() {} };

let storage: SqliteStorage;
let other: SqliteStorage;
/** `storage` and `other`, their transactions taking turns: what each instance's worker runs on. */
let instances: Storage[];
let db: Database;
let cleanup: () => Promise<void>;
let receiver: TestReceiver;
let endpoints: WebhookEndpoints;
const workers: DeliveryWorker[] = [];

beforeEach(async () => {
  let dir: string;
  ({ storage, db, dir, cleanup } = await openTestStorage({ groupCommits: false }));
  other = new SqliteStorage({ path: join(dir, "server.db"), groupCommits: false });
  instances = takingTurns(storage, other);
  receiver = await new TestReceiver().start();
  endpoints = endpointsOn(storage);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close()));
  await receiver.close();
  await other.close();
  await cleanup();
});

function worker(on: SqliteStorage, extra: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
  const w = new DeliveryWorker({
    storage: instances[on === storage ? 0 : 1] as Storage,
    schedule: [0, 0, 0],
    policy: { allowInsecure: true },
    logger: silent,
    timeoutMs: 2000,
    pollIntervalMs: 20,
    ...extra,
  });
  workers.push(w);
  return w;
}

const ids = (path: string) =>
  receiver.received.filter((r) => r.path === path).map((r) => String(r.headers["webhook-id"]));

describe("two instances on one database file", () => {
  it("never send a delivery twice when both poll at once", async () => {
    await endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent" });
    await Promise.all([worker(storage).poll(), worker(other).poll()]);
    expect(ids("/a")).toEqual([event]);
  });

  it("deliver every event exactly once, each endpoint's events in order, when both run", async () => {
    const paths = ["/a", "/b", "/c", "/d"];
    for (const path of paths) await endpoints.create(owner, { url: receiver.url(path), events: ["*"] });
    const events = Array.from({ length: 40 }, (_, i) =>
      insertEvent(db, { type: i % 2 ? "sms.sent" : "sms.delivered" }),
    );
    worker(storage, { concurrency: 2 }).start();
    worker(other, { concurrency: 3 }).start();
    await receiver.waitFor((r) => r.length >= events.length * paths.length, 20_000);
    // Anything still in flight would arrive now.
    await new Promise((r) => setTimeout(r, 200));
    for (const path of paths) expect(ids(path)).toEqual(events);
  });

  it("a crashed holder's lease expires, then another instance sends the same webhook-id once", async () => {
    let clock = Date.parse("2026-11-22T10:00:00.000Z");
    const at = (ms: number) => new Date(ms).toISOString();
    const endpoint = await endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const first = insertEvent(db, { type: "sms.sent", created_at: at(clock) });
    const second = insertEvent(db, { type: "sms.delivered", created_at: at(clock) });
    // An instance claims the first delivery and dies before its POST is recorded.
    const crashed = await other.transaction((tx) =>
      tx.deliveries.claim(endpoint.webhook_id, at(clock), at(clock + 30_000)),
    );
    expect(crashed?.event_id).toBe(first);

    const survivor = worker(storage, { now: () => clock, leaseMs: 30_000 });
    await survivor.poll();
    // The endpoint's next event waits too: one delivery in flight per endpoint, across instances.
    expect(receiver.received).toHaveLength(0);
    clock += 29_999;
    await survivor.poll();
    expect(receiver.received).toHaveLength(0);
    clock += 1;
    await survivor.poll();
    await survivor.poll();
    expect(ids("/a")).toEqual([first, second]);
    expect(await storage.read.deliveries.state(first, endpoint.webhook_id)).toMatchObject({
      state: "succeeded",
      attempts: 1,
    });
  });

  it("a holder whose lease was taken over does not record over the new holder", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent", created_at: "2026-11-22T10:00:00.000Z" });
    const slow = other;
    const fast = storage;
    const late = await slow.transaction((tx) =>
      tx.deliveries.claim(endpoint.webhook_id, "2026-11-22T10:00:00.000Z", "2026-11-22T10:00:30.000Z"),
    );
    const taken = await fast.transaction((tx) =>
      tx.deliveries.claim(endpoint.webhook_id, "2026-11-22T10:00:30.000Z", "2026-11-22T10:01:00.000Z"),
    );
    expect(taken?.event_id).toBe(event);
    const ok = { status_code: 200, latency_ms: 5, error: null, retry_after_ms: null };
    const decide = () => ({ state: "succeeded" as const, next_attempt_at: null, disable: null });
    if (!late || !taken) throw new Error("no claim");
    const record = (on: SqliteStorage, claimed: ClaimedDelivery) =>
      on.transaction((tx) => tx.deliveries.record(claimed, ok, "2026-11-22T10:00:31.000Z", decide));
    expect(await record(slow, late)).toBe(false);
    expect(await record(fast, taken)).toBe(true);
    expect(await fast.read.deliveries.attempts(event, endpoint.webhook_id)).toHaveLength(1);
  });
});
