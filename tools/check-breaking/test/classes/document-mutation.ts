import { child, isObject, type Json, valueAt } from "../../src/json.ts";

/** A gate verdict: a change partners would break on, or one that only grows the version. */
export type Verdict = "breaking" | "additive";

/** One change class of CONTRIBUTING.md's table, proven by a change and the verdict the gate must reach. */
export interface ClassCase {
  /** The class's id, as in the table's first column: `request-body.property-removed-closed`. */
  class: string;
  /** What the change is, in API designer's words. */
  name: string;
  /** The verdict the gate must reach. */
  verdict: Verdict;
  /**
   * For a breaking change: the rule that must rate it, where the report must place it, text of its message,
   * and how many entries the report has (default 1: no echo of the same change under other rules).
   */
  expect?: { rule: string; where: string; mentions: string; entries?: number };
}

/** A change class proven on a copy of the frozen baseline document (fast: no spec compile). */
export interface DocumentMutation extends ClassCase {
  /** Applied to both the baseline and the revision first, when the baseline lacks what the class changes. */
  prepare?: (document: Json) => void;
  /** The change, applied to the revision only. */
  change: (document: Json) => void;
}

/** The object at a JSON pointer; throws when it is missing, so no mutation passes without changing anything. */
export function at(document: Json, pointer: string): Json {
  const value = valueAt(document, pointer);
  if (!isObject(value)) throw new Error(`mutation target missing: ${pointer}`);
  return value;
}

/** A component schema of the document. */
export function schema(document: Json, name: string): Json {
  return at(document, child("#/components/schemas", name));
}

/** A property of a component schema. */
export function property(document: Json, name: string, field: string): Json {
  return at(document, child("#/components/schemas", name, "properties", field));
}

/** An operation: `operation(doc, "post", "/v1/sms/send")`, or a webhook's with `"webhooks"` as section. */
export function operation(document: Json, method: string, path: string, section = "paths"): Json {
  return at(document, child(`#/${section}`, path, method));
}

/** An operation's parameter by name; throws when it has none by that name. */
export function parameter(document: Json, method: string, path: string, name: string): Json {
  const found = (operation(document, method, path).parameters ?? []).find((p: Json) => p.name === name);
  if (!isObject(found)) throw new Error(`mutation target missing: ${name} parameter of ${method} ${path}`);
  return found;
}

/** Deletes a member that must be there. */
export function remove(object: Json, key: string): void {
  if (!(key in object)) throw new Error(`mutation target missing: ${key}`);
  delete object[key];
}
