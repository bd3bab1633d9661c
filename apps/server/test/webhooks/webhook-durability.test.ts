import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyWebhook } from "@sms-api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testFixture } from "../support/test-fixture.js";
import { TestReceiver } from "./support/receiver.js";
import { callAsTestKey as call, killAll, type ServerProcess, spawnServer } from "./support/server-process.js";

let dir: string;
let env: Record<string, string>;
let receiver: TestReceiver;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sms-webhooks-durable-"));
  writeFileSync(join(dir, "fixture.json"), JSON.stringify(testFixture()));
  env = {
    SMS_FIXTURE: join(dir, "fixture.json"),
    DATABASE_URL: join(dir, "sms.sqlite"),
    ALLOW_INSECURE_WEBHOOKS: "true",
    WEBHOOK_RETRY_SCHEDULE: "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1",
    SIMULATOR_TEST_STEP_MS: "50",
    LOG_LEVEL: "error",
  };
  receiver = await new TestReceiver().start();
});

afterAll(async () => {
  killAll(started);
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("durability of the delivery queue", () => {
  it("loses no delivery across SIGKILL and restart, and redelivers with the same webhook-id", async () => {
    const first = await spawnServer(env);
    started.push(first);
    receiver.fallback = { status: 500 };
    const created = await call(first, "POST", "/v1/webhooks", { url: receiver.url(), events: ["*"] });
    expect(created.status).toBe(201);
    const { webhook_id, secret } = (await created.json()).data;

    for (const to of ["919000000001", "919000000001", "919000000004"]) {
      expect(
        (await call(first, "POST", "/v1/sms/send", { to, template_id: "tmpl_otp", variables: ["1", "2"] }))
          .status,
      ).toBe(202);
    }
    expect((await call(first, "POST", `/v1/webhooks/${webhook_id}/test`)).status).toBe(202);

    // 4 + 4 + 3 status events and the test event, each attempted and failed at least once.
    const ids = () => new Set(receiver.received.map((r) => String(r.headers["webhook-id"])));
    await receiver.waitFor(() => ids().size >= 12, 15_000);
    const beforeCrash = ids();
    // Leave one attempt hanging in flight when the process dies.
    receiver.fallback = { status: 0 };
    const seen = receiver.received.length;
    await receiver.waitFor((r) => r.length > seen && r.at(-1)?.status === null);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    expect(receiver.received.some((r) => r.status !== null && r.status < 300)).toBe(false);

    receiver.fallback = { status: 204 };
    const second = await spawnServer(env);
    started.push(second);
    const listEvents = async () => {
      const page = await (await call(second, "GET", "/v1/events?limit=100")).json();
      return new Set((page.data as Array<{ event_id: string }>).map((e) => e.event_id));
    };
    const eventIds = await listEvents();
    expect(eventIds).toEqual(beforeCrash);

    // Every stored event reaches the receiver after the restart; those tried before the crash keep their id.
    // The delivery in flight at the crash is claimed by the dead process until its lease (15 s limit + 15 s)
    // runs out; until then its endpoint gets nothing, so that two instances never send at once.
    const acknowledged = () =>
      new Set(receiver.received.filter((r) => r.status === 204).map((r) => String(r.headers["webhook-id"])));
    await receiver.waitFor(() => [...eventIds].every((id) => acknowledged().has(id)), 50_000);
    expect(acknowledged()).toEqual(await listEvents());
    for (const got of receiver.received.filter((r) => r.status === 204)) {
      await expect(verifyWebhook(got.body, got.headers, secret)).resolves.toBeDefined();
    }

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 90_000);
});
