// The JSON Schema → fast-check converter on its own: everything it generates is valid against the schema
// (checked by Ajv over the document), it reaches every shape, and it refuses what it cannot honour.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidVariants } from "../support/invalid-values.js";
import { type JsonSchema, loadContract } from "../support/openapi-document.js";
import { createResponseValidator } from "../support/response-validator.js";
import { schemaArbitrary } from "../support/schema-arbitrary.js";

const contract = loadContract("v1");
const validator = createResponseValidator(contract);
const resolve = (ref: string) => contract.resolve<JsonSchema>(ref);
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

describe("schemaArbitrary generates only valid values", () => {
  it.each<[string, JsonSchema]>([
    ["bounded string", { type: "string", minLength: 2, maxLength: 5 }],
    ["pattern", { type: "string", pattern: "^[A-Za-z0-9._:-]{1,255}$" }],
    ["date-time", { type: "string", format: "date-time" }],
    ["uri with maxLength", { type: "string", format: "uri", maxLength: 40 }],
    ["bounded integer", { type: "integer", format: "int32", minimum: 1, maximum: 100 }],
    ["unbounded integer", { type: "integer" }],
    ["number", { type: "number", minimum: 0 }],
    ["boolean", { type: "boolean" }],
    ["enum", { type: "string", enum: ["a", "b"] }],
    ["const", { const: "x" }],
    ["type list", { type: ["string", "null"], maxLength: 3 }],
    ["array", { type: "array", items: { type: "string" }, minItems: 1 }],
    ["anyOf with sibling maxLength", { anyOf: [{ type: "string" }, { type: "null" }], maxLength: 5 }],
    [
      "oneOf",
      {
        oneOf: [
          { type: "integer", minimum: 5 },
          { type: "string", maxLength: 0 },
        ],
      },
    ],
    [
      "closed object",
      {
        type: "object",
        required: ["a"],
        properties: { a: { type: "string" }, b: { type: "integer" } },
        unevaluatedProperties: { not: {} },
      },
    ],
    [
      "additionalProperties false",
      { type: "object", properties: { a: { type: "boolean" } }, additionalProperties: false },
    ],
    [
      "open object",
      { type: "object", properties: { a: { type: "null" } }, additionalProperties: { type: "integer" } },
    ],
    ["$ref SendMessageRequest", ref("SendMessageRequest")],
    ["$ref CreateWebhookRequest", ref("CreateWebhookRequest")],
    ["$ref UpdateWebhookRequest", ref("UpdateWebhookRequest")],
    ["$ref EventSelector (anyOf of enums)", ref("EventSelector")],
    ["$ref IdempotencyKey (pattern)", ref("IdempotencyKey")],
    ["$ref Problem (format uri, nested $ref)", ref("Problem")],
    ["$ref Message (nullable, arrays of objects)", ref("Message")],
  ])("%s", (_name, schema) => {
    fc.assert(
      fc.property(schemaArbitrary(schema, { resolve }), (value) => {
        expect(validator.schemaErrors(schema, value)).toEqual([]);
      }),
      { numRuns: 100, seed: 42 },
    );
  });
});

describe("schemaArbitrary reaches every shape", () => {
  const sample = (schema: JsonSchema, options = {}) =>
    fc.sample(schemaArbitrary(schema, { resolve, ...options }), { numRuns: 300, seed: 3 });

  it("omits and includes optional properties, never unknown ones on a closed object", () => {
    const schema = resolve("#/components/schemas/SendMessageRequest");
    // The keys come from the document, so a new optional send field (CONTRIBUTING's additive example) keeps this passing.
    const declared = Object.keys((schema.properties as object | undefined) ?? {});
    const required = (schema.required as string[] | undefined) ?? [];
    const optional = declared.filter((key) => !required.includes(key));
    expect(optional.length).toBeGreaterThan(0);
    const values = sample(ref("SendMessageRequest")) as Record<string, unknown>[];
    for (const key of optional) {
      expect(values.some((v) => key in v)).toBe(true);
      expect(values.some((v) => !(key in v))).toBe(true);
    }
    expect(values.every((v) => Object.keys(v).every((k) => declared.includes(k)))).toBe(true);
  });

  it("adds extra keys to an open object", () => {
    const values = sample({ type: "object", properties: {}, additionalProperties: { type: "integer" } });
    expect(values.some((v) => Object.keys(v as object).length > 0)).toBe(true);
  });

  it("takes every branch of an anyOf", () => {
    const values = sample({ anyOf: [{ type: "string" }, { type: "null" }] });
    expect(values.some((v) => v === null)).toBe(true);
    expect(values.some((v) => typeof v === "string")).toBe(true);
  });

  it("mixes in the document's sample values", () => {
    const values = sample(ref("SendMessageRequest"), {
      samples: [{ to: "919000000001", template_id: "tmpl_otp" }],
    });
    expect(values.some((v) => (v as { to: string }).to === "919000000001")).toBe(true);
    expect(values.some((v) => (v as { to: string }).to !== "919000000001")).toBe(true);
  });

  it("generates URLs on loopback or private IP literals only (nothing to resolve, nothing outside)", () => {
    for (const url of sample({ type: "string", format: "uri" }) as string[]) {
      expect(new URL(url).hostname).toMatch(/^(127\.|10\.|192\.168\.|\[::1\]$)/);
    }
  });

  it.each<[string, JsonSchema, RegExp]>([
    ["an unknown format", { type: "string", format: "hostname" }, /no arbitrary for format hostname/],
    ["an unknown type", { type: "bigint" }, /unsupported type bigint/],
  ])("refuses %s", (_name, schema, message) => {
    expect(() => schemaArbitrary(schema, { resolve })).toThrow(message);
  });
});

describe("invalidVariants", () => {
  it.each(["SendMessageRequest", "CreateWebhookRequest", "UpdateWebhookRequest"])(
    "of %s are all refused by the schema and cover each kind of mutation",
    (name) => {
      const schema = ref(name);
      const isValid = (v: unknown) => validator.schemaErrors(schema, v).length === 0;
      const arb = invalidVariants(schema, schemaArbitrary(schema, { resolve }), { resolve, isValid });
      const values = fc.sample(arb, { numRuns: 300, seed: 11 });
      expect(values.every((m) => !isValid(m.value))).toBe(true);
      const kinds = new Set(values.map((m) => m.mutation.split(" ").slice(0, 2).join(" ")));
      for (const kind of ["wrong type", "unknown field", "out of"])
        expect([...kinds].join(",")).toContain(kind);
      if (name !== "UpdateWebhookRequest") expect(kinds).toContain("drop required");
    },
  );
});
