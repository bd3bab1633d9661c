// JSON Schema (the subset the document uses) → fast-check arbitraries of values valid against it.
import fc from "fast-check";
import type { JsonSchema } from "./openapi-document.js";

/** Options of {@link schemaArbitrary}. */
export interface SchemaArbitraryOptions {
  /** Resolves a `$ref` of the document (`#/components/schemas/X`) to its schema. */
  resolve: (ref: string) => JsonSchema;
  /** Arbitraries for `format` values, overriding the built-in ones. */
  formats?: Record<string, fc.Arbitrary<string>>;
  /**
   * Values the document gives for the root schema (its named examples): mixed into each generated
   * property, so generated bodies also pass deeper checks (a real template, a valid recipient).
   */
  samples?: unknown[];
  /** Most items of an array without `maxItems`, and extra keys of an open object. Default 4. */
  maxItems?: number;
}

/** Strings of any code point, or of printable ASCII: both, since servers often trip on one only. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: "grapheme-ascii" }),
    fc.string({ minLength, maxLength, unit: "binary" }),
  );
}

/** Loopback and private IPv4 hosts only: a generated URL never makes anyone resolve a name or reach outside. */
const safeHost = fc.oneof(
  fc.constant("127.0.0.1"),
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
    .map(([a, b, c]) => `127.${a}.${b}.${c}`),
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
    .map(([a, b, c]) => `10.${a}.${b}.${c}`),
  fc.tuple(fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `192.168.${a}.${b}`),
  fc.constant("[::1]"),
);

/** Built-in `format` arbitraries. */
export const FORMAT_ARBITRARIES: Record<string, fc.Arbitrary<string>> = {
  "date-time": fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2099-12-31T23:59:59Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
  date: fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc
    .tuple(
      fc.constantFrom("https", "http"),
      safeHost,
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/), { maxLength: 3 }),
    )
    .map(
      ([scheme, host, port, segments]) =>
        `${scheme}://${host}${port ? `:${port}` : ""}/${segments.join("/")}`,
    ),
  email: fc.emailAddress(),
  uuid: fc.uuid(),
};

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

function num(schema: JsonSchema, key: string): number | undefined {
  return typeof schema[key] === "number" ? (schema[key] as number) : undefined;
}

/** `false`, `{ not: {} }`: the object allows no other keys. */
function closes(value: unknown): boolean {
  if (value === false) return true;
  const v = value as { not?: unknown } | undefined;
  return (
    typeof v === "object" && v !== null && typeof v.not === "object" && Object.keys(v.not ?? {}).length === 0
  );
}

/** The arbitrary of values valid against `schema`. Throws on a keyword it cannot honour. */
export function schemaArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const formats = { ...FORMAT_ARBITRARIES, ...options.formats };
  const maxItems = options.maxItems ?? 4;

  const build = (s: JsonSchema, samples: unknown[], depth: number): fc.Arbitrary<unknown> => {
    if (depth > 20) throw new Error("schema nests too deeply (a recursive $ref?)");
    const { $ref, anyOf, oneOf, ...rest } = s;
    if (typeof $ref === "string") return build({ ...options.resolve($ref), ...rest }, samples, depth + 1);
    const branches = (anyOf ?? oneOf) as JsonSchema[] | undefined;
    if (branches) return fc.oneof(...branches.map((b) => build({ ...rest, ...b }, samples, depth + 1)));
    const generated = plain(rest, samples, depth);
    const given = [...((Array.isArray(s.examples) ? s.examples : []) as unknown[]), ...samples].filter(
      (v) => v !== undefined,
    );
    // The document's own values come up now and then; generated ones most of the time.
    return given.length === 0
      ? generated
      : fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...given) }, { weight: 3, arbitrary: generated });
  };

  const plain = (s: JsonSchema, samples: unknown[], depth: number): fc.Arbitrary<unknown> => {
    if ("const" in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const type = s.type ?? (s.properties ? "object" : s.items ? "array" : undefined);
    if (Array.isArray(type)) return fc.oneof(...type.map((t) => plain({ ...s, type: t }, samples, depth)));
    switch (type) {
      case "string":
        return stringArbitrary(s);
      case "integer": {
        const min = num(s, "minimum") ?? (num(s, "exclusiveMinimum") ?? INT32.min - 1) + 1;
        const max = num(s, "maximum") ?? (num(s, "exclusiveMaximum") ?? INT32.max + 1) - 1;
        return fc.integer({ min, max });
      }
      case "number":
        return fc.double({
          min: num(s, "minimum") ?? -1e9,
          max: num(s, "maximum") ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const min = num(s, "minItems") ?? 0;
        const items = build((s.items ?? {}) as JsonSchema, [], depth + 1);
        return fc.array(items, { minLength: min, maxLength: num(s, "maxItems") ?? min + maxItems });
      }
      case "object":
        return objectArbitrary(s, samples, depth);
      case undefined:
        return fc.jsonValue({ maxDepth: 2 });
      default:
        throw new Error(`unsupported type ${String(type)}`);
    }
  };

  const stringArbitrary = (s: JsonSchema): fc.Arbitrary<string> => {
    const minLength = num(s, "minLength") ?? 0;
    const maxLength = num(s, "maxLength");
    const fits = (v: string) =>
      [...v].length >= minLength && (maxLength === undefined || [...v].length <= maxLength);
    if (typeof s.format === "string" && formats[s.format])
      return (formats[s.format] as fc.Arbitrary<string>).filter(fits);
    if (typeof s.format === "string" && !/^(int32|int64)$/.test(s.format))
      throw new Error(`no arbitrary for format ${s.format}`);
    if (typeof s.pattern === "string") return fc.stringMatching(new RegExp(s.pattern, "u")).filter(fits);
    return text(minLength, maxLength ?? minLength + 24);
  };

  const objectArbitrary = (s: JsonSchema, samples: unknown[], depth: number): fc.Arbitrary<unknown> => {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = (s.required ?? []) as string[];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, prop] of Object.entries(properties)) {
      const nested = samples
        .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null)
        .map((x) => x[name])
        .filter((v) => v !== undefined);
      model[name] = build(prop, nested, depth + 1);
    }
    const known = fc.record(model, { requiredKeys: required.filter((r) => r in model) });
    const closed = closes(s.additionalProperties) || closes(s.unevaluatedProperties);
    if (closed) return known;
    const extraSchema =
      typeof s.additionalProperties === "object" ? (s.additionalProperties as JsonSchema) : {};
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties) && k !== "__proto__"),
      build(extraSchema, [], depth + 1),
      { maxKeys: maxItems },
    );
    return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
  };

  return build(schema, options.samples ?? [], 0);
}
