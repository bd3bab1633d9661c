import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmsClient, paginate, SmsApiError, type SmsClient } from "../src/v2/index.js";
import { operationCallsV2 } from "./operation-calls-v2.js";
import { type Prism, startPrism } from "./prism.js";

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}

const document = createRequire(import.meta.url)("@sms-api/openapi/v2/openapi.json") as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const ids = operations.map((op) => op.operationId);

let prism: Prism;
beforeAll(async () => {
  prism = await startPrism("v2");
});
afterAll(() => prism?.stop());

/** A v2 client of the mock with no retries: an example picked per call (`Prefer`) must come back at once. */
function mockClient(): SmsClient {
  return createSmsClient({
    baseUrl: prism.baseUrl,
    apiKey: "sk_test_demo_0123456789abcdef",
    maxRetries: 0,
    timeoutMs: 5_000,
  });
}

function callOf(operationId: string) {
  const call = operationCallsV2[operationId];
  if (!call) throw new Error(`no call for ${operationId}`);
  return call;
}

describe("every v2 operation against a Prism mock of v2's document", () => {
  it("has a call for every operation in the document", () => {
    expect(Object.keys(operationCallsV2).sort()).toEqual([...ids].sort());
  });

  it.each(ids)("%s returns the v2 resource itself, no envelope", async (operationId) => {
    const result = await callOf(operationId)(mockClient());
    if (operationId === "Webhooks_delete") {
      expect(result).toBeUndefined();
      return;
    }
    expect(result).not.toHaveProperty("success");
    expect((result as { object: unknown }).object).toMatch(
      /^(message|template|account|webhook_endpoint|event|list)$/,
    );
  });

  it.each(ids)("%s turns every documented error example into SmsApiError", async (operationId) => {
    const operation = operations.find((op) => op.operationId === operationId) as Operation;
    let checked = 0;
    for (const [status, response] of Object.entries(operation.responses)) {
      if (Number(status) < 400) continue;
      for (const [name, example] of Object.entries(
        response.content?.["application/problem+json"]?.examples ?? {},
      )) {
        const problem = example.value as {
          code: string;
          detail: string;
          request_id: string;
          errors?: unknown[];
        };
        const error = await callOf(operationId)(mockClient(), {
          headers: { Prefer: `code=${status}, example=${name}` },
        }).catch((e: unknown) => e);
        expect(error, `${status} ${name}`).toBeInstanceOf(SmsApiError);
        const apiError = error as SmsApiError;
        expect(apiError).toMatchObject({
          status: Number(status),
          code: problem.code,
          detail: problem.detail,
        });
        expect(apiError.request_id).toBe(problem.request_id);
        expect(apiError.errors).toEqual(problem.errors ?? []);
        expect(apiError.problem).toEqual(problem);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("paginates a v2 list: yields the example page's items and stops where next_cursor is null", async () => {
    const client = mockClient();
    const page = await client.messages.list({ limit: 10 });
    expect(page).toMatchObject({ object: "list", next_cursor: null });
    const seen = [];
    for await (const message of paginate(client.messages.list, { limit: 10 })) seen.push(message);
    expect(seen).toEqual(page.data);
  });

  it("exposes the raw openapi-fetch client of v2's paths", async () => {
    const { data, error, response } = await mockClient().raw.GET("/v2/account");
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.object).toBe("account");
  });
});
