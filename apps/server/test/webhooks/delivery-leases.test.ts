import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Database } from "../../src/data-access/sqlite/database.js";
import { DeliveryQueue } from "../../src/data-access/sqlite/delivery-store.js";
import { DeliveryWorker, type DeliveryWorkerOptions } from "../../src/entry-points/worker/webhook-dispatcher.js";
import { EndpointRepository } from "../../src/data-access/sqlite/endpoint-store.js";
import { insertEvent, openTestDatabase } from "./support/database.js";
import { TestReceiver } from "./support/receiver.js";

// Two server instances may share one database file (server README): each has its own connection and worker.
// Here both live in one thread, so neither may hold a group commit open across a turn (the other would wait
// for it in vain); the two-process test in the component suite runs them with group commits.
const owner = { account_id: "acc_a", mode: "test" };
const silent = { debug() {}, info() {}, warn() {}, error() {} };

let db: Database;
let other: Database;
let cleanup: () => void;
let receiver: TestReceiver;
let endpoints: EndpointRepository;
const workers: DeliveryWorker[] = [];

beforeEach(async () => {
  let dir: string;
  ({ db, dir, cleanup } = openTestDatabase({ groupCommits: false }));
  other = new Database({ path: join(dir, "server.db"), groupCommits: false });
  receiver = await new TestReceiver().start();
  endpoints = new EndpointRepository(db);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close()));
  await receiver.close();
  other.close();
  cleanup();
});

function worker(on: Database, extra: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
  const w = new DeliveryWorker({
    db: on,
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
    endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent" });
    await Promise.all([worker(db).poll(), worker(other).poll()]);
    expect(ids("/a")).toEqual([event]);
  });

  it("deliver every event exactly once, each endpoint's events in order, when both run", async () => {
    const paths = ["/a", "/b", "/c", "/d"];
    for (const path of paths) endpoints.create(owner, { url: receiver.url(path), events: ["*"] });
    const events = Array.from({ length: 40 }, (_, i) =>
      insertEvent(db, { type: i % 2 ? "sms.sent" : "sms.delivered" }),
    );
    worker(db, { concurrency: 2 }).start();
    worker(other, { concurrency: 3 }).start();
    await receiver.waitFor((r) => r.length >= events.length * paths.length, 20_000);
    // Anything still in flight would arrive now.
    await new Promise((r) => setTimeout(r, 200));
    for (const path of paths) expect(ids(path)).toEqual(events);
  });

  it("a crashed holder's lease expires, then another instance sends the same webhook-id once", async () => {
    let clock = Date.parse("2026-11-22T10:00:00.000Z");
    const at = (ms: number) => new Date(ms).toISOString();
    const endpoint = endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const first = insertEvent(db, { type: "sms.sent", created_at: at(clock) });
    const second = insertEvent(db, { type: "sms.delivered", created_at: at(clock) });
    // An instance claims the first delivery and dies before its POST is recorded.
    const crashed = new DeliveryQueue(other).claim(endpoint.webhook_id, at(clock), at(clock + 30_000));
    expect(crashed?.event_id).toBe(first);

    const survivor = worker(db, { now: () => clock, leaseMs: 30_000 });
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
    const queue = new DeliveryQueue(db);
    expect(queue.state(first, endpoint.webhook_id)).toMatchObject({ state: "succeeded", attempts: 1 });
  });

  it("a holder whose lease was taken over does not record over the new holder", () => {
    const endpoint = endpoints.create(owner, { url: receiver.url("/a"), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent", created_at: "2026-11-22T10:00:00.000Z" });
    const slow = new DeliveryQueue(other);
    const fast = new DeliveryQueue(db);
    const late = slow.claim(endpoint.webhook_id, "2026-11-22T10:00:00.000Z", "2026-11-22T10:00:30.000Z");
    const taken = fast.claim(endpoint.webhook_id, "2026-11-22T10:00:30.000Z", "2026-11-22T10:01:00.000Z");
    expect(taken?.event_id).toBe(event);
    const ok = { status_code: 200, latency_ms: 5, error: null, retry_after_ms: null };
    const decide = () => ({ state: "succeeded" as const, next_attempt_at: null, disable: null });
    if (!late || !taken) throw new Error("no claim");
    expect(slow.record(late, ok, "2026-11-22T10:00:31.000Z", decide)).toBe(false);
    expect(fast.record(taken, ok, "2026-11-22T10:00:31.000Z", decide)).toBe(true);
    expect(fast.attempts(event, endpoint.webhook_id)).toHaveLength(1);
  });
});
