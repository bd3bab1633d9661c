import { isDeepStrictEqual } from "node:util";
import { type Json, resolve, valueAt } from "./json.ts";
import type { RatedChange } from "./redocly-diff.ts";

/** Keywords that describe a schema without constraining its values. */
const ANNOTATIONS = new Set([
  "title",
  "description",
  "examples",
  "example",
  "deprecated",
  "x-enumDescriptions",
]);

/**
 * The types a schema allows, for a report: `integer`, `string | null`, `object | null`. Follows `$ref`s and
 * unions (`anyOf`, `oneOf`), so a nullable reference reads `object | null` where Redocly wrote `any`.
 */
export function describeTypes(document: Json, schema: unknown, depth = 0): string[] {
  const resolved = resolve(document, schema);
  if (resolved === undefined || depth > 8) return [];
  const { schema: s } = resolved;
  const types = new Set<string>();
  if (typeof s.type === "string") types.add(s.type);
  if (Array.isArray(s.type)) for (const t of s.type) types.add(String(t));
  if (types.size === 0) {
    for (const keyword of ["anyOf", "oneOf"] as const) {
      for (const variant of Array.isArray(s[keyword]) ? s[keyword] : []) {
        for (const t of describeTypes(document, variant, depth + 1)) types.add(t);
      }
    }
    const values = Array.isArray(s.enum) ? s.enum : "const" in s ? [s.const] : [];
    for (const value of values)
      types.add(value === null ? "null" : typeof value === "number" ? "number" : typeof value);
  }
  return [...types];
}

/** What a type change means in plain words, when it is about `null` only. */
function nullNote(before: string[], after: string[]): string {
  const added = after.filter((t) => !before.includes(t));
  const removed = before.filter((t) => !after.includes(t));
  if (added.length === 1 && added[0] === "null" && removed.length === 0) return ": it may now be `null`";
  if (removed.length === 1 && removed[0] === "null" && added.length === 0)
    return ": `null` is no longer accepted";
  return "";
}

/**
 * Rewrites Redocly's "Type … widened from 'integer' to 'any'" with the types both schemas really allow
 * (`'integer' to 'integer | null': it may now be null`). Other messages are kept as they are.
 */
function rewordTypeChange(change: RatedChange, base: Json, revision: Json): RatedChange {
  const match = /^(.*) (widened|narrowed) from '[^']*' to '[^']*'\.$/.exec(change.message);
  if (change.rule !== "schema-type-changed" || match === null) return change;
  // Redocly points at the schema, or at its `type` (or `nullable`) keyword.
  const at = change.definedAt.replace(/\/(type|nullable)$/, "");
  const before = describeTypes(base, valueAt(base, at));
  const after = describeTypes(revision, valueAt(revision, at));
  if (before.length === 0 || after.length === 0) return change;
  const [, redoclySubject = "Type", verb] = match;
  // Redocly names properties only; a header's schema gets its header's name.
  const header = /\/headers\/([^/]+)\/schema(?:\/|$)/.exec(change.pointer)?.[1];
  const subject =
    redoclySubject === "Type" && header !== undefined
      ? `Type of header \`${header.replaceAll("~1", "/").replaceAll("~0", "~")}\``
      : redoclySubject;
  if (isDeepStrictEqual([...before].sort(), [...after].sort())) {
    return {
      ...change,
      message: `${subject} ${verb}: it is now one of several shapes (\`anyOf\`) of '${after.join(" | ")}'.`,
    };
  }
  const note = nullNote(before, after);
  return {
    ...change,
    message: `${subject} ${verb} from '${before.join(" | ")}' to '${after.join(" | ")}'${note}.`,
  };
}

function withoutAnnotations(schema: Json): Json {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !ANNOTATIONS.has(key)));
}

/** Whether `union` is an `anyOf` with a variant that is `schema` itself (both resolved, annotations aside). */
function hasVariant(union: Json | undefined, unionDocument: Json, schema: Json | undefined): boolean {
  if (union === undefined || schema === undefined || !Array.isArray(union.anyOf)) return false;
  const plain = withoutAnnotations(schema);
  return union.anyOf.some((variant: unknown) => {
    const resolved = resolve(unionDocument, variant);
    return resolved !== undefined && isDeepStrictEqual(withoutAnnotations(resolved.schema), plain);
  });
}

/**
 * Whether a verdict only echoes a schema wrapped into a union with itself, or unwrapped from one
 * (`T` → `anyOf: [T, null]` and back, the shape of a nullable `$ref`). Redocly then compares `T` with the
 * union's missing keywords and reports `anyOf` added or removed, "All properties … were removed", properties
 * "no longer required": none of it is true. What did change, the set of types, is rated by
 * `schema-type-changed` (widened for responses, narrowed for requests), which stays.
 */
function echoesUnionWrap(change: RatedChange, base: Json, revision: Json): boolean {
  if (change.rule === "schema-type-changed") return false;
  const segments = change.pointer.split("/");
  for (const drop of [0, 1]) {
    const at = segments.slice(0, segments.length - drop).join("/");
    const [before, after] = [
      resolve(base, valueAt(base, at))?.schema,
      resolve(revision, valueAt(revision, at))?.schema,
    ];
    if (hasVariant(after, revision, before) || hasVariant(before, base, after)) return true;
  }
  return false;
}

/**
 * Closing an object reads as what it does. (The gate normalizes `{ not: {} }` to `false`, so Redocly's own
 * words, "`unevaluatedProperties` … was set to 'false'", name a value the document does not even spell.)
 */
function rewordClosing(change: RatedChange): RatedChange {
  const match =
    /^`(?:unevaluated|additional)Properties`(?: of (`[^`]+`))? was (?:set to 'false'|added)\.$/.exec(
      change.message,
    );
  if (change.rule !== "schema-constraint-changed" || match === null) return change;
  return { ...change, message: `${match[1] ?? "An object"} was closed: unknown fields are now refused.` };
}

/**
 * Redocly's verdicts as the gate reports them: echoes of a union wrap rated additive (the type change
 * itself is rated on its own), type changes and closings reworded.
 */
export function correctVerdicts(changes: RatedChange[], base: Json, revision: Json): RatedChange[] {
  return changes.map((change) =>
    change.impact === "major" && echoesUnionWrap(change, base, revision)
      ? { ...change, impact: "patch" }
      : rewordClosing(rewordTypeChange(change, base, revision)),
  );
}
