import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/data-access/sqlite/database.js";
import type { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import type { WebhookEndpoints } from "../../src/domain/webhooks/manage-endpoints.js";
import {
  DEFAULT_CONCURRENCY,
  DeliveryWorker,
  type DeliveryWorkerOptions,
  MAX_CHAIN,
} from "../../src/entry-points/worker/webhook-dispatcher.js";
import { endpointsOn, insertEvent, openTestStorage } from "./support/database.js";
import { TestReceiver } from "./support/receiver.js";

const owner = { account_id: "acc_a", mode: "test" };
const silent = { debug() {}, info() {}, warn() {}, error() {} };

let storage: SqliteStorage;
let db: Database;
let cleanup: () => Promise<void>;
let receiver: TestReceiver;
let endpoints: WebhookEndpoints;
let queue: SqliteStorage["read"]["deliveries"];

beforeEach(async () => {
  ({ storage, db, cleanup } = await openTestStorage());
  receiver = await new TestReceiver().start();
  endpoints = endpointsOn(storage);
  queue = storage.read.deliveries;
});

afterEach(async () => {
  await receiver.close();
  await cleanup();
});

function worker(extra: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
  return new DeliveryWorker({
    storage,
    schedule: [0, 0, 0],
    policy: { allowInsecure: true },
    logger: silent,
    timeoutMs: 2000,
    ...extra,
  });
}

describe("fan-out from the events outbox", () => {
  it("queues each event for every enabled endpoint of the same account and mode subscribed to its type", async () => {
    const all = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const delivered = await endpoints.create(owner, {
      url: receiver.url("/delivered"),
      events: ["sms.delivered", "sms.failed"],
    });
    const disabled = await endpoints.create(owner, {
      url: receiver.url("/disabled"),
      events: ["*"],
      enabled: false,
    });
    const live = await endpoints.create({ ...owner, mode: "live" }, { url: receiver.url(), events: ["*"] });
    const other = await endpoints.create(
      { account_id: "acc_b", mode: "test" },
      { url: receiver.url(), events: ["*"] },
    );

    const e1 = insertEvent(db, { type: "sms.delivered" });
    const e2 = insertEvent(db, { type: "sms.processing" });
    const e3 = insertEvent(db, { type: "webhook.test" });

    const queued = async (event: string) => {
      const ids: string[] = [];
      for (const w of [all, delivered, disabled, live, other])
        if (await queue.state(event, w.webhook_id)) ids.push(w.webhook_id);
      return ids;
    };
    expect(await queued(e1)).toEqual([all.webhook_id, delivered.webhook_id]);
    expect(await queued(e2)).toEqual([all.webhook_id]);
    // Test events go only where they were requested.
    expect(await queued(e3)).toEqual([]);
  });

  it("rolls the fan-out back with the event's transaction", async () => {
    const all = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    let event = "";
    await expect(
      storage.transaction(async () => {
        event = insertEvent(db, { type: "sms.sent" });
        throw new Error("status change failed");
      }),
    ).rejects.toThrow("status change failed");
    expect(await queue.state(event, all.webhook_id)).toBeUndefined();
  });
});

describe("delivery", () => {
  it("POSTs a signed payload that standardwebhooks verifies, and records the attempt", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.delivered", data: { sequence: 3, status: "delivered" } });
    await worker().poll();
    const [got] = receiver.received;
    expect(got?.headers["webhook-id"]).toBe(event);
    const payload = new Webhook(endpoint.secret).verify(
      got?.body ?? "",
      got?.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({ type: "sms.delivered", api_version: "v1", data: { sequence: 3 } });
    expect(await queue.state(event, endpoint.webhook_id)).toMatchObject({ state: "succeeded", attempts: 1 });
    expect(await queue.attempts(event, endpoint.webhook_id)).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 204, error: null, latency_ms: expect.any(Number) }),
    ]);
  });

  it("retries after 5xx with the same webhook-id until the schedule is used up", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.failed" });
    receiver.fallback = { status: 500 };
    const w = worker({ schedule: [0, 0] });
    for (let i = 0; i < 4; i++) await w.poll();
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([event, event, event]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(await queue.state(event, endpoint.webhook_id)).toMatchObject({ state: "failed", attempts: 3 });
    expect((await queue.attempts(event, endpoint.webhook_id)).map((a) => [a.status_code, a.error])).toEqual([
      [500, "HTTP 500"],
      [500, "HTTP 500"],
      [500, "HTTP 500"],
    ]);
  });

  it("waits the scheduled delay with jitter before a retry", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent", created_at: "2026-11-22T10:00:00.000Z" });
    receiver.replies = [{ status: 502 }, { status: 502 }];
    const clock = Date.parse("2026-11-22T10:00:00.000Z");
    await worker({ schedule: [300, 300], random: () => 1, now: () => clock }).poll();
    // +10 % at the top of the jitter range.
    expect((await queue.state(event, endpoint.webhook_id))?.next_attempt_at).toBe("2026-11-22T10:05:30.000Z");
    await worker({ schedule: [300, 300], random: () => 0, now: () => clock + 330_000 }).poll();
    // -10 % at the bottom, counted from the second attempt.
    expect((await queue.state(event, endpoint.webhook_id))?.next_attempt_at).toBe("2026-11-22T10:10:00.000Z");
  });

  it("honours Retry-After on 503 and 429 instead of the schedule", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent", created_at: "2026-11-22T10:00:00.000Z" });
    receiver.replies = [
      { status: 503, headers: { "retry-after": "120" } },
      { status: 429, headers: { "retry-after": "7" } },
    ];
    let clock = Date.parse("2026-11-22T10:00:00.000Z");
    const w = worker({ schedule: [0, 0, 0], now: () => clock });
    await w.poll();
    expect((await queue.state(event, endpoint.webhook_id))?.next_attempt_at).toBe("2026-11-22T10:02:00.000Z");
    clock += 119_999;
    await w.poll();
    expect(receiver.received).toHaveLength(1);
    clock += 1;
    await w.poll();
    expect(receiver.received).toHaveLength(2);
    expect((await queue.state(event, endpoint.webhook_id))?.next_attempt_at).toBe("2026-11-22T10:02:07.000Z");
  });

  it("still ends after the last scheduled attempt when every answer is 429, and waits at least 1 s", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent" });
    receiver.fallback = { status: 429, headers: { "retry-after": "0" } };
    let clock = Date.now();
    const w = worker({ schedule: [0, 0], now: () => clock });
    await w.poll();
    const next = Date.parse((await queue.state(event, endpoint.webhook_id))?.next_attempt_at ?? "");
    expect(next - clock).toBe(1000);
    for (let i = 0; i < 3; i++) {
      clock += 1000;
      await w.poll();
    }
    expect(receiver.received).toHaveLength(3);
    expect(await queue.state(event, endpoint.webhook_id)).toMatchObject({ state: "failed", attempts: 3 });
  });

  it("disables the endpoint as gone after a 410, parks its deliveries, and resumes on re-enable", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const first = insertEvent(db, { type: "sms.submitted" });
    receiver.replies = [{ status: 410 }];
    const w = worker();
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({
      enabled: false,
      disabled_reason: "gone",
    });
    const later = insertEvent(db, { type: "sms.delivered" });
    await w.poll();
    expect(receiver.received).toHaveLength(1);
    expect(await queue.state(later, endpoint.webhook_id)).toBeUndefined();

    await endpoints.update(owner, endpoint.webhook_id, { enabled: true });
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
    await w.poll();
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([first, first]);
    expect(await queue.state(first, endpoint.webhook_id)).toMatchObject({ state: "succeeded", attempts: 2 });
  });

  it("disables an endpoint that has failed continuously for the failing period", async () => {
    let clock = Date.parse("2026-11-22T10:00:00Z");
    const now = () => clock;
    endpoints = endpointsOn(storage, now);
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    receiver.fallback = { status: 500 };
    const w = worker({ now, schedule: [0, 0, 0, 0, 0, 0], failingAfterMs: 5 * 24 * 3600_000 });
    insertEvent(db, { type: "sms.sent", created_at: new Date(clock).toISOString() });
    await w.poll();
    clock += 3 * 24 * 3600_000;
    await w.poll();
    expect((await endpoints.get(owner, endpoint.webhook_id))?.enabled).toBe(true);
    clock += 2 * 24 * 3600_000;
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({
      enabled: false,
      disabled_reason: "failing",
    });
  });

  it("a success ends the failure streak", async () => {
    let clock = Date.parse("2026-11-22T10:00:00Z");
    const now = () => clock;
    endpoints = endpointsOn(storage, now);
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const w = worker({ now, schedule: [0, 0, 0], failingAfterMs: 5 * 24 * 3600_000 });
    receiver.replies = [{ status: 500 }, { status: 200 }, { status: 500 }];
    insertEvent(db, { type: "sms.sent", created_at: new Date(clock).toISOString() });
    await w.poll();
    clock += 4 * 24 * 3600_000;
    await w.poll();
    insertEvent(db, { type: "sms.delivered", created_at: new Date(clock).toISOString() });
    clock += 2 * 24 * 3600_000;
    await w.poll();
    expect(receiver.received).toHaveLength(3);
    expect((await endpoints.get(owner, endpoint.webhook_id))?.enabled).toBe(true);
  });

  it("signs with both secrets for 24 h after a rotation, then with the new one only", async () => {
    let clock = Date.now();
    const now = () => clock;
    endpoints = endpointsOn(storage, now);
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const rotated = await endpoints.rotateSecret(owner, endpoint.webhook_id);
    expect(rotated?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated?.secret).not.toBe(endpoint.secret);
    insertEvent(db, { type: "sms.delivered", created_at: new Date(clock).toISOString() });
    await worker({ now }).poll();
    const got = receiver.received[0];
    const headers = got?.headers as Record<string, string>;
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(() => new Webhook(endpoint.secret).verify(got?.body ?? "", headers)).not.toThrow();
    expect(() => new Webhook(rotated?.secret ?? "").verify(got?.body ?? "", headers)).not.toThrow();

    clock += 24 * 3600_000 + 1;
    insertEvent(db, { type: "sms.delivered", created_at: new Date(clock).toISOString() });
    await worker({ now }).poll();
    const after = receiver.received[1];
    expect(after?.headers["webhook-signature"]?.toString().split(" ")).toHaveLength(1);
  });

  it("drops the pending deliveries of a deleted endpoint", async () => {
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent" });
    expect(await storage.transaction((tx) => tx.endpoints.delete(owner, endpoint.webhook_id))).toBe(true);
    await worker().poll();
    expect(receiver.received).toHaveLength(0);
    expect(await queue.state(event, endpoint.webhook_id)).toBeUndefined();
  });

  it("sends one delivery at a time per endpoint, in event order, and a backlog does not hold up other endpoints", async () => {
    const busy = await endpoints.create(owner, { url: receiver.url("/busy"), events: ["sms.sent"] });
    const quiet = await endpoints.create(owner, { url: receiver.url("/quiet"), events: ["sms.delivered"] });
    const backlog = Array.from({ length: 60 }, () => insertEvent(db, { type: "sms.sent" }));
    const lone = insertEvent(db, { type: "sms.delivered" });
    const w = worker({ concurrency: 2 });
    await w.poll();
    // The quiet endpoint got its event in the first poll, while the busy one's slot drained its backlog in
    // order, one delivery after another, until it gave the slot back after MAX_CHAIN.
    const first = receiver.received.map((r) => [r.path, r.headers["webhook-id"]]);
    expect(first).toContainEqual(["/quiet", lone]);
    const busyFirst = first.filter(([path]) => path === "/busy").map(([, id]) => id);
    expect(busyFirst).toEqual(backlog.slice(0, MAX_CHAIN));
    while (receiver.received.length < 61) await w.poll();
    const toBusy = receiver.received.filter((r) => r.path === "/busy").map((r) => r.headers["webhook-id"]);
    expect(toBusy).toEqual(backlog);
    expect((await queue.state(lone, quiet.webhook_id))?.state).toBe("succeeded");
    expect((await queue.state(backlog[59] ?? "", busy.webhook_id))?.state).toBe("succeeded");
  });

  it("gives every endpoint its slot at once when the endpoints share a host", async () => {
    const hosted = await Promise.all(
      Array.from({ length: DEFAULT_CONCURRENCY }, (_, i) =>
        endpoints.create(owner, { url: receiver.url(`/e${i}`), events: ["sms.sent"] }),
      ),
    );
    insertEvent(db, { type: "sms.sent" });
    // No answer until the attempts time out: every endpoint's request must arrive while the others hang.
    receiver.fallback = { status: 0 };
    const w = worker({ timeoutMs: 3000 });
    const polled = w.poll();
    const paths = (await receiver.waitFor((r) => r.length === hosted.length, 2000)).map((r) => r.path);
    expect(new Set(paths).size).toBe(hosted.length);
    await polled;
  });
});
