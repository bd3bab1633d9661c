// Invalid values derived from a schema: a valid value, mutated (a required field dropped, a wrong type, an
// unknown field, a value out of range). The caller filters with a real validator, so "invalid" is never a guess.
import fc from "fast-check";
import type { JsonSchema } from "./openapi-document.js";

/** A mutated value and what was done to it (shown in a counterexample). */
export interface Mutated {
  /** The mutated value. */
  value: unknown;
  /** What was changed, e.g. `drop required to`. */
  mutation: string;
}

type Resolve = (ref: string) => JsonSchema;

/** `$ref` followed and sibling keywords kept. */
export function flatten(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const { $ref, ...rest } = schema;
  return typeof $ref === "string" ? flatten({ ...resolve($ref), ...rest }, resolve) : schema;
}

/** The JSON types a schema accepts (through `$ref`, `anyOf`, `oneOf`, `enum`, `const`). */
export function typesOf(schema: JsonSchema, resolve: Resolve): Set<string> {
  const s = flatten(schema, resolve);
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (branches)
    return new Set(
      branches.flatMap((b) => [...typesOf({ ...s, anyOf: undefined, oneOf: undefined, ...b }, resolve)]),
    );
  const values = "const" in s ? [s.const] : Array.isArray(s.enum) ? (s.enum as unknown[]) : undefined;
  if (values)
    return new Set(values.map((v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v)));
  const type = s.type ?? (s.properties ? "object" : s.items ? "array" : undefined);
  if (type === undefined)
    return new Set(["string", "number", "integer", "boolean", "null", "array", "object"]);
  return new Set(Array.isArray(type) ? (type as string[]) : [String(type)]);
}

const SAMPLES: [string, unknown][] = [
  ["string", "text"],
  ["integer", 42],
  ["number", 4.5],
  ["boolean", true],
  ["null", null],
  ["array", [1]],
  ["object", { a: 1 }],
];

/** Values of a JSON type the schema does not accept; undefined when it accepts every type. */
export function wrongTypeValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> | undefined {
  const allowed = typesOf(schema, resolve);
  const wrong = SAMPLES.filter(([type]) => {
    if (allowed.has(type)) return false;
    // An integer is a number; 4.5 is the wrong type where only integers are allowed.
    return !(type === "integer" && allowed.has("number"));
  }).map(([, v]) => v);
  return wrong.length > 0 ? fc.constantFrom(...wrong) : undefined;
}

/** Values of the right type but outside the schema's bounds, enum, pattern or format. */
export function outOfRangeValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> | undefined {
  const s = flatten(schema, resolve);
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  const parts = branches
    ? branches.map((b) => flatten({ ...s, anyOf: undefined, oneOf: undefined, ...b }, resolve))
    : [s];
  const out: unknown[] = [];
  for (const p of parts) {
    if (typeof p.maxLength === "number") out.push("x".repeat(p.maxLength + 1));
    if (typeof p.minLength === "number" && p.minLength > 0) out.push("x".repeat(p.minLength - 1));
    if (Array.isArray(p.enum) && p.enum.every((v) => typeof v === "string"))
      out.push("not_a_documented_value");
    if (typeof p.pattern === "string") out.push("", "~ not matching ~");
    if (typeof p.format === "string" && p.type === "string")
      out.push(`not a ${p.format}`, "2026-02-30T25:61:00Z");
    if (typeof p.minimum === "number") out.push(p.minimum - 1);
    if (typeof p.maximum === "number") out.push(p.maximum + 1);
    if (p.type === "integer") out.push(((p.minimum as number | undefined) ?? 0) + 0.5);
    if (typeof p.minItems === "number" && p.minItems > 0) out.push([]);
    if (p.items) {
      const item = outOfRangeValue(p.items as JsonSchema, resolve);
      if (item) out.push(...fc.sample(item, { numRuns: 3, seed: 7 }).map((v) => [v]));
    }
  }
  return out.length > 0 ? fc.constantFrom(...out) : undefined;
}

function closes(value: unknown): boolean {
  if (value === false) return true;
  const v = value as { not?: unknown } | undefined;
  return (
    typeof v === "object" && v !== null && typeof v.not === "object" && Object.keys(v.not ?? {}).length === 0
  );
}

/** Options of {@link invalidVariants}. */
export interface InvalidVariantsOptions {
  /** Resolves a `$ref` of the document. */
  resolve: Resolve;
  /** The real validator's verdict: only values it refuses are kept. */
  isValid: (value: unknown) => boolean;
}

/** Mutations of valid values of an object schema that the validator refuses. */
export function invalidVariants(
  schema: JsonSchema,
  valid: fc.Arbitrary<unknown>,
  options: InvalidVariantsOptions,
): fc.Arbitrary<Mutated> {
  const { resolve } = options;
  const s = flatten(schema, resolve);
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = (s.required ?? []) as string[];
  const closed = closes(s.additionalProperties) || closes(s.unevaluatedProperties);
  return valid
    .chain((value) => {
      const base = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
      const set = (name: string, v: unknown) => ({ ...base, [name]: v });
      const muts: fc.Arbitrary<Mutated>[] = [];
      for (const name of required) {
        const { [name]: _dropped, ...rest } = base;
        muts.push(fc.constant({ value: rest, mutation: `drop required ${name}` }));
      }
      if (closed)
        muts.push(
          fc
            .constantFrom("x_unknown", "To", "template", "variable")
            .map((k) => ({ value: set(k, "1"), mutation: `unknown field ${k}` })),
        );
      for (const [name, prop] of Object.entries(properties)) {
        const wrong = wrongTypeValue(prop, resolve);
        if (wrong) muts.push(wrong.map((v) => ({ value: set(name, v), mutation: `wrong type of ${name}` })));
        const range = outOfRangeValue(prop, resolve);
        if (range) muts.push(range.map((v) => ({ value: set(name, v), mutation: `out of range ${name}` })));
        const items = flatten(prop, resolve).items as JsonSchema | undefined;
        const wrongItem = items ? wrongTypeValue(items, resolve) : undefined;
        if (wrongItem) {
          const list = Array.isArray(base[name]) ? (base[name] as unknown[]) : [];
          muts.push(
            wrongItem.map((v) => ({
              value: set(name, [...list, v]),
              mutation: `wrong item type in ${name}`,
            })),
          );
        }
      }
      const whole = wrongTypeValue(schema, resolve);
      if (whole) muts.push(whole.map((v) => ({ value: v, mutation: "wrong type of the whole body" })));
      return fc.oneof(...muts);
    })
    .filter((m) => !options.isValid(m.value));
}
