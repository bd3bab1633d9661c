import { deref, listOperations, listWebhooks, type OpenApiDocument } from "./openapi-walk.js";

type Json = Record<string, unknown>;

/**
 * One difference between an older and a newer document. `subject` names where it is (an operation as
 * `METHOD /path` of the newer document, a schema, `Schema.field`); `before` and `after` are what each
 * document has there, absent on the side that has nothing.
 */
export interface Difference {
  /** What differs: `operation`, `operation id`, `parameter`, `response`, `response header`, `event type`, `schema`, `field`, `required`, `type`, `constraint`, `enum value`. */
  kind: string;
  subject: string;
  before?: string;
  after?: string;
}

/** Keywords whose change alters which values a field accepts. */
const CONSTRAINTS = [
  "maxLength",
  "minLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "maxItems",
  "minItems",
];

const schemasOf = (doc: OpenApiDocument) =>
  ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;

/** `/v1/sms/send` → `/sms/send`: every path carries its version, which is not itself a difference. */
const unversioned = (path: string) => path.replace(/^\/v\d+(?=\/)/, "");

/** An event type's resource prefix (`sms` of `sms.delivered`), as schema names spell it (`Sms`). */
function eventPrefixes(doc: OpenApiDocument): Set<string> {
  return new Set(listWebhooks(doc).map((t) => t.split(".")[0] ?? ""));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Pairs each schema of `before` with its counterpart in `after`: the same name, or the same once the
 * older envelope suffix is dropped (`MessageListEnvelope` → `MessageList`) and the event prefix renamed
 * (`SmsDeliveredEvent` → `MessageDeliveredEvent`).
 */
function pairSchemas(before: OpenApiDocument, after: OpenApiDocument): Map<string, string> {
  const afterNames = new Set(Object.keys(schemasOf(after)));
  const beforeNames = new Set(Object.keys(schemasOf(before)));
  const oldPrefixes = [...eventPrefixes(before)].filter((p) => !eventPrefixes(after).has(p));
  const newPrefixes = [...eventPrefixes(after)].filter((p) => !eventPrefixes(before).has(p));
  const pairs = new Map<string, string>();
  for (const name of Object.keys(schemasOf(before))) {
    // An envelope pairs with the bare name only when that name is new (`MessageEnvelope` wrapped `Message`).
    const bare = name.replace(/Envelope$/, "");
    const candidates = [name, ...(beforeNames.has(bare) ? [] : [bare])];
    if (oldPrefixes.length === 1 && newPrefixes.length === 1) {
      const [from, to] = [capitalised(oldPrefixes[0] ?? ""), capitalised(newPrefixes[0] ?? "")];
      if (name.startsWith(from) && name.endsWith("Event")) candidates.push(to + name.slice(from.length));
    }
    const match = candidates.find((c) => afterNames.has(c));
    if (match) pairs.set(name, match);
  }
  return pairs;
}

/** A schema's fields: its own, or those every branch of its `oneOf` / `anyOf` has. */
interface Fields {
  properties: Record<string, Json>;
  required: Set<string>;
  /** Whether the fields come from the branches of a union, whose types differ branch by branch. */
  fromUnion: boolean;
}

function fieldsOf(doc: OpenApiDocument, schema: Json): Fields {
  const branches = ((schema.oneOf ?? schema.anyOf) as Json[] | undefined)?.map((b) => deref<Json>(doc, b));
  if (!schema.properties && branches?.length) {
    const each = branches.map((b) => fieldsOf(doc, b));
    const [first, ...rest] = each;
    const names = Object.keys(first?.properties ?? {}).filter((n) => rest.every((r) => n in r.properties));
    return {
      properties: Object.fromEntries(names.map((n) => [n, first?.properties[n] ?? {}])),
      required: new Set(names.filter((n) => each.every((r) => r.required.has(n)))),
      fromUnion: true,
    };
  }
  return {
    properties: (schema.properties ?? {}) as Record<string, Json>,
    required: new Set((schema.required ?? []) as string[]),
    fromUnion: false,
  };
}

/** A field's type in words, with schema names translated to the newer document's by `rename`. */
function typeOf(node: Json, rename: (name: string) => string): string {
  if (typeof node.$ref === "string") return rename(node.$ref.split("/").pop() ?? "");
  const union = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (union) return union.map((b) => typeOf(b, rename)).join(" | ");
  if (node.type === "array") return `array of ${typeOf((node.items ?? {}) as Json, rename)}`;
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
  return String(node.type ?? "any");
}

function diffEnum(subject: string, before: unknown[], after: unknown[]): Difference[] {
  const removed = before
    .filter((v) => !after.includes(v))
    .map((v) => ({ kind: "enum value", subject, before: String(v) }));
  const added = after
    .filter((v) => !before.includes(v))
    .map((v) => ({ kind: "enum value", subject, after: String(v) }));
  return [...removed, ...added];
}

function diffSchema(
  before: OpenApiDocument,
  after: OpenApiDocument,
  name: string,
  rename: (name: string) => string,
): Difference[] {
  const [a, b] = [schemasOf(before)[name] ?? {}, schemasOf(after)[rename(name)] ?? {}];
  const subject = rename(name);
  if (Array.isArray(a.enum) && Array.isArray(b.enum)) return diffEnum(subject, a.enum, b.enum);
  const [fa, fb] = [fieldsOf(before, a), fieldsOf(after, b)];
  const out: Difference[] = [];
  for (const field of Object.keys(fa.properties))
    if (!(field in fb.properties)) out.push({ kind: "field", subject, before: field });
  for (const field of Object.keys(fb.properties))
    if (!(field in fa.properties)) out.push({ kind: "field", subject, after: field });
  for (const [field, pa] of Object.entries(fa.properties)) {
    const pb = fb.properties[field];
    if (!pb) continue;
    const where = `${subject}.${field}`;
    if (fa.required.has(field) !== fb.required.has(field))
      out.push({
        kind: "required",
        subject: where,
        before: String(fa.required.has(field)),
        after: String(fb.required.has(field)),
      });
    if (fa.fromUnion || fb.fromUnion) continue;
    const [ta, tb] = [typeOf(pa, rename), typeOf(pb, (n) => n)];
    if (ta !== tb) out.push({ kind: "type", subject: where, before: ta, after: tb });
    for (const keyword of CONSTRAINTS) {
      if (pa[keyword] === pb[keyword]) continue;
      const show = (v: unknown) => (v === undefined ? undefined : `${keyword} ${String(v)}`);
      out.push({ kind: "constraint", subject: where, before: show(pa[keyword]), after: show(pb[keyword]) });
    }
  }
  return out;
}

function operationKey(op: { tag: string | undefined; operationId: string }): string {
  return `${op.tag ?? ""} ${op.operationId.split("_").pop() ?? op.operationId}`;
}

function rawOperation(doc: OpenApiDocument, path: string, method: string): Json {
  return ((doc.paths as Record<string, Json>)[path]?.[method.toLowerCase()] ?? {}) as Json;
}

function parameterNames(doc: OpenApiDocument, op: Json): string[] {
  return ((op.parameters ?? []) as Json[]).map((p) => {
    const param = deref<Json>(doc, p);
    return `${String(param.in)} ${String(param.name)}`;
  });
}

/** Per status: the response's body schema (by name) and its header names. */
function responsesOf(doc: OpenApiDocument, op: Json): Map<string, { body: string; headers: string[] }> {
  const out = new Map<string, { body: string; headers: string[] }>();
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
    const response = deref<Json>(doc, raw);
    const media = Object.values((response.content ?? {}) as Record<string, Json>)[0];
    const body = media?.schema ? typeOf(media.schema as Json, (n) => n) : "no body";
    out.set(status, { body, headers: Object.keys((response.headers ?? {}) as Json) });
  }
  return out;
}

function diffOperations(
  before: OpenApiDocument,
  after: OpenApiDocument,
  rename: (n: string) => string,
): Difference[] {
  const out: Difference[] = [];
  const newer = new Map(listOperations(after).map((op) => [operationKey(op), op]));
  const matched = new Set<string>();
  for (const a of listOperations(before)) {
    const b = newer.get(operationKey(a));
    const label = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
    if (!b) {
      out.push({ kind: "operation", subject: label(a), before: label(a) });
      continue;
    }
    matched.add(operationKey(a));
    const subject = label(b);
    if (a.method !== b.method || unversioned(a.path) !== unversioned(b.path))
      out.push({ kind: "operation", subject, before: label(a), after: label(b) });
    if (a.operationId !== b.operationId)
      out.push({ kind: "operation id", subject, before: a.operationId, after: b.operationId });
    const [ra, rb] = [rawOperation(before, a.path, a.method), rawOperation(after, b.path, b.method)];
    const [pa, pb] = [parameterNames(before, ra), parameterNames(after, rb)];
    for (const p of pa) if (!pb.includes(p)) out.push({ kind: "parameter", subject, before: p });
    for (const p of pb) if (!pa.includes(p)) out.push({ kind: "parameter", subject, after: p });
    const [sa, sb] = [responsesOf(before, ra), responsesOf(after, rb)];
    for (const [status, x] of sa) {
      const y = sb.get(status);
      if (!y) {
        out.push({ kind: "response", subject: `${subject} ${status}`, before: x.body });
        continue;
      }
      const renamedBody = x.body === "no body" ? x.body : x.body.split(" | ").map(rename).join(" | ");
      if (renamedBody !== y.body)
        out.push({ kind: "response", subject: `${subject} ${status}`, before: x.body, after: y.body });
      for (const h of x.headers)
        if (!y.headers.includes(h))
          out.push({ kind: "response header", subject: `${subject} ${status}`, before: h });
      for (const h of y.headers)
        if (!x.headers.includes(h))
          out.push({ kind: "response header", subject: `${subject} ${status}`, after: h });
    }
    for (const [status, y] of sb)
      if (!sa.has(status)) out.push({ kind: "response", subject: `${subject} ${status}`, after: y.body });
  }
  for (const [key, b] of newer)
    if (!matched.has(key))
      out.push({ kind: "operation", subject: `${b.method} ${b.path}`, after: `${b.method} ${b.path}` });
  return out;
}

/** Event types paired by what follows the prefix (`sms.delivered` ↔ `message.delivered`). */
function diffEventTypes(before: OpenApiDocument, after: OpenApiDocument): Difference[] {
  const suffix = (t: string) => t.slice(t.indexOf(".") + 1);
  const [a, b] = [listWebhooks(before), listWebhooks(after)];
  const out: Difference[] = [];
  for (const type of a) {
    const counterpart = b.find((t) => suffix(t) === suffix(type));
    if (counterpart !== type)
      out.push({ kind: "event type", subject: suffix(type), before: type, after: counterpart });
  }
  for (const type of b)
    if (!a.some((t) => suffix(t) === suffix(type)))
      out.push({ kind: "event type", subject: suffix(type), after: type });
  return out;
}

/**
 * Every difference a partner moving from `before` to `after` meets: operations matched by tag and
 * operation name (`Sms_send` ↔ `Messages_send`) and compared by method, version-free path, parameters,
 * response bodies and headers; event types; schemas paired by name (see {@link pairSchemas}) and
 * compared field by field (presence, required, type, constraints) or value by value for enums. Text
 * (descriptions, examples) is not compared.
 */
export function diffDocuments(before: OpenApiDocument, after: OpenApiDocument): Difference[] {
  const pairs = pairSchemas(before, after);
  const rename = (name: string) => pairs.get(name) ?? name;
  const out = [...diffOperations(before, after, rename), ...diffEventTypes(before, after)];
  const paired = new Set(pairs.values());
  for (const name of Object.keys(schemasOf(before))) {
    const counterpart = pairs.get(name);
    if (!counterpart) out.push({ kind: "schema", subject: name, before: name });
    else if (counterpart !== name)
      out.push({ kind: "schema", subject: counterpart, before: name, after: counterpart });
    if (counterpart) out.push(...diffSchema(before, after, name, rename));
  }
  for (const name of Object.keys(schemasOf(after)))
    if (!paired.has(name)) out.push({ kind: "schema", subject: name, after: name });
  return out;
}
