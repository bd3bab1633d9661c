// Property-based tests of every operation with a request body, on the real server. Bodies come from the
// document's request schemas (valid), or from mutating valid ones (invalid, as the document's schema says).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_API_VERSION } from "../support/api-version.js";
import { KEYS } from "../support/contract-fixture.js";
import { invalidVariants } from "../support/invalid-values.js";
import type { JsonSchema } from "../support/openapi-document.js";
import { schemaArbitrary } from "../support/schema-arbitrary.js";
import { type CoreRole, type OperationRole, versionWire } from "../support/version-wire.js";
import {
  createQuietEndpoint,
  expectAcceptedOrBusinessRefusal,
  expectInvalidRequest,
  type PropertyServer,
  RUNS,
  startPropertyServer,
} from "./property-server.js";

let ctx: PropertyServer;
let webhookId = "";

beforeAll(async () => {
  ctx = await startPropertyServer();
  webhookId = await createQuietEndpoint(ctx);
});

afterAll(async () => {
  await ctx?.server.stop();
});

interface BodyCase {
  role: OperationRole;
  /** The role's operation in this project's version (test titles name it). */
  operationId: string;
  /** Key to use: sends on the main account; webhooks on an account that never sends, so nothing is delivered. */
  key: string;
  path: () => string;
  /** Mix the operation's named request examples into the generated bodies (never for URLs: no DNS names). */
  useExamples: boolean;
}

const { operations } = versionWire(TEST_API_VERSION);
const bodyCase = (role: CoreRole, key: string, path: () => string, useExamples: boolean): BodyCase => ({
  role,
  operationId: operations[role],
  key,
  path,
  useExamples,
});

const CASES: BodyCase[] = [
  bodyCase("sendMessage", KEYS.full, () => ctx.api.path("sendMessage"), true),
  bodyCase("createWebhook", KEYS.hooks, () => ctx.api.path("createWebhook"), false),
  bodyCase(
    "updateWebhook",
    KEYS.hooks,
    () => ctx.api.path("updateWebhook", { webhook_id: webhookId }),
    false,
  ),
  // The account that never sends: the balances set here are nobody else's.
  bodyCase("setTestBalance", KEYS.hooks, () => ctx.api.path("setTestBalance"), true),
];

describe("every operation with a request body has a case here", () => {
  it("and no other", () => {
    const withBody = ctx.contract.operations.filter((op) => op.requestBody).map((op) => op.operationId);
    expect(withBody.sort()).toEqual(CASES.map((c) => c.operationId).sort());
  });
});

describe.each(CASES)("$operationId bodies from the document's schema", (c) => {
  const parts = () => {
    const op = ctx.api.operation(c.role);
    const body = op.requestBody;
    if (!body) throw new Error(`${op.operationId} takes no body`);
    const resolve = (ref: string) => ctx.contract.resolve<JsonSchema>(ref);
    const valid = schemaArbitrary(body.schema, { resolve, samples: c.useExamples ? body.examples : [] });
    const isValid = (v: unknown) => ctx.client.validator.schemaErrors(body.schema, v).length === 0;
    return { op, valid, isValid, invalid: invalidVariants(body.schema, valid, { resolve, isValid }) };
  };

  it("a valid body is accepted, or refused only with a documented business status (never 400/413/415, never 5xx)", async () => {
    const { op, valid, isValid } = parts();
    const success = [...op.responses.keys()].find((s) => s < 300) ?? 200;
    await fc.assert(
      fc.asyncProperty(valid, async (body) => {
        expect(isValid(body)).toBe(true);
        const res = await ctx.client.request(op.method, c.path(), { key: c.key, json: body });
        expectAcceptedOrBusinessRefusal(res, success);
      }),
      { numRuns: RUNS },
    );
  });

  it("an invalid body always gets 400 invalid_request with field errors (never 5xx)", async () => {
    const { op, invalid } = parts();
    await fc.assert(
      fc.asyncProperty(invalid, async ({ value }) => {
        const res = await ctx.client.request(op.method, c.path(), { key: c.key, json: value });
        expectInvalidRequest(res);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("what the properties reached", () => {
  it("valid bodies reached both acceptance and business refusals; every response was documented", () => {
    const hits = (role: CoreRole, status: number) =>
      ctx.client.coverage.hits(ctx.api.operations[role], status);
    expect(hits("sendMessage", 202)).toBeGreaterThan(0);
    expect(hits("sendMessage", 422)).toBeGreaterThan(0);
    expect(hits("createWebhook", 201)).toBeGreaterThan(0);
    expect(hits("createWebhook", 422)).toBeGreaterThan(0);
    expect(hits("updateWebhook", 200)).toBeGreaterThan(0);
    expect(ctx.client.violations).toEqual([]);
  });
});
