import { child, isObject, type Json, resolve } from "./json.ts";
import { describeLocation } from "./locate.ts";

/** HTTP methods of an OpenAPI path item. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** An operation present in both documents (a path's or a webhook's), with where a client meets it. */
export interface OperationPair {
  /** `paths` for an operation clients call, `webhooks` for a payload we send to the client. */
  section: "paths" | "webhooks";
  /** Where a client meets it: `POST /v1/sms/send`, `webhook sms.sent`. */
  where: string;
  /** JSON pointer of the operation. */
  pointer: string;
  /** The operation in the frozen baseline. */
  base: Json;
  /** The operation in the revision. */
  revision: Json;
  /** Path-level parameters of the baseline and the revision, which the operation inherits. */
  pathParameters: { base: unknown[]; revision: unknown[] };
}

/** Every operation of the baseline that the revision still has (removed ones are Redocly's to report). */
export function operationPairs(base: Json, revision: Json): OperationPair[] {
  const pairs: OperationPair[] = [];
  for (const section of ["paths", "webhooks"] as const) {
    for (const [name, baseItem] of Object.entries(base[section] ?? {})) {
      const revisionItem = revision[section]?.[name];
      if (!isObject(baseItem) || !isObject(revisionItem)) continue;
      for (const method of METHODS) {
        if (!isObject(baseItem[method]) || !isObject(revisionItem[method])) continue;
        const pointer = child(`#/${section}`, name, method);
        pairs.push({
          section,
          where: describeLocation(pointer),
          pointer,
          base: baseItem[method],
          revision: revisionItem[method],
          pathParameters: { base: baseItem.parameters ?? [], revision: revisionItem.parameters ?? [] },
        });
      }
    }
  }
  return pairs;
}

/** Who writes the data a schema describes: the client (`request`) or we (`response`, webhook payloads too). */
export type Direction = "request" | "response";

/** One schema of the baseline and its counterpart in the revision, reached from an operation. */
export interface SchemaPair {
  /** Who writes the data. */
  direction: Direction;
  /** Where a client meets it (the operation). */
  where: string;
  /** JSON pointer of the place in the operation, following `$ref`s as `…/$ref/…` like Redocly. */
  pointer: string;
  /** JSON pointer of the revision's definition: a component schema's member, or `pointer` when inline. */
  definedAt: string;
  /** How a report names it: `` `enabled` of `CreateWebhookRequest` ``, `` `limit` query parameter ``. */
  label: string;
  /** The baseline's schema (its `$ref` followed). */
  base: Json;
  /** The revision's schema (its `$ref` followed). */
  revision: Json;
}

/** One root of a schema walk: a parameter, a body, a header. */
interface Root {
  direction: Direction;
  pointer: string;
  label: string;
  base: unknown;
  revision: unknown;
}

/**
 * Every pair of schemas reachable from the operations both documents have, each definition visited once per
 * direction (the first place a client meets it names it, as in Redocly's report). Properties pair by name,
 * parameters by `in` and name, composition variants and `items` by position.
 */
export function schemaPairs(baseDocument: Json, revisionDocument: Json): SchemaPair[] {
  const pairs: SchemaPair[] = [];
  const seen = new Set<string>();
  const visit = (root: Root, where: string, definedAt: string): void => {
    const base = resolve(baseDocument, root.base);
    const revision = resolve(revisionDocument, root.revision);
    if (base === undefined || revision === undefined) return;
    const at = revision.ref ?? definedAt;
    const key = `${root.direction} ${base.ref ?? root.pointer} ${at}`;
    if (seen.has(key)) return;
    seen.add(key);
    const pointer =
      isObject(root.revision) && "$ref" in root.revision ? `${root.pointer}/$ref` : root.pointer;
    const label = revision.ref !== undefined && !root.label ? `\`${lastSegment(revision.ref)}\`` : root.label;
    pairs.push({
      ...root,
      where,
      pointer,
      definedAt: at,
      label,
      base: base.schema,
      revision: revision.schema,
    });
    const owner = revision.ref !== undefined ? lastSegment(revision.ref) : undefined;
    for (const next of children(base.schema, revision.schema, pointer, owner)) {
      visit({ ...next, direction: root.direction }, where, next.definedAt(at));
    }
  };
  for (const operation of operationPairs(baseDocument, revisionDocument)) {
    for (const root of operationRoots(operation)) visit(root, operation.where, root.pointer);
  }
  return pairs;
}

function lastSegment(pointer: string): string {
  return pointer
    .slice(pointer.lastIndexOf("/") + 1)
    .replaceAll("~1", "/")
    .replaceAll("~0", "~");
}

type Child = Omit<Root, "direction"> & { definedAt: (parent: string) => string };

/** The sub-schemas both sides have: properties by name, `items`, `additionalProperties`, variants by position. */
function children(base: Json, revision: Json, pointer: string, owner: string | undefined): Child[] {
  const out: Child[] = [];
  for (const [name, schema] of Object.entries(base.properties ?? {})) {
    if (revision.properties?.[name] === undefined) continue;
    out.push({
      pointer: child(pointer, "properties", name),
      label: owner === undefined ? `\`${name}\`` : `\`${name}\` of \`${owner}\``,
      base: schema,
      revision: revision.properties[name],
      definedAt: (parent) => child(parent, "properties", name),
    });
  }
  for (const keyword of ["items", "additionalProperties"] as const) {
    if (!isObject(base[keyword]) || !isObject(revision[keyword])) continue;
    out.push({
      pointer: child(pointer, keyword),
      label: "",
      base: base[keyword],
      revision: revision[keyword],
      definedAt: (parent) => child(parent, keyword),
    });
  }
  for (const keyword of ["anyOf", "oneOf", "allOf"] as const) {
    const [baseList, revisionList] = [base[keyword], revision[keyword]];
    if (!Array.isArray(baseList) || !Array.isArray(revisionList)) continue;
    baseList.forEach((schema: unknown, index: number) => {
      if (index >= revisionList.length) return;
      out.push({
        pointer: child(pointer, keyword, String(index)),
        label: "",
        base: schema,
        revision: revisionList[index],
        definedAt: (parent) => child(parent, keyword, String(index)),
      });
    });
  }
  return out;
}

/**
 * The schemas an operation carries. An operation's request body and parameters are written by the client
 * and its responses by us; a webhook is the other way round (we send the payload, the client answers).
 */
function operationRoots(operation: OperationPair): Root[] {
  const webhook = operation.section === "webhooks";
  const [sent, read]: [Direction, Direction] = webhook ? ["response", "request"] : ["request", "response"];
  const roots: Root[] = [];
  const revisionParameters = new Map(operationParameters(operation, "revision").map((p) => [p.key, p]));
  for (const base of operationParameters(operation, "base")) {
    const revision = revisionParameters.get(base.key);
    if (revision === undefined) continue;
    roots.push({
      direction: sent,
      pointer: `${revision.pointer}/schema`,
      label: `\`${base.parameter.name}\` ${base.parameter.in} parameter`,
      base: base.parameter.schema,
      revision: revision.parameter.schema,
    });
  }
  for (const [type, media] of Object.entries(operation.base.requestBody?.content ?? {})) {
    const revision = operation.revision.requestBody?.content?.[type];
    if (!isObject(media) || !isObject(revision)) continue;
    const pointer = child(operation.pointer, "requestBody", "content", type, "schema");
    roots.push({ direction: sent, pointer, label: "", base: media.schema, revision: revision.schema });
  }
  for (const [status, response] of Object.entries(operation.base.responses ?? {})) {
    const revision = operation.revision.responses?.[status];
    if (!isObject(response) || !isObject(revision)) continue;
    for (const [type, media] of Object.entries(response.content ?? {})) {
      const revisionMedia = revision.content?.[type];
      if (!isObject(media) || !isObject(revisionMedia)) continue;
      const pointer = child(operation.pointer, "responses", status, "content", type, "schema");
      roots.push({ direction: read, pointer, label: "", base: media.schema, revision: revisionMedia.schema });
    }
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const revisionHeader = revision.headers?.[name];
      if (!isObject(header) || !isObject(revisionHeader)) continue;
      const pointer = child(operation.pointer, "responses", status, "headers", name, "schema");
      const label = `\`${name}\` header of response \`${status}\``;
      roots.push({ direction: read, pointer, label, base: header.schema, revision: revisionHeader.schema });
    }
  }
  return roots;
}

/** A parameter an operation takes (its own or its path's), keyed by {@link parameterKey}, with its pointer. */
export interface OperationParameter {
  /** `in` and name. */
  key: string;
  /** JSON pointer of the parameter in the document. */
  pointer: string;
  /** The parameter object. */
  parameter: Json;
}

/** The parameters of one side of an operation: the path item's, overridden by the operation's own. */
export function operationParameters(
  operation: OperationPair,
  side: "base" | "revision",
): OperationParameter[] {
  const byKey = new Map<string, OperationParameter>();
  const pathItem = operation.pointer.slice(0, operation.pointer.lastIndexOf("/"));
  const lists: [string, unknown[]][] = [
    [pathItem, operation.pathParameters[side]],
    [operation.pointer, operation[side].parameters ?? []],
  ];
  for (const [owner, list] of lists) {
    list.forEach((parameter, index) => {
      if (!isObject(parameter)) return;
      const key = parameterKey(parameter);
      byKey.set(key, { key, pointer: child(owner, "parameters", String(index)), parameter });
    });
  }
  return [...byKey.values()];
}

/** A parameter's identity: its place and name (header names are case-insensitive). */
export function parameterKey(parameter: Json): string {
  const name = String(parameter.name);
  return `${parameter.in} ${parameter.in === "header" ? name.toLowerCase() : name}`;
}
