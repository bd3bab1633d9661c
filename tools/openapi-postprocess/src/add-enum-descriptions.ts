import type { OpenApiDocument } from "./openapi-document.js";

/** The extension Redoc and Scalar read to show one description per enum value. */
export const ENUM_DESCRIPTIONS_EXTENSION = "x-enumDescriptions";

/** Member docs per enum schema: `{ ErrorCode: { invalid_api_key: "401: …" } }`. */
export type EnumDescriptions = Record<string, Record<string, string>>;

/**
 * Copies the spec's enum member docs onto the matching `components.schemas` entries, because the
 * OpenAPI emitter drops them and docs readers need them (e.g. what each error `code` means).
 * Only values the schema actually lists are copied; a documented value missing from the schema throws.
 */
export function addEnumDescriptions(doc: OpenApiDocument, descriptions: EnumDescriptions): OpenApiDocument {
  const components = (doc.components ?? {}) as { schemas?: Record<string, Record<string, unknown>> };
  const schemas = { ...components.schemas };
  for (const [name, members] of Object.entries(descriptions)) {
    const schema = schemas[name];
    if (!schema) continue; // an enum the document does not use
    const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
    const unknown = Object.keys(members).filter((value) => !values.includes(value));
    if (unknown.length > 0) throw new Error(`Schema ${name} has no enum value ${unknown.join(", ")}.`);
    schemas[name] = { ...schema, [ENUM_DESCRIPTIONS_EXTENSION]: members };
  }
  return { ...doc, components: { ...components, schemas } };
}
