import { isObject, type Json } from "./json.ts";

/**
 * Rewrites an OpenAPI 3.1 document into an equivalent one that Redocly's diff rules read right. Each rewrite
 * keeps exactly the set of values the schema accepts; pointers of everything Redocly reports stay valid.
 *
 * - A closed object spelled `unevaluatedProperties: { not: {} }` (or `additionalProperties`), as TypeSpec
 *   emits it, becomes `false`: Redocly only knows `false`, so it treated our closed request bodies as open and
 *   let a removed request field through, although the server answers `400 unknown_field` to it.
 * - A nullable inline scalar spelled `anyOf: [{ type: T, … }, { type: "null" }]` becomes
 *   `type: [T, "null"]` with the variant's keywords (and `null` added to its `enum`). Redocly's type rule
 *   understands type lists: making a request field nullable is then additive, and making a response field
 *   nullable reads "widened from 'integer' to 'integer | null'" instead of "to 'any'".
 */
export function normalizeDocument<T>(document: T): T {
  return normalizeNode(structuredClone(document)) as T;
}

const CLOSING_KEYWORDS = ["unevaluatedProperties", "additionalProperties"] as const;

function normalizeNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeNode);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = normalizeNode(value);
  for (const keyword of CLOSING_KEYWORDS) {
    if (isNothing(out[keyword])) out[keyword] = false;
  }
  return foldNullable(out);
}

/** `{ not: {} }`: the schema no value matches, i.e. `false`. */
function isNothing(schema: unknown): boolean {
  return (
    isObject(schema) &&
    Object.keys(schema).length === 1 &&
    isObject(schema.not) &&
    !Object.keys(schema.not).length
  );
}

/**
 * Keywords of a scalar variant that null satisfies anyway (they only constrain strings or numbers) or that
 * only annotate: a variant with nothing else folds exactly. `enum` and `const` are handled apart.
 */
const FOLDABLE = new Set([
  "type",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "enum",
  "const",
  "title",
  "description",
  "examples",
  "deprecated",
]);

function isNull(schema: unknown): boolean {
  return isObject(schema) && Object.keys(schema).length === 1 && schema.type === "null";
}

/** Folds `anyOf: [scalar, null]` into the parent when no keyword of the two clashes; otherwise keeps it. */
function foldNullable(schema: Json): Json {
  const variants = schema.anyOf;
  if (!Array.isArray(variants) || variants.length !== 2) return schema;
  const value = variants.find((variant) => !isNull(variant));
  if (!variants.some(isNull) || !isObject(value)) return schema;
  if (typeof value.type !== "string" || value.type === "object" || value.type === "array") return schema;
  if (!Object.keys(value).every((key) => FOLDABLE.has(key))) return schema;
  const { anyOf: _, ...parent } = schema;
  if (Object.keys(value).some((key) => key in parent)) return schema;
  const folded: Json = { ...parent, ...value, type: [value.type, "null"] };
  if (Array.isArray(value.enum)) folded.enum = [...value.enum, null];
  if ("const" in value) {
    delete folded.const;
    folded.enum = [value.const, null];
  }
  return folded;
}
