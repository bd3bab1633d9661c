import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testFixture } from "../support/test-fixture.js";
import { TestReceiver } from "./support/receiver.js";
import { callAsTestKey as call, killAll, type ServerProcess, spawnServer } from "./support/server-process.js";

let dir: string;
let receiver: TestReceiver;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sms-webhooks-instances-"));
  writeFileSync(join(dir, "fixture.json"), JSON.stringify(testFixture()));
  receiver = await new TestReceiver().start();
});

afterAll(async () => {
  killAll(started);
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("two server processes on one database file", () => {
  it("deliver every event exactly once", async () => {
    const env = {
      SMS_FIXTURE: join(dir, "fixture.json"),
      DATABASE_URL: join(dir, "sms.sqlite"),
      ALLOW_INSECURE_WEBHOOKS: "true",
      LOG_LEVEL: "error",
    };
    // One after the other, so that the second finds the migrations applied.
    const a = await spawnServer(env);
    started.push(a);
    const b = await spawnServer(env);
    started.push(b);
    const created = await call(a, "POST", "/v1/webhooks", { url: receiver.url(), events: ["*"] });
    expect(created.status).toBe(201);
    const { webhook_id } = (await created.json()).data;
    // Slower than a poll interval (200 ms): each attempt is still in flight when the other process polls.
    receiver.fallback = { status: 204, delayMs: 300 };

    // Each test event wakes the worker of the process that queued it; the other one polls the same queue.
    const queued: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(i % 2 ? b : a, "POST", `/v1/webhooks/${webhook_id}/test`);
      expect(res.status).toBe(202);
      queued.push((await res.json()).data.event_id);
    }
    await receiver.waitFor((r) => r.length >= queued.length, 15_000);
    // Both workers poll every 200 ms: a duplicate would have arrived by now.
    await new Promise((r) => setTimeout(r, 1000));
    const ids = receiver.received.map((r) => String(r.headers["webhook-id"]));
    expect(ids.toSorted()).toEqual(queued.toSorted());

    for (const s of [a, b]) s.child.kill("SIGTERM");
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  });
});
