import type { Contract, DocumentedOperation, JsonSchema } from "./openapi-document.js";

/** The size keywords a request schema can declare, with the field-error `code` a value beyond each gets. */
export const BOUND_CODES = {
  maxLength: "too_long",
  minLength: "too_short",
  maxItems: "too_long",
  minItems: "too_short",
  maximum: "out_of_range",
  minimum: "out_of_range",
} as const;

/** A size keyword of {@link BOUND_CODES}. */
export type BoundKeyword = keyof typeof BOUND_CODES;

/** One bound the document declares on data a client sends. */
export interface DeclaredBound {
  /** The operation that takes the value. */
  operation: DocumentedOperation;
  /** Where the value goes. */
  in: "body" | "query" | "header";
  /** For the body, the path of property names (`"0"` for an array's first item); else the parameter name. */
  path: string[];
  /** The keyword and its limit. */
  keyword: BoundKeyword;
  limit: number;
  /** The bounded schema, references resolved. */
  schema: JsonSchema;
}

/** `"/variables/0"` for the body, the parameter name otherwise: how a field error names the value. */
export function fieldName(bound: DeclaredBound): string {
  return bound.in === "body" ? `/${bound.path.join("/")}` : (bound.path[0] ?? "");
}

/** One line naming a bound, for test titles. */
export function describeBound(bound: DeclaredBound): string {
  return `${bound.operation.operationId} ${bound.in} ${fieldName(bound)} ${bound.keyword} ${bound.limit}`;
}

/** Resolves `$ref` chains of a schema. */
function deref(contract: Contract, schema: JsonSchema): JsonSchema {
  let s = schema;
  for (let i = 0; i < 10 && typeof s.$ref === "string"; i++) s = contract.resolve<JsonSchema>(s.$ref);
  return s;
}

/**
 * Every bound on request data, read from the document: request bodies (properties, array items and each
 * `anyOf` branch, at any depth), query parameters and headers. Path parameters are identifiers that are
 * only looked up, and the document bounds none of them.
 */
export function declaredBounds(contract: Contract): DeclaredBound[] {
  const bounds: DeclaredBound[] = [];
  const visit = (
    operation: DocumentedOperation,
    where: DeclaredBound["in"],
    raw: JsonSchema,
    path: string[],
    depth: number,
  ) => {
    if (depth > 8) return;
    const schema = deref(contract, raw);
    for (const keyword of Object.keys(BOUND_CODES) as BoundKeyword[]) {
      const limit = schema[keyword];
      if (typeof limit === "number") bounds.push({ operation, in: where, path, keyword, limit, schema });
    }
    for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[])
      visit(operation, where, branch, path, depth + 1);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
      visit(operation, where, property, [...path, name], depth + 1);
    if (schema.items && typeof schema.items === "object")
      visit(operation, where, schema.items as JsonSchema, [...path, "0"], depth + 1);
  };
  for (const operation of contract.operations) {
    if (operation.requestBody) visit(operation, "body", operation.requestBody.schema, [], 0);
    for (const p of operation.parameters) {
      if (p.in === "query" || p.in === "header") visit(operation, p.in, p.schema, [p.name], 0);
    }
  }
  return bounds;
}
