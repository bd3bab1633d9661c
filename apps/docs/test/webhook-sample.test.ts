import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { signWebhook, type WebhookEvent } from "@sms-api/client";
import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebhookApp } from "../samples/webhook-receiver.js";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
// The payload is the contract's own example of an `sms.delivered` delivery.
type Media = { examples: Record<string, { value: WebhookEvent }> };
type WebhookItem = { post: { requestBody: { content: Record<string, Media> } } };
const webhooks = loadOpenApi("v1").webhooks as Record<string, WebhookItem>;
const media = webhooks["sms.delivered"]?.post.requestBody.content["application/json"];
const delivered = Object.values(media?.examples ?? {})[0]?.value;

const handled: WebhookEvent[] = [];
const seen = new Set<string>();
let failNext = false;
let url: string;
let close: () => void;

beforeAll(async () => {
  const app = createWebhookApp({
    secrets: [secret],
    handled: { has: async (id) => seen.has(id), add: async (id) => void seen.add(id) },
    handle: async (event) => {
      if (failNext) {
        failNext = false;
        throw new Error("the database is down");
      }
      handled.push(event);
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/sms`;
  close = () => server.close();
});
afterAll(() => close?.());

async function deliver(body: string | object, headers: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
}

it("accepts a signed delivery once and acknowledges its retry without handling it again", async () => {
  expect(delivered?.type).toBe("sms.delivered");
  const signed = await signWebhook({
    id: "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F",
    body: delivered as object,
    secret,
  });
  expect((await deliver(signed.body as string, signed.headers)).status).toBe(204);
  expect((await deliver(signed.body as string, signed.headers)).status).toBe(204);
  expect(handled).toEqual([delivered]);
});

it("refuses a body that was changed after signing", async () => {
  const signed = await signWebhook({ id: "evt_tampered", body: delivered as object, secret });
  const res = await deliver((signed.body as string).replace("delivered", "failed"), signed.headers);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: "no_matching_signature" });
});

it("refuses a replay older than five minutes", async () => {
  const signed = await signWebhook({
    id: "evt_old",
    body: delivered as object,
    secret,
    timestamp: new Date(Date.now() - 10 * 60_000),
  });
  const res = await deliver(signed.body as string, signed.headers);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: "timestamp_out_of_tolerance" });
  expect(handled.map((e) => e.type)).toEqual(["sms.delivered"]);
});

it("answers 500 when the handler fails, so the retry of the same event is handled", async () => {
  const signed = await signWebhook({ id: "evt_retry_after_failure", body: delivered as object, secret });
  failNext = true;
  expect((await deliver(signed.body as string, signed.headers)).status).toBe(500);
  expect((await deliver(signed.body as string, signed.headers)).status).toBe(204);
  expect(handled).toHaveLength(2);
});
