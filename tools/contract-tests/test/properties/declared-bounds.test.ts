// The contract and the server agree on every bound: for each size bound the document declares on request
// data (read from the document, so a new bound is covered without a change here), the real server takes a
// value at the bound and refuses one just beyond it with the documented code.

import type { ApiVersion } from "@sms-api/openapi";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_API_VERSION } from "../support/api-version.js";
import type { ContractResponse } from "../support/contract-client.js";
import { KEYS, US_RECIPIENT } from "../support/contract-fixture.js";
import {
  BOUND_CODES,
  type DeclaredBound,
  declaredBounds,
  describeBound,
  fieldName,
} from "../support/declared-bounds.js";
import type { JsonSchema } from "../support/openapi-document.js";
import { schemaArbitrary } from "../support/schema-arbitrary.js";
import { versionApi } from "../support/version-api.js";
import { createQuietEndpoint, type PropertyServer, startPropertyServer } from "./property-server.js";

/** Runs per bound and side: each is one request, and the values differ only in their letters. */
const RUNS = 5;

let ctx: PropertyServer;
const pathParams: Record<string, string> = {};
/** Bounds whose at-bound request was fully accepted (2xx), by description. */
const accepted = new Set<string>();

beforeAll(async () => {
  ctx = await startPropertyServer();
  pathParams.webhook_id = await createQuietEndpoint(ctx);
});

afterAll(async () => {
  await ctx?.server.stop();
});

const api = versionApi(TEST_API_VERSION);
const { contract } = api;
const bounds = declaredBounds(contract);
const resolve = (ref: string) => contract.resolve<JsonSchema>(ref);

/** Letters and digits: every bounded string of the document takes them, its patterns included. */
const ALNUM = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
/** The server runs with insecure webhooks allowed: a loopback URL needs no DNS and receives nothing. */
const URL_PREFIX = "http://127.0.0.1:9/";

function letters(length: number): fc.Arbitrary<string> {
  return fc.string({ unit: ALNUM, minLength: length, maxLength: length });
}

/** Values of exactly `size` (characters, items, or the number itself) that the rest of the schema takes. */
function sized(bound: DeclaredBound, size: number): fc.Arbitrary<unknown> {
  const { schema } = bound;
  switch (bound.keyword) {
    case "maximum":
    case "minimum":
      return fc.constant(size);
    case "maxLength":
    case "minLength":
      return schema.format === "uri"
        ? letters(size - URL_PREFIX.length).map((s) => URL_PREFIX + s)
        : letters(size);
    default: {
      // Items as short as their schema allows, so that the longest list fits in the 16 KiB body.
      const items = (schema.items ?? {}) as JsonSchema;
      const itemSchema = items.$ref === undefined ? items : resolve(String(items.$ref));
      // Enum items (event types) take their own values, so a list at its bound can be accepted.
      const item = Array.isArray(itemSchema.enum)
        ? fc.constantFrom(...(itemSchema.enum as unknown[]))
        : itemSchema.type === "string"
          ? letters(1)
          : null;
      return fc.array(item ?? schemaArbitrary(items, { resolve }), { minLength: size, maxLength: size });
    }
  }
}

/** The size just beyond the bound, or undefined when none exists (a minimum of 0 characters). */
function beyond(bound: DeclaredBound): number | undefined {
  const size = bound.keyword.startsWith("max") ? bound.limit + 1 : bound.limit - 1;
  return size < 0 ? undefined : size;
}

/** The operation's success example as a base request, with every URL made a loopback one. */
function baseBody(bound: DeclaredBound): Record<string, unknown> {
  const example = structuredClone(bound.operation.requestBody?.examples[0] ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(example))
    if (typeof v === "string" && /^https?:\/\//.test(v)) example[k] = `${URL_PREFIX}hooks`;
  return example;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  path.slice(0, -1).forEach((key, i) => {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = path[i + 1] === "0" ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1] as string] = value;
}

/** Sends the operation's base request with `value` at the bound's place. */
async function send(bound: DeclaredBound, value: unknown): Promise<ContractResponse> {
  const op = bound.operation;
  const path = op.pathTemplate.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = pathParams[name];
    if (v === undefined) throw new Error(`no value for path parameter ${name} of ${op.operationId}`);
    return v;
  });
  // Webhook endpoints belong to the account that never sends, so no delivery is ever attempted; the test
  // balance set at its bounds is that account's too, so the full key's sends keep theirs.
  const key = /^\/v\d+\/(webhooks|test-helpers)/.test(op.pathTemplate) ? KEYS.hooks : KEYS.full;
  const name = bound.path[0] as string;
  if (bound.in === "query")
    return ctx.client.request(op.method, `${path}?${new URLSearchParams({ [name]: String(value) })}`, {
      key,
    });
  if (bound.in === "header")
    return ctx.client.request(op.method, path, {
      key,
      ...(op.requestBody ? { json: baseBody(bound) } : {}),
      headers: { [name]: String(value) },
    });
  const body = baseBody(bound);
  setAt(body, bound.path, value);
  return ctx.client.request(op.method, path, { key, json: body });
}

/**
 * The documented code for a value beyond a bound: api-v1.md §3, step 3 (the schema) answers
 * `invalid_request` naming the field; step 4 answers a malformed idempotency key `invalid_idempotency_key`.
 */
function refusalCode(bound: DeclaredBound): string {
  return bound.in === "header" && /idempotency-key$/i.test(fieldName(bound))
    ? "invalid_idempotency_key"
    : "invalid_request";
}

/** Whether the answer refuses the value for the bound's reason (and not for what its letters say). */
function refusedForBound(res: ContractResponse, bound: DeclaredBound): boolean {
  const problem = (res.json ?? {}) as { code?: string; errors?: { field: string; code: string }[] };
  if (res.status !== 400 || problem.code !== refusalCode(bound)) return false;
  if (problem.code !== "invalid_request") return true;
  // An empty list in a query (`types=`, explode: false) is an empty value on the wire: the server refuses
  // it as such (`invalid`, "Empty value found"), before any item count is read.
  const codes: string[] = [BOUND_CODES[bound.keyword]];
  if (bound.in === "query" && bound.keyword === "minItems") codes.push("invalid");
  // Header names are case-insensitive; the server names them in lower case.
  const same = (field: string) =>
    bound.in === "header"
      ? field.toLowerCase() === fieldName(bound).toLowerCase()
      : field === fieldName(bound);
  return (problem.errors ?? []).some((e) => same(e.field) && codes.includes(e.code));
}

/** Bounds each version's document is known to declare: the discovery below must find at least these. */
const KNOWN_BOUNDS: Record<ApiVersion, string[]> = {
  v1: [
    "Sms_send body /to maxLength 15",
    "Sms_send body /variables maxItems 1530",
    "Webhooks_update body /description maxLength 500",
    "Sms_list query limit maximum 100",
    "Sms_send header X-Idempotency-Key maxLength 255",
  ],
  // `+` and the 15 digits E.164 allows; one idempotency header (api-v2.md §1 rows 4 and 5).
  v2: [
    "Messages_send body /to maxLength 16",
    "Messages_send body /variables maxItems 1530",
    "Webhooks_update body /description maxLength 500",
    "Messages_list query limit maximum 100",
    "Messages_send header Idempotency-Key maxLength 255",
  ],
};

describe("the bounds come from the document", () => {
  it("and include the ones of the send request, the webhook requests and the list parameters", () => {
    const names = bounds.map(describeBound);
    for (const known of KNOWN_BOUNDS[api.version]) expect(names).toContain(known);
  });
});

describe.each(bounds.map((b) => [describeBound(b), b] as const))("%s", (title, bound) => {
  it("a value at the bound passes it: the answer is documented, never 5xx, never a refusal for its size", async () => {
    await fc.assert(
      fc.asyncProperty(sized(bound, bound.limit), async (value) => {
        const res = await send(bound, value);
        expect(res.violations).toEqual([]);
        expect(res.status).toBeLessThan(500);
        expect(refusedForBound(res, bound)).toBe(false);
        if (res.status < 300) accepted.add(title);
      }),
      { numRuns: RUNS },
    );
  });

  const size = beyond(bound);
  it.skipIf(size === undefined)(
    "a value just beyond it is refused with the documented code, naming the field",
    async () => {
      await fc.assert(
        fc.asyncProperty(sized(bound, size ?? 0), async (value) => {
          const res = await send(bound, value);
          expect(res.violations).toEqual([]);
          expect(refusedForBound(res, bound)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe("at the largest bounds of a send, the message is accepted", () => {
  const sendSchema = api.operation("sendMessage").requestBody?.schema as JsonSchema;
  const properties = (resolve(String(sendSchema.$ref)).properties ?? {}) as Record<string, JsonSchema>;
  const variables = properties.variables as JsonSchema;
  const most = Number(variables.maxItems);
  // A value's bound is its template's `max_variable_length`: the largest a template may declare.
  const template = contract.resolve<JsonSchema>("#/components/schemas/Template");
  const longest = Number(
    ((template.properties as Record<string, JsonSchema>).max_variable_length as JsonSchema).maximum,
  );

  it.each([
    { template_id: "tmpl_longest", variables: () => ["x".repeat(longest)] },
    { template_id: "tmpl_most", variables: () => Array.from({ length: most }, () => "x") },
  ])("$template_id: 202", async ({ template_id, variables: values }) => {
    const res = await ctx.client.request("POST", api.path("sendMessage"), {
      key: KEYS.full,
      json: { to: api.recipient(US_RECIPIENT), template_id, variables: values() },
    });
    expect(res.violations).toEqual([]);
    expect(res.status).toBe(202);
  });
});

describe("what the bounds reached", () => {
  it("requests at the bound were fully accepted on every operation that has one", () => {
    const operations = new Set(bounds.map((b) => b.operation.operationId));
    const reached = new Set([...accepted].map((t) => t.split(" ")[0]));
    expect([...reached].sort()).toEqual([...operations].sort());
    expect(ctx.client.violations).toEqual([]);
  });
});
