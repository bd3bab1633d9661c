import type { OpenApiDocument } from "./openapi-document.js";

/** Whether a value is the schema that nothing matches, `{ "not": {} }`. */
function isFalseSchema(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const not = (value as { not?: unknown }).not;
  return (
    keys.length === 1 &&
    keys[0] === "not" &&
    not !== null &&
    typeof not === "object" &&
    Object.keys(not).length === 0
  );
}

/** Rewrites every `unevaluatedProperties` of a value, depth first, leaving everything else as it is. */
function close(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(close);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    out[key] = key === "unevaluatedProperties" && isFalseSchema(member) ? false : close(member);
  }
  return out;
}

/**
 * Writes the emitter's `unevaluatedProperties: { not: {} }` (from `...Record<never>`) as the boolean
 * `false` it means. Both refuse every unknown field in JSON Schema, but not every tool reads the
 * object form as closed (Prism accepted unknown fields with it), and OWASP API3 linters ask for `false`.
 */
export function closeSchemas(doc: OpenApiDocument): OpenApiDocument {
  return close(doc) as OpenApiDocument;
}
