import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallOptions, createSmsClient, paginate, SmsApiError, type SmsClient } from "../src/index.js";
import { operationCalls } from "./operation-calls.js";
import { type Prism, startPrism } from "./prism.js";

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}

const document = createRequire(import.meta.url)("@sms-api/openapi/v1/openapi.json") as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

let prism: Prism;
beforeAll(async () => {
  prism = await startPrism();
});
afterAll(() => prism?.stop());

/** A client of the mock with no retries: an example picked per call (`Prefer`) must come back at once. */
function mockClient(): SmsClient {
  return createSmsClient({
    baseUrl: prism.baseUrl,
    apiKey: "sk_test_demo_0123456789abcdef",
    maxRetries: 0,
    timeoutMs: 5_000,
  });
}

describe("every operation against the Prism mock", () => {
  it("has a call for every operation in the document", () => {
    expect(Object.keys(operationCalls).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(operations.map((op) => op.operationId))("%s returns its success body", async (operationId) => {
    const call = operationCalls[operationId];
    if (!call) throw new Error(`no call for ${operationId}`);
    const result = await call(mockClient());
    if (operationId === "Webhooks_delete") {
      expect(result).toBeUndefined();
      return;
    }
    if (operationId === "Events_stream") {
      // The example stream's messages, parsed: the opening message, then one event as GET /v1/events renders it.
      expect((result as { event: string }[]).map((m) => m.event)).toEqual(["stream.opened", "sms.delivered"]);
      expect(result).toMatchObject([
        {},
        { id: "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F", data: { type: "sms.delivered" } },
      ]);
      return;
    }
    expect(result).toMatchObject({ success: true });
    expect((result as { data: unknown }).data).toBeTypeOf("object");
  });

  it.each(operations.map((op) => op.operationId))(
    "%s turns every documented error example into SmsApiError",
    async (operationId) => {
      const operation = operations.find((op) => op.operationId === operationId) as Operation;
      const call = operationCalls[operationId] as (
        client: SmsClient,
        options?: CallOptions,
      ) => Promise<unknown>;
      let checked = 0;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const examples = response.content?.["application/problem+json"]?.examples ?? {};
        for (const [name, example] of Object.entries(examples)) {
          const problem = example.value as {
            code: string;
            detail: string;
            request_id: string;
            errors?: unknown[];
          };
          // The per-call `headers` option, as a partner picks an example: every method must send it.
          const error = await call(mockClient(), {
            headers: { Prefer: `code=${status}, example=${name}` },
          }).catch((e: unknown) => e);
          expect(error, `${status} ${name}`).toBeInstanceOf(SmsApiError);
          const apiError = error as SmsApiError;
          expect(apiError.status).toBe(Number(status));
          expect(apiError.code).toBe(problem.code);
          expect(apiError.detail).toBe(problem.detail);
          expect(apiError.request_id).toBe(problem.request_id);
          expect(apiError.errors).toEqual(problem.errors ?? []);
          expect(apiError.problem).toEqual(problem);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it("paginates: yields the example page's items and stops where next_cursor is null", async () => {
    const client = mockClient();
    const page = await client.sms.list({ limit: 10 });
    expect(page.next_cursor).toBeNull();
    const seen = [];
    for await (const message of paginate(client.sms.list, { limit: 10 })) seen.push(message);
    expect(seen).toEqual(page.data);
  });

  it("exposes the raw openapi-fetch client with the same key and typed results", async () => {
    const { data, error, response } = await mockClient().raw.GET("/v1/account");
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.data.account_id).toMatch(/^acc_/);
  });
});
