import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/data-access/sqlite/database.js";
import type { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import { DeliveryWorker } from "../../src/entry-points/worker/webhook-dispatcher.js";
import { endpointsOn, insertEvent, openTestStorage } from "./support/database.js";
import { type ReceivedWebhook, TestReceiver } from "./support/receiver.js";

const owner = { account_id: "acc_a", mode: "test" };
const HOUR = 3600_000;

let storage: SqliteStorage;
let db: Database;
let cleanup: () => Promise<void>;
let receiver: TestReceiver;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  ({ storage, db, cleanup } = await openTestStorage());
  receiver = await new TestReceiver().start();
  clock = Date.parse("2026-11-22T10:00:00.000Z");
});

afterEach(async () => {
  await receiver.close();
  await cleanup();
});

/** Queues an event now and delivers it; returns what the receiver got. */
async function deliverNow(): Promise<ReceivedWebhook> {
  insertEvent(db, { type: "sms.delivered", created_at: new Date(clock).toISOString() });
  const worker = new DeliveryWorker({
    storage,
    schedule: [],
    policy: { allowInsecure: true },
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    now,
  });
  await worker.poll();
  const got = receiver.received.at(-1);
  if (!got) throw new Error("nothing delivered");
  return got;
}

/** Which of the secrets standardwebhooks accepts the delivery with, verifying at the test's clock. */
function acceptedBy(got: ReceivedWebhook, secrets: string[]): string[] {
  expect(got.headers["webhook-timestamp"]).toBe(String(Math.floor(clock / 1000)));
  // standardwebhooks refuses a timestamp 5 min off its Date.now(): let that be the test's clock.
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  try {
    return secrets.filter((secret) => {
      try {
        new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    });
  } finally {
    vi.useRealTimers();
  }
}

describe("secret rotation", () => {
  it("keeps every replaced secret signing for its own 24 h, also across two rotations within a day", async () => {
    const endpoints = endpointsOn(storage, now);
    const first = await endpoints.create(owner, { url: receiver.url(), events: ["*"] });
    const all = [first.secret];
    const rotate = async () => {
      const rotated = await endpoints.rotateSecret(owner, first.webhook_id);
      all.push(rotated.secret);
    };

    await rotate(); // 10:00: the first secret signs until 10:00 tomorrow
    clock += 2 * HOUR;
    await rotate(); // 12:00: the second secret signs until 12:00 tomorrow
    clock += HOUR;
    let got = await deliverNow();
    expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(3);
    expect(acceptedBy(got, all)).toEqual(all);

    clock = Date.parse("2026-11-23T10:00:00.001Z");
    got = await deliverNow();
    expect(acceptedBy(got, all)).toEqual([all[1], all[2]]);

    clock = Date.parse("2026-11-23T12:00:00.001Z");
    got = await deliverNow();
    expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(acceptedBy(got, all)).toEqual([all[2]]);
  });
});
