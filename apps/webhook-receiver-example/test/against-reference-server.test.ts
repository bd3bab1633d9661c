import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookEvent } from "@sms-api/client";
import { type Stack, startStack } from "@sms-api/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReceiverApp } from "../src/receiver-app.js";

// The demo fixture's test key (api-v1.md §11): the server runs with its bundled demo fixture.
const KEY = "sk_test_demo_0123456789abcdef";

let stack: Stack;
let api: string;
let receiver: Server;
let handle: RequestListener = (_req, res) => res.writeHead(503).end();

beforeAll(async () => {
  stack = await startStack({
    env: {
      ALLOW_INSECURE_WEBHOOKS: "true",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
      SIMULATOR_TEST_STEP_MS: "50",
      LOG_LEVEL: "error",
    },
  });
  api = stack.url;
  // The app is built once the secret is known; until then deliveries get 503 and are retried.
  receiver = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await stack?.stop();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${KEY}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: await res.json() };
}

describe("the example receiver against the reference server", () => {
  it("verifies and handles every delivery of a message, newest status last", async () => {
    const port = (receiver.address() as AddressInfo).port;
    const created = await call("POST", "/v1/webhooks", {
      url: `http://127.0.0.1:${port}/webhooks`,
      events: ["*"],
    });
    expect(created.status).toBe(201);
    const handled: Array<{ id: string; event: WebhookEvent }> = [];
    handle = createReceiverApp({
      secrets: created.body.data.secret,
      onEvent: (event, id) => {
        handled.push({ id, event });
      },
    });

    const sent = await call("POST", "/v1/sms/send", {
      to: "919000000001",
      template_id: "tmpl_otp",
      variables: ["4242", "5"],
    });
    expect(sent.status).toBe(202);
    const test = await call("POST", `/v1/webhooks/${created.body.data.webhook_id}/test`);
    expect(test.status).toBe(202);

    const deadline = Date.now() + 15_000;
    while (handled.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const statuses = handled.filter((h) => h.event.type !== "webhook.test").map((h) => h.event.data);
    expect(statuses.map((d) => ("status" in d ? d.status : undefined))).toEqual([
      "processing",
      "submitted",
      "sent",
      "delivered",
    ]);
    expect(handled.some((h) => h.id === test.body.data.event_id)).toBe(true);

    const events = await call("GET", "/v1/events?limit=100");
    expect(new Set(handled.map((h) => h.id))).toEqual(
      new Set(events.body.data.map((e: { event_id: string }) => e.event_id)),
    );
    // Above the wait's own 15 s: the whole suite runs on two shared cores.
  }, 30_000);
});
