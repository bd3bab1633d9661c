// An independent response validator: Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) compiled from
// the generated document's own schemas, never from a copy and never from the server's validator.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { Contract, DocumentedOperation, DocumentedResponse, JsonSchema } from "./openapi-document.js";

/** A response as seen on the wire. */
export interface ObservedResponse {
  /** Request method. */
  method: string;
  /** Concrete request path (a query string is ignored); or name the operation with `operationId`. */
  path: string;
  /** Names the operation directly instead of matching `path` against the templates. */
  operationId?: string;
  /** HTTP status. */
  status: number;
  /** Response headers (a fetch `Headers` or a plain record). */
  headers: Headers | Record<string, string>;
  /** The raw body text; empty when there is none. */
  body: string;
}

/** What the validator found about one response. */
export interface ValidationResult {
  /** The documented operation the request reached, when one matched. */
  operation?: DocumentedOperation;
  /** The parsed JSON body, when the body is JSON. */
  json?: unknown;
  /** Every way the response breaks the contract; empty when it is fully documented. */
  violations: string[];
}

/** Validates responses, and any value against a schema of the document. */
export interface ResponseValidator {
  /** Checks status, media type, body schema, required headers and the problem fields of one response. */
  validate(response: ObservedResponse): ValidationResult;
  /** Errors of `value` against `schema` (a schema of the document, its `$ref`s resolved in the document). */
  schemaErrors(schema: JsonSchema, value: unknown): string[];
}

const DOC_ID = "urn:sms-api:contract-tests:openapi";
const PROBLEM_MEDIA = "application/problem+json";
const EVENT_STREAM_MEDIA = "text/event-stream";

/** A message of an event stream, its `data:` parsed as JSON (undefined when it is not JSON). */
export interface StreamMessage {
  /** The SSE `id:`. */
  id: string | undefined;
  /** The SSE `event:`. */
  event: string | undefined;
  /** The parsed `data:`. */
  data: unknown;
}

/** The messages of a `text/event-stream` body (comments and `retry:` are not messages). */
export function parseEventStream(body: string): StreamMessage[] {
  const raw: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (m) => raw.push(m) });
  parser.feed(body);
  return raw.map((m) => {
    let data: unknown;
    try {
      data = JSON.parse(m.data);
    } catch {
      data = undefined;
    }
    return { id: m.id, event: m.event, data };
  });
}

function headerGetter(headers: Headers | Record<string, string>): (name: string) => string | null {
  if (headers instanceof Headers) return (name) => headers.get(name);
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return (name) => lower.get(name.toLowerCase()) ?? null;
}

/** A header value as its schema's type: `"1"` → 1 for integers, `"true"` → true for booleans. */
function coerceHeader(raw: string, type: unknown): unknown {
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === "boolean" && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

/** Builds a validator over the contract; schemas are compiled on first use and cached. */
export function createResponseValidator(contract: Contract): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOC_ID, components: (contract.document as { components: unknown }).components });
  const compiled = new Map<string, ValidateFunction>();

  const schemaErrors = (schema: JsonSchema, value: unknown): string[] => {
    const text = JSON.stringify(schema);
    let check = compiled.get(text);
    if (!check) {
      check = ajv.compile(JSON.parse(text.replaceAll('"#/components/', `"${DOC_ID}#/components/`)));
      compiled.set(text, check);
    }
    if (check(value)) return [];
    return (check.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  };

  const typeOf = (schema: JsonSchema): unknown => {
    const ref = schema.$ref;
    return typeof ref === "string" ? contract.resolve<JsonSchema>(ref).type : schema.type;
  };

  const checkHeaders = (documented: DocumentedResponse, get: (name: string) => string | null) => {
    const out: string[] = [];
    for (const header of documented.headers) {
      const raw = get(header.name);
      if (raw === null) {
        if (header.required) out.push(`required header ${header.name} is missing`);
        continue;
      }
      for (const e of schemaErrors(header.schema, coerceHeader(raw, typeOf(header.schema))))
        out.push(`header ${header.name}: ${e}`);
    }
    return out;
  };

  const checkProblem = (
    documented: DocumentedResponse,
    status: number,
    body: unknown,
    requestId: string | null,
  ) => {
    const out: string[] = [];
    const problem = body as { status?: unknown; code?: unknown; type?: unknown; request_id?: unknown };
    if (problem.status !== status)
      out.push(`problem status ${String(problem.status)} is not the HTTP status`);
    if (requestId !== null && problem.request_id !== requestId)
      out.push("problem request_id differs from the X-Request-Id header");
    const codes = documented.exampleNames[PROBLEM_MEDIA] ?? [];
    // Error examples are named after their code (one per code the status can carry).
    if (codes.length > 0 && !codes.includes(String(problem.code)))
      out.push(
        `code ${String(problem.code)} is not documented for ${status} (documented: ${codes.join(", ")})`,
      );
    if (typeof problem.type === "string" && !problem.type.endsWith(`#${String(problem.code)}`))
      out.push(`problem type ${problem.type} does not end in #${String(problem.code)}`);
    return out;
  };

  // Each message's event name must be documented in `x-sse-events` and its data valid against that
  // schema; an event (data with `event_id` and `type`) must carry them as its SSE `id:` and `event:`.
  const checkEventStream = (documented: DocumentedResponse, messages: StreamMessage[]) => {
    const out: string[] = [];
    const names = Object.keys(documented.sseEvents);
    if (names.length === 0) out.push("a text/event-stream response without x-sse-events");
    if (messages.length === 0) out.push("the event stream carries no message");
    messages.forEach((m, i) => {
      const schema = documented.sseEvents[m.event ?? "message"];
      if (!schema) {
        out.push(
          `message ${i}: event "${m.event ?? "message"}" is not documented (documented: ${names.join(", ")})`,
        );
        return;
      }
      if (m.data === undefined) {
        out.push(`message ${i} (${m.event}): data is not JSON`);
        return;
      }
      for (const e of schemaErrors(schema, m.data)) out.push(`message ${i} (${m.event}): data ${e}`);
      const data = m.data as { event_id?: unknown; type?: unknown };
      if (data.event_id !== undefined && m.id !== data.event_id)
        out.push(`message ${i}: id ${m.id} is not the event's event_id ${String(data.event_id)}`);
      if (data.type !== undefined && m.event !== data.type)
        out.push(`message ${i}: event ${m.event} is not the event's type ${String(data.type)}`);
    });
    return out;
  };

  const validate = (response: ObservedResponse): ValidationResult => {
    const operation = response.operationId
      ? contract.operations.find((op) => op.operationId === response.operationId)
      : contract.findOperation(response.method, response.path);
    const where = `${response.method.toUpperCase()} ${response.path.split("?")[0]}`;
    if (!operation) return { violations: [`${where}: no documented operation matches`] };
    const violations: string[] = [];
    const documented = operation.responses.get(response.status);
    let json: unknown;
    if (response.body !== "") {
      try {
        json = JSON.parse(response.body);
      } catch {
        json = undefined;
      }
    }
    if (!documented) {
      const statuses = [...operation.responses.keys()].join(", ");
      violations.push(`status ${response.status} is not documented (documented: ${statuses})`);
      return { operation, json, violations: violations.map((v) => `${operation.operationId} ${v}`) };
    }
    const get = headerGetter(response.headers);
    const mediaTypes = Object.keys(documented.content);
    if (mediaTypes.length === 0) {
      if (response.body !== "") violations.push(`${response.status} documents no body but one was sent`);
    } else {
      const media = (get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const schema = documented.content[media];
      if (!schema)
        violations.push(`content-type "${media}" is not documented (documented: ${mediaTypes.join(", ")})`);
      else if (media === EVENT_STREAM_MEDIA) {
        for (const e of schemaErrors(schema, response.body)) violations.push(`body ${e}`);
        json = parseEventStream(response.body);
        violations.push(...checkEventStream(documented, json as StreamMessage[]));
      } else if (json === undefined) violations.push("the body is not JSON");
      else {
        for (const e of schemaErrors(schema, json)) violations.push(`body ${e}`);
        if (media === PROBLEM_MEDIA)
          violations.push(...checkProblem(documented, response.status, json, get("x-request-id")));
      }
    }
    violations.push(...checkHeaders(documented, get));
    return {
      operation,
      json,
      violations: violations.map((v) => `${operation.operationId} ${response.status}: ${v}`),
    };
  };

  return { validate, schemaErrors };
}
