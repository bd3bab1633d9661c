import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE } from "../../src/config/config.js";
import type { Database } from "../../src/data-access/sqlite/database.js";
import type { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import { DeliveryWorker } from "../../src/entry-points/worker/webhook-dispatcher.js";
import { endpointsOn, insertEvent, openTestStorage } from "./support/database.js";
import { TestReceiver } from "./support/receiver.js";

const owner = { account_id: "acc_a", mode: "test" };
const DAY = 24 * 3600_000;

let storage: SqliteStorage;
let db: Database;
let cleanup: () => Promise<void>;
let receiver: TestReceiver;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  ({ storage, db, cleanup } = await openTestStorage());
  receiver = await new TestReceiver().start();
  receiver.fallback = { status: 500 };
  clock = Date.parse("2026-11-22T10:00:00.000Z");
});

afterEach(async () => {
  await receiver.close();
  await cleanup();
});

function worker(): DeliveryWorker {
  return new DeliveryWorker({
    storage,
    schedule: DEFAULT_WEBHOOK_RETRY_SCHEDULE,
    policy: { allowInsecure: true },
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    now,
    random: () => 0.5,
  });
}

describe("an endpoint failing for 5 days (api-v1.md §9)", () => {
  it("is disabled as failing even when its traffic ends before 5 days of attempts", async () => {
    const endpoints = endpointsOn(storage, now);
    const queue = storage.read.deliveries;
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const event = insertEvent(db, { type: "sms.sent", created_at: new Date(clock).toISOString() });
    const start = clock;
    const w = worker();
    // Walk the whole default schedule: 10 attempts over about 3.15 days, every one failing.
    for (;;) {
      await w.poll();
      const state = await queue.state(event, endpoint.webhook_id);
      if (state?.state !== "pending") break;
      clock = Date.parse(state.next_attempt_at);
    }
    expect(await queue.state(event, endpoint.webhook_id)).toMatchObject({ state: "failed", attempts: 10 });
    expect(clock - start).toBeLessThan(5 * DAY);
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({ enabled: true });

    // Endpoints are checked once a minute.
    clock = start + 5 * DAY - 60_000;
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({ enabled: true });
    clock = start + 5 * DAY;
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({
      enabled: false,
      disabled_reason: "failing",
    });
  });

  it("is not disabled when it succeeded since, and re-enabling starts a new streak", async () => {
    const endpoints = endpointsOn(storage, now);
    const endpoint = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const start = clock;
    insertEvent(db, { type: "sms.sent", created_at: new Date(clock).toISOString() });
    const w = worker();
    await w.poll();
    clock += 4 * DAY;
    receiver.replies = [{ status: 204 }];
    insertEvent(db, { type: "sms.delivered", created_at: new Date(clock).toISOString() });
    await w.poll();
    clock = start + 6 * DAY;
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({ enabled: true });

    // Failing again from day 6 (the second event): disabled at day 11; re-enabling starts a new streak.
    clock = start + 11 * DAY;
    await w.poll();
    expect((await endpoints.get(owner, endpoint.webhook_id))?.disabled_reason).toBe("failing");
    await endpoints.update(owner, endpoint.webhook_id, { enabled: true });
    clock += 1;
    await w.poll();
    expect(await endpoints.get(owner, endpoint.webhook_id)).toMatchObject({ enabled: true });
  });
});
