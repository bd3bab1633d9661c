import { afterEach, describe, expect, it } from "vitest";
import { createSmsClient, type SendMessageRequest, SmsApiError, SmsTimeoutError } from "../src/v2/index.js";
import {
  type Answer,
  type ScriptedServer,
  type SeenRequest,
  startScriptedServer,
} from "./scripted-server.js";

const message = { id: "msg_1", object: "message", status: "queued" };
const accepted = { status: 202, body: message, headers: { location: "/v2/messages/msg_1" } };
// Typed as the request: a literal's `to` would widen to string, which v2's `+`-typed recipient refuses.
const sendBody: SendMessageRequest = { to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "2"] };
const v2Problem = (status: number, code: string) => ({
  status,
  contentType: "application/problem+json",
  body: {
    type: `https://docs.sms-api.example/errors#${code}`,
    title: code,
    status,
    detail: code,
    code,
    request_id: "req_1",
  },
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(answer: (request: SeenRequest, index: number) => Answer, options = {}) {
  server = await startScriptedServer(answer);
  const client = createSmsClient({
    baseUrl: server.baseUrl,
    apiKey: "sk_test_secret_value",
    retryDelayMs: 10,
    timeoutMs: 2_000,
    ...options,
  });
  return { client, seen: server.seen };
}

describe("v2 retries share v1's transport", () => {
  it("gives POST /v2/messages a generated Idempotency-Key, never X-Idempotency-Key, reused on every retry", async () => {
    const { client, seen } = await clientFor((_, i) =>
      i === 0 ? "drop" : i === 1 ? v2Problem(503, "service_unavailable") : accepted,
    );
    await expect(client.messages.send(sendBody)).resolves.toEqual(message);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(Array(3).fill("POST /v2/messages"));
    const keys = seen.map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{1,255}$/);
    expect(new Set(keys).size).toBe(1);
    expect(seen.every((r) => r.headers["x-idempotency-key"] === undefined)).toBe(true);
    expect(seen[0]?.headers.authorization).toBe("Bearer sk_test_secret_value");
  });

  it("sends the caller's key as Idempotency-Key", async () => {
    const { client, seen } = await clientFor(() => accepted);
    await client.messages.send(sendBody, { idempotencyKey: "order-4711-otp" });
    expect(seen[0]?.headers["idempotency-key"]).toBe("order-4711-otp");
    expect(seen[0]?.headers["x-idempotency-key"]).toBeUndefined();
  });

  it("retries a timed-out send with the same key, and never replays a cancel after a 503", async () => {
    const hanging = await clientFor(() => "hang", { timeoutMs: 200, maxRetries: 1 });
    await expect(hanging.client.messages.send(sendBody)).rejects.toBeInstanceOf(SmsTimeoutError);
    expect(hanging.seen).toHaveLength(2);
    expect(hanging.seen[0]?.headers["idempotency-key"]).toBe(hanging.seen[1]?.headers["idempotency-key"]);
    await server?.close();
    const unavailable = await clientFor(() => v2Problem(503, "service_unavailable"));
    await expect(unavailable.client.messages.cancel("msg_1")).rejects.toMatchObject({ status: 503 });
    expect(unavailable.seen).toHaveLength(1);
  });

  it("throws SmsApiError with the v2 problem, the same class as v1's", async () => {
    const { client } = await clientFor(() => v2Problem(422, "invalid_recipient"));
    const error = await client.messages.send(sendBody).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsApiError);
    const { SmsApiError: V1SmsApiError } = await import("../src/index.js");
    expect(error).toBeInstanceOf(V1SmsApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "invalid_recipient",
      problem: { code: "invalid_recipient" },
    });
    expect((error as SmsApiError).problem).not.toHaveProperty("success");
  });

  it("refuses a baseUrl that ends in /v2", () => {
    expect(() => createSmsClient({ baseUrl: "http://127.0.0.1:3000/v2", apiKey: "sk_test_x" })).toThrow(
      /without `\/v2`/,
    );
  });
});
