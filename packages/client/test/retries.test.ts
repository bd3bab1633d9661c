import { afterEach, describe, expect, it } from "vitest";
import { createSmsClient, SmsApiError, SmsNetworkError, SmsTimeoutError } from "../src/index.js";
import {
  type Answer,
  problem,
  type ScriptedServer,
  type SeenRequest,
  startScriptedServer,
} from "./scripted-server.js";

const accepted = {
  status: 202,
  body: { success: true, data: { message_id: "msg_1", status: "queued" } },
  headers: { location: "/v1/sms/msg_1" },
};
const sendBody = { to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] };

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

describe("retries", () => {
  it("gives a send a generated idempotency key and reuses it on every retry", async () => {
    const { client, seen } = await clientFor((_, i) =>
      i === 0 ? "drop" : i === 1 ? problem(503, "service_unavailable") : accepted,
    );
    await expect(client.sms.send(sendBody)).resolves.toMatchObject({ data: { message_id: "msg_1" } });
    expect(seen).toHaveLength(3);
    const keys = seen.map((r) => r.headers["x-idempotency-key"]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{1,255}$/);
    expect(new Set(keys).size).toBe(1);
    expect(seen.every((r) => r.body === JSON.stringify(sendBody))).toBe(true);
    expect(seen[0]?.headers.authorization).toBe("Bearer sk_test_secret_value");
  });

  it("uses the caller's idempotency key", async () => {
    const { client, seen } = await clientFor(() => accepted);
    await client.sms.send(sendBody, { idempotencyKey: "order-4711-otp" });
    expect(seen[0]?.headers["x-idempotency-key"]).toBe("order-4711-otp");
  });

  it("retries 409 idempotency_request_in_progress but not another 409", async () => {
    const inProgress = await clientFor((_, i) =>
      i === 0 ? problem(409, "idempotency_request_in_progress") : accepted,
    );
    await expect(inProgress.client.sms.send(sendBody)).resolves.toBeDefined();
    expect(inProgress.seen).toHaveLength(2);
    await server?.close();
    const notCancellable = await clientFor(() => problem(409, "message_not_cancellable"));
    await expect(notCancellable.client.sms.cancel("msg_1")).rejects.toMatchObject({
      code: "message_not_cancellable",
    });
    expect(notCancellable.seen).toHaveLength(1);
  });

  it("honours Retry-After on 429 and gives up after maxRetries with the last error", async () => {
    const { client, seen } = await clientFor(
      () => ({ ...problem(429, "rate_limited"), headers: { "retry-after": "1" } }),
      {
        maxRetries: 1,
      },
    );
    const error = await client.account.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(seen).toHaveLength(2);
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("does not wait for a Retry-After longer than maxRetryDelayMs", async () => {
    const { client, seen } = await clientFor(() => ({
      ...problem(503, "service_unavailable"),
      headers: { "retry-after": "120" },
    }));
    await expect(client.templates.list()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it.each([400, 401, 402, 403, 404, 422, 500])("never retries a %i", async (status) => {
    const { client, seen } = await clientFor(() => problem(status, "some_code"));
    await expect(client.sms.send(sendBody)).rejects.toMatchObject({ status });
    expect(seen).toHaveLength(1);
  });

  it("does not replay a POST without idempotency key after a 503 or a dropped connection", async () => {
    const unavailable = await clientFor(() => problem(503, "service_unavailable"));
    await expect(unavailable.client.webhooks.rotateSecret("whk_1")).rejects.toMatchObject({ status: 503 });
    expect(unavailable.seen).toHaveLength(1);
    await server?.close();
    const dropped = await clientFor(() => "drop");
    await expect(
      dropped.client.webhooks.create({ url: "https://e.example/h", events: ["*"] }),
    ).rejects.toBeInstanceOf(SmsNetworkError);
    expect(dropped.seen).toHaveLength(1);
  });

  it("retries reads after network errors up to maxRetries, then throws SmsNetworkError", async () => {
    const { client, seen } = await clientFor(() => "drop", { maxRetries: 2 });
    const error = await client.sms.get("msg_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsNetworkError);
    expect(String(error)).not.toContain("sk_test_secret_value");
    expect(seen).toHaveLength(3);
  });

  it("throws SmsTimeoutError when no answer arrives in timeoutMs, retrying the send with the same key", async () => {
    const { client, seen } = await clientFor(() => "hang", { timeoutMs: 200, maxRetries: 1 });
    const error = await client.sms.send(sendBody).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsTimeoutError);
    expect((error as SmsTimeoutError).timeoutMs).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers["x-idempotency-key"]).toBe(seen[1]?.headers["x-idempotency-key"]);
  });

  it("stops at once when the caller aborts, with the caller's reason", async () => {
    const { client } = await clientFor(() => "hang");
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user gave up")), 50);
    await expect(client.sms.get("msg_1", { signal: controller.signal })).rejects.toThrow("user gave up");
  });
});

describe("answers that are not problem documents", () => {
  it("still become SmsApiError, with code unexpected_response and the raw body", async () => {
    const { client } = await clientFor(() => ({
      status: 502,
      body: "<html>bad gateway</html>",
      contentType: "text/html",
    }));
    const error = (await client.account.get().catch((e: unknown) => e)) as SmsApiError;
    expect(error).toBeInstanceOf(SmsApiError);
    expect(error).toMatchObject({ status: 502, code: "unexpected_response", request_id: "req_test_1" });
    expect(error.problem).toBeUndefined();
    expect(error.body).toBe("<html>bad gateway</html>");
  });
});

describe("options", () => {
  it("refuses a missing key and a baseUrl with the version segment", () => {
    expect(() => createSmsClient({ baseUrl: "http://127.0.0.1:3000", apiKey: "" })).toThrow(/apiKey/);
    expect(() => createSmsClient({ baseUrl: "http://127.0.0.1:3000/v1", apiKey: "sk_test_x" })).toThrow(
      /without `\/v1`/,
    );
    expect(() => createSmsClient({ baseUrl: "localhost:3000", apiKey: "sk_test_x" })).toThrow(
      /absolute http\(s\) URL/,
    );
  });
});
