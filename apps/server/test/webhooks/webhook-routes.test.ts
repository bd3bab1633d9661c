import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";
import { TestReceiver } from "./support/receiver.js";

let server: TestServer;
let strict: TestServer;
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await new TestReceiver().start();
  server = await startTestServer({ env: { ALLOW_INSECURE_WEBHOOKS: "true" } });
  strict = await startTestServer();
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  expect(strict.errors).toEqual([]);
  await server.destroy();
  await strict.destroy();
  await receiver.close();
});

const create = (body: unknown, key: string = KEYS.test, on: TestServer = server) =>
  on.call("POST", "/v1/webhooks", { key, body });

// One URL is registered once per account and mode: each endpoint here gets its own path.
let paths = 0;
const uniqueUrl = () => receiver.url(`/hooks/${++paths}`);

describe("webhook endpoint operations", () => {
  it("registers an endpoint: 201, Location, the secret once", async () => {
    const res = await create({
      url: receiver.url("/receipts"),
      events: ["sms.delivered", "sms.delivered"],
      description: "Receipts",
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(res.headers.get("location")).toBe(`/v1/webhooks/${data.webhook_id}`);
    expect(res.headers.get("ratelimit-policy")).toMatch(/^"default";q=\d+;w=1$/);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    expect(data).toMatchObject({
      webhook_id: expect.stringMatching(/^whk_/),
      url: receiver.url("/receipts"),
      events: ["sms.delivered"],
      description: "Receipts",
      enabled: true,
      disabled_reason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const read = await server.call("GET", `/v1/webhooks/${data.webhook_id}`, { key: KEYS.test });
    expect(read.status).toBe(200);
    const shown = (await read.json()).data;
    expect(shown).not.toHaveProperty("secret");
    expect(shown).toEqual({ ...data, secret: undefined });
  });

  it("updates, re-enables, rotates and deletes", async () => {
    const { data } = await (await create({ url: uniqueUrl(), events: ["*"] })).json();
    const path = `/v1/webhooks/${data.webhook_id}`;
    const off = await server.call("PATCH", path, {
      key: KEYS.test,
      body: { enabled: false, description: "paused" },
    });
    expect((await off.json()).data).toMatchObject({ enabled: false, description: "paused", events: ["*"] });
    const on = await server.call("PATCH", path, {
      key: KEYS.test,
      body: { enabled: true, description: null, events: ["sms.failed"] },
    });
    expect((await on.json()).data).toMatchObject({
      enabled: true,
      description: null,
      events: ["sms.failed"],
      disabled_reason: null,
    });

    const rotated = await server.call("POST", `${path}/rotate-secret`, { key: KEYS.test });
    expect(rotated.status).toBe(200);
    const secret = (await rotated.json()).data.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(data.secret);

    expect((await server.call("DELETE", path, { key: KEYS.test })).status).toBe(204);
    const gone = await server.call("GET", path, { key: KEYS.test });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "webhook_not_found", status: 404 });
    expect((await server.call("DELETE", path, { key: KEYS.test })).status).toBe(404);
  });

  it("lists newest first with a cursor", async () => {
    const fresh = await startTestServer({ env: { ALLOW_INSECURE_WEBHOOKS: "true" } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++)
        ids.push(
          (await (await create({ url: uniqueUrl(), events: ["*"] }, KEYS.test, fresh)).json()).data
            .webhook_id,
        );
      const first = await (await fresh.call("GET", "/v1/webhooks?limit=2", { key: KEYS.test })).json();
      expect(first.data.map((w: { webhook_id: string }) => w.webhook_id)).toEqual([ids[2], ids[1]]);
      const second = await (
        await fresh.call("GET", `/v1/webhooks?limit=2&cursor=${first.next_cursor}`, { key: KEYS.test })
      ).json();
      expect(second.data.map((w: { webhook_id: string }) => w.webhook_id)).toEqual([ids[0]]);
      expect(second.next_cursor).toBeNull();
      const bad = await fresh.call("GET", "/v1/webhooks?cursor=nonsense", { key: KEYS.test });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: "invalid_request" });
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.destroy();
    }
  });

  it("hides endpoints of another account or mode (404, never 403)", async () => {
    const { data } = await (await create({ url: uniqueUrl(), events: ["*"] })).json();
    for (const key of [KEYS.other, KEYS.live]) {
      const res = await server.call("GET", `/v1/webhooks/${data.webhook_id}`, { key });
      expect(res.status).toBe(404);
      const list = await (await server.call("GET", "/v1/webhooks", { key })).json();
      expect(list.data.map((w: { webhook_id: string }) => w.webhook_id)).not.toContain(data.webhook_id);
    }
  });

  it("needs the webhooks:manage scope and a valid key", async () => {
    const denied = await create({ url: uniqueUrl(), events: ["*"] }, KEYS.readOnly);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: "permission_denied" });
    expect((await server.call("GET", "/v1/webhooks")).status).toBe(401);
  });

  it("validates bodies against the contract", async () => {
    for (const body of [
      { url: receiver.url() },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ["sms.nope"] },
      { url: receiver.url(), events: ["*"], extra: 1 },
    ]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_request", errors: expect.any(Array) });
    }
    const rotateWithBody = await server.call("PATCH", "/v1/webhooks/whk_missing", {
      key: KEYS.test,
      body: { enabled: "yes" },
    });
    expect(rotateWithBody.status).toBe(400);
  });

  it("refuses unsafe URLs with 422 webhook_url_not_allowed, at create and update", async () => {
    for (const url of [
      "https://10.0.0.1/h",
      "https://169.254.169.254/latest",
      "https://[fd00::1]/h",
      "https://[::ffff:192.168.0.1]/h",
      "http://example.com/h",
      "https://100.64.0.1/h",
    ]) {
      const res = await create({ url, events: ["*"] });
      expect(res.status, url).toBe(422);
      expect(await res.json()).toMatchObject({ code: "webhook_url_not_allowed", status: 422 });
    }
    const { data } = await (await create({ url: uniqueUrl(), events: ["*"] })).json();
    const res = await server.call("PATCH", `/v1/webhooks/${data.webhook_id}`, {
      key: KEYS.test,
      body: { url: "https://192.168.1.1/h" },
    });
    expect(res.status).toBe(422);
  });

  it("refuses loopback and plain http unless the server allows insecure webhooks", async () => {
    for (const url of [receiver.url(), `https://127.0.0.1:${receiver.port}/h`, "http://localhost/h"]) {
      const res = await create({ url, events: ["*"] }, KEYS.test, strict);
      expect(res.status, url).toBe(422);
      const detail = (await res.json()).detail;
      expect(detail).toMatch(/https|loopback/);
      // A partner developing locally learns of the setting from the answer itself.
      expect(detail).toContain("ALLOW_INSECURE_WEBHOOKS=true");
    }
  });

  it("queues a test event (202) that GET /v1/events lists", async () => {
    const { data } = await (await create({ url: uniqueUrl(), events: ["sms.delivered"] })).json();
    const res = await server.call("POST", `/v1/webhooks/${data.webhook_id}/test`, { key: KEYS.test });
    expect(res.status).toBe(202);
    const event = (await res.json()).data;
    expect(event).toMatchObject({
      event_id: expect.stringMatching(/^evt_/),
      type: "webhook.test",
      data: { webhook_id: data.webhook_id, message: "This is a test event from the SMS API." },
    });
    const listed = await server.call("GET", `/v1/events/${event.event_id}`, { key: KEYS.test });
    expect((await listed.json()).data).toEqual(event);
    expect((await server.call("POST", "/v1/webhooks/whk_missing/test", { key: KEYS.test })).status).toBe(404);
  });
});
