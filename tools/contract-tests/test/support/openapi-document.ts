import { type ApiVersion, loadOpenApi } from "@sms-api/openapi";

/** A JSON Schema object as the document writes it (OpenAPI 3.1 is JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** One documented response header. */
export interface DocumentedHeader {
  /** Header name as the document spells it. */
  name: string;
  /** Whether the response must carry it. */
  required: boolean;
  /** Schema of the header's value. */
  schema: JsonSchema;
}

/** One documented response of an operation. */
export interface DocumentedResponse {
  /** HTTP status, e.g. `202`. */
  status: number;
  /** Media type → schema of the body; empty when the response has no body. */
  content: Record<string, JsonSchema>;
  /** Names of the named examples, by media type (error examples are named after their `code`). */
  exampleNames: Record<string, string[]>;
  /** Documented headers. */
  headers: DocumentedHeader[];
  /** For a `text/event-stream` body: the schema of each event's `data:`, by event name (`x-sse-events`). */
  sseEvents: Record<string, JsonSchema>;
}

/** One documented parameter. */
export interface DocumentedParameter {
  /** Parameter name. */
  name: string;
  /** `query`, `path` or `header`. */
  in: string;
  /** Whether it is required. */
  required: boolean;
  /** Its schema. */
  schema: JsonSchema;
}

/** One operation of the document, with what a validator or a generator needs. */
export interface DocumentedOperation {
  /** `operationId`, e.g. `Sms_send`. */
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path template, e.g. `/v1/sms/{message_id}`. */
  pathTemplate: string;
  /** Documented responses by status. */
  responses: Map<number, DocumentedResponse>;
  /** Its parameters (references resolved). */
  parameters: DocumentedParameter[];
  /** JSON request body schema, when the operation takes a body. */
  requestBody?: { mediaType: string; schema: JsonSchema; examples: unknown[] };
}

/** The loaded contract: the raw document, its operations, and lookups. */
export interface Contract {
  /** The major version the document describes. */
  version: ApiVersion;
  /** The parsed document (a fresh copy). */
  document: Record<string, unknown>;
  /** Every operation, in document order. */
  operations: DocumentedOperation[];
  /** An operation by `operationId`; throws when unknown. */
  operation(operationId: string): DocumentedOperation;
  /** The operation a concrete request reaches, or undefined when no path template matches. */
  findOperation(method: string, path: string): DocumentedOperation | undefined;
  /** Resolves a local `$ref` (`#/components/...`) to the object it names. */
  resolve<T = JsonSchema>(ref: string): T;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type Obj = Record<string, unknown>;

function deref<T>(doc: Obj, value: unknown): T {
  let v = value as Obj;
  for (let i = 0; i < 10 && v && typeof v.$ref === "string"; i++) v = pointer(doc, v.$ref) as Obj;
  return v as T;
}

function pointer(doc: Obj, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local references are supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !(key in node)) throw new Error(`unresolved ${ref}`);
    node = (node as Obj)[key];
  }
  return node;
}

function readResponse(doc: Obj, status: string, raw: unknown): DocumentedResponse {
  const r = deref<Obj>(doc, raw);
  const content: Record<string, JsonSchema> = {};
  const exampleNames: Record<string, string[]> = {};
  let sseEvents: Record<string, JsonSchema> = {};
  for (const [mediaType, media] of Object.entries((r.content ?? {}) as Obj)) {
    const m = media as Obj;
    content[mediaType] = (m.schema ?? {}) as JsonSchema;
    exampleNames[mediaType] = Object.keys((m.examples ?? {}) as Obj);
    if (mediaType === "text/event-stream")
      sseEvents = (m["x-sse-events"] ?? {}) as Record<string, JsonSchema>;
  }
  const headers = Object.entries((r.headers ?? {}) as Obj).map(([name, h]) => {
    const header = deref<Obj>(doc, h);
    return { name, required: header.required === true, schema: (header.schema ?? {}) as JsonSchema };
  });
  return { status: Number(status), content, exampleNames, headers, sseEvents };
}

function readOperation(doc: Obj, pathTemplate: string, method: string, item: Obj, op: Obj) {
  const parameters = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])]
    .map((p) => deref<Obj>(doc, p))
    .map((p) => ({
      name: String(p.name),
      in: String(p.in),
      required: p.required === true,
      schema: (p.schema ?? {}) as JsonSchema,
    }));
  const responses = new Map<number, DocumentedResponse>();
  for (const [status, r] of Object.entries((op.responses ?? {}) as Obj))
    responses.set(Number(status), readResponse(doc, status, r));
  const operation: DocumentedOperation = {
    operationId: String(op.operationId),
    method: method.toUpperCase(),
    pathTemplate,
    responses,
    parameters,
  };
  const body = op.requestBody ? deref<Obj>(doc, op.requestBody) : undefined;
  const json = body ? ((body.content ?? {}) as Obj)["application/json"] : undefined;
  if (json) {
    const media = json as Obj;
    const examples = Object.values((media.examples ?? {}) as Obj).map((e) => (e as Obj).value);
    operation.requestBody = { mediaType: "application/json", schema: media.schema as JsonSchema, examples };
  }
  return operation;
}

/** Regex of a path template; `{name}` matches one non-empty segment. */
function templateRegex(template: string): RegExp {
  const source = template
    .split("/")
    .map((seg) => (/^\{[^}]+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

/** Number of literal segments: a literal match (`/v1/sms/send`) wins over a template (`/v1/sms/{id}`). */
function literalSegments(template: string): number {
  return template.split("/").filter((seg) => seg !== "" && !seg.startsWith("{")).length;
}

/** Loads the generated document of a version and indexes its operations. */
export function loadContract(version: ApiVersion = "v1"): Contract {
  const document = loadOpenApi(version);
  const operations: DocumentedOperation[] = [];
  for (const [pathTemplate, rawItem] of Object.entries((document.paths ?? {}) as Obj)) {
    const item = rawItem as Obj;
    for (const method of METHODS) {
      const op = item[method] as Obj | undefined;
      if (op) operations.push(readOperation(document, pathTemplate, method, item, op));
    }
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const matchers = operations
    .map((op) => ({ op, regex: templateRegex(op.pathTemplate), literals: literalSegments(op.pathTemplate) }))
    .sort((a, b) => b.literals - a.literals);
  return {
    version,
    document,
    operations,
    operation(operationId) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`no operation ${operationId} in the document`);
      return op;
    },
    findOperation(method, path) {
      const bare = path.split("?")[0] ?? path;
      return matchers.find((m) => m.op.method === method.toUpperCase() && m.regex.test(bare))?.op;
    },
    resolve<T>(ref: string) {
      return pointer(document, ref) as T;
    },
  };
}
