import { pointerSegments } from "./locate.ts";

/** A JSON object of an OpenAPI document, read loosely: the gate only reads the members it knows. */
// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is read member by member
export type Json = Record<string, any>;

/** Whether a value is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Escapes one segment of a JSON pointer (`/` → `~1`, `~` → `~0`). */
export function escapeSegment(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Joins a pointer and more segments, escaping each: `child("#/paths", "/v1/sms")` is `#/paths/~1v1~1sms`. */
export function child(pointer: string, ...segments: string[]): string {
  return [pointer, ...segments.map(escapeSegment)].join("/");
}

/**
 * The value a JSON pointer (`#/components/schemas/Message`) names in a document, or `undefined`. A `$ref`
 * segment follows the reference, as in Redocly's pointers (`…/schema/$ref/properties/name`), and so does a
 * segment a reference lacks (Redocly's change paths sometimes step through a `$ref` without naming it).
 */
export function valueAt(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of pointerSegments(pointer)) {
    const ref = isObject(node) && typeof node.$ref === "string" ? node.$ref : undefined;
    if (ref !== undefined && (segment === "$ref" || !(segment in (node as Json)))) {
      node = valueAt(document, ref);
      if (segment === "$ref") continue;
    }
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** A schema with its `$ref` (local, `#/...`) followed, and the pointer of the definition it came from. */
export interface Resolved {
  /** The schema itself (never a bare `$ref`). */
  schema: Json;
  /** Pointer of the followed definition (`#/components/schemas/Message`), or `undefined` when inline. */
  ref?: string;
}

/** Follows local `$ref`s of a schema (a chain too); the result is `undefined` when a reference is dangling. */
export function resolve(document: Json, schema: unknown): Resolved | undefined {
  let current = schema;
  let ref: string | undefined;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string"; hops++) {
    if (hops > 32) return undefined;
    ref = current.$ref;
    current = valueAt(document, current.$ref);
  }
  if (!isObject(current)) return undefined;
  return ref === undefined ? { schema: current } : { schema: current, ref };
}
