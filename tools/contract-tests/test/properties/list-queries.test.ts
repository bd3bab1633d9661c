// Property-based tests of the list operations' query parameters, on the real server: values generated from
// each parameter's schema in the document (valid), or one parameter made invalid (as its schema says).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_API_VERSION } from "../support/api-version.js";
import { KEYS, US_RECIPIENT } from "../support/contract-fixture.js";
import { flatten, outOfRangeValue, typesOf, wrongTypeValue } from "../support/invalid-values.js";
import type { DocumentedOperation, DocumentedParameter, JsonSchema } from "../support/openapi-document.js";
import { schemaArbitrary } from "../support/schema-arbitrary.js";
import { roleCaller, versionApi } from "../support/version-api.js";
import {
  createQuietEndpoint,
  expectAcceptedOrBusinessRefusal,
  expectInvalidRequest,
  type PropertyServer,
  RUNS,
  startPropertyServer,
} from "./property-server.js";

let ctx: PropertyServer;

beforeAll(async () => {
  ctx = await startPropertyServer();
  // Something to list: a few messages (and their events as the simulator walks them) and a webhook endpoint.
  const call = roleCaller(ctx.client, ctx.api, { key: KEYS.full });
  for (let i = 0; i < 3; i++) {
    const sent = await call("sendMessage", {
      json: { to: ctx.api.recipient(US_RECIPIENT), template_id: "tmpl_plain" },
    });
    expect(sent.status).toBe(202);
  }
  await createQuietEndpoint(ctx);
});

afterAll(async () => {
  await ctx?.server.stop();
});

/** A query value as the wire carries it: a list as one comma-separated value (the document's `explode: false`). */
function wire(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(",");
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** A query string as its schema reads it: `"5"` is 5 where the parameter is an integer. */
function coerce(raw: string, schema: JsonSchema): unknown {
  const types = typesOf(schema, (ref) => ctx.contract.resolve<JsonSchema>(ref));
  if ((types.has("integer") || types.has("number")) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.has("array")) return raw === "" ? [] : raw.split(",");
  return raw;
}

function queryParams(op: DocumentedOperation): DocumentedParameter[] {
  return op.parameters.filter((p) => p.in === "query");
}

function toQuery(values: Record<string, unknown>): string {
  const q = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, wire(v)])).toString();
  return q ? `?${q}` : "";
}

// The document alone decides the cases: every GET with query parameters.
const api = versionApi(TEST_API_VERSION);
const lists = api.contract.operations.filter(
  (op) => op.method === "GET" && op.parameters.some((p) => p.in === "query"),
);

describe("the list operations", () => {
  // The event stream is a GET with a query too, where a version has one: its valid values answer 200 (its
  // opening message).
  it("are the four the document has, and the event stream", () => {
    const roles = ["listEvents", "listMessages", "listTemplates", "listWebhooks", "streamEvents"] as const;
    const expected = roles.flatMap((r) => api.operations[r] ?? []);
    expect(lists.map((op) => op.operationId).sort()).toEqual(expected.sort());
  });
});

describe.each(lists.map((op) => [op.operationId, op] as const))("%s query parameters", (_id, op) => {
  const resolve = (ref: string) => ctx.contract.resolve<JsonSchema>(ref);
  const key = op.operationId === api.operations.listWebhooks ? KEYS.hooks : KEYS.full;

  it("valid values answer 200, or 400 only for a cursor this list never returned (never 5xx)", async () => {
    const model = Object.fromEntries(
      queryParams(op).map((p) => [p.name, schemaArbitrary(p.schema, { resolve })]),
    );
    await fc.assert(
      fc.asyncProperty(fc.record(model, { requiredKeys: [] }), async (values) => {
        const res = await ctx.client.request("GET", `${op.pathTemplate}${toQuery(values)}`, { key });
        if ("cursor" in values && res.status === 400) {
          expect(res.violations).toEqual([]);
          expect((res.json as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toEqual([
            "cursor",
          ]);
        } else {
          expectAcceptedOrBusinessRefusal(res, 200);
          expect(res.status).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("one value against its schema always answers 400 invalid_request (never 5xx)", async () => {
    const params = queryParams(op);
    // The candidates are finite sets: enumerate them and keep the ones the schema refuses once it has read
    // the string (a filter that can never pass would make fast-check loop, e.g. any text is a valid cursor).
    const invalidOf = (p: DocumentedParameter) => {
      const candidates = [wrongTypeValue(p.schema, resolve), outOfRangeValue(p.schema, resolve)].flatMap(
        (a) => (a ? fc.sample(a, { numRuns: 50, seed: 1 }) : []),
      );
      const refused = [...new Set(candidates.map(wire))].filter(
        (raw) =>
          ctx.client.validator.schemaErrors(flatten(p.schema, resolve), coerce(raw, p.schema)).length > 0,
      );
      return refused.length === 0
        ? undefined
        : fc.constantFrom(...refused).map((raw) => ({ name: p.name, raw }));
    };
    const bad = params.map(invalidOf).filter((a) => a !== undefined);
    expect(bad.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.oneof(...bad), async ({ name, raw }) => {
        const res = await ctx.client.request("GET", `${op.pathTemplate}${toQuery({ [name]: raw })}`, { key });
        expectInvalidRequest(res);
      }),
      { numRuns: RUNS },
    );
  });
});
