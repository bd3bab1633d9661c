import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** A JSON object of an OpenAPI document, loosely typed: only the parts read here are named. */
type Node = Record<string, unknown>;

/** One field's problem, as the server reports it in a problem's `errors`. */
export interface FieldError {
  /** JSON Pointer into the body (`/to`), or the parameter's name. */
  field: string;
  /** What is wrong (`required`, `invalid_type`, `unknown_field`, …). */
  code: string;
  /** A sentence for people. */
  message: string;
}

/** The refusal of a request for its shape: status, `code`, detail and field errors. */
export interface ShapeRefusal {
  /** HTTP status. */
  status: number;
  /** The problem's `code`. */
  code: string;
  /** The problem's `title`. */
  title: string;
  /** The problem's `detail`. */
  detail: string;
  /** Field errors (`invalid_request` only). */
  errors?: FieldError[];
}

/** What the check reads of a request. */
export interface ShapeRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Header values by lower-case name. */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

// The reference server's body limit (api-v1.md §3): larger bodies are 413 before anything else is read.
const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_HEADERS = ["x-idempotency-key", "idempotency-key"];
// Ajv keywords to the field codes the server uses (apps/server's validation-errors.ts).
const FIELD_CODES: Record<string, string> = {
  required: "required",
  type: "invalid_type",
  unevaluatedProperties: "unknown_field",
  additionalProperties: "unknown_field",
  maxLength: "too_long",
  minLength: "too_short",
  maxItems: "too_long",
  minItems: "too_short",
  maximum: "out_of_range",
  minimum: "out_of_range",
  exclusiveMaximum: "out_of_range",
  exclusiveMinimum: "out_of_range",
  pattern: "invalid_format",
  format: "invalid_format",
  enum: "invalid_value",
  const: "invalid_value",
};

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  /** A query array sent as one comma-separated value (`explode: false`, e.g. `types=a,b`). */
  commaSeparated: boolean;
  schema: Node;
  check: ValidateFunction;
}

interface Operation {
  method: string;
  pattern: RegExp;
  parameters: Parameter[];
  body?: { required: boolean; check: ValidateFunction };
}

const invalid = (errors: FieldError[]): ShapeRefusal => ({
  status: 400,
  code: "invalid_request",
  title: "Invalid request",
  detail: "The request does not match the API contract; see `errors` for each field.",
  errors,
});

function fieldErrors(errors: ErrorObject[] | null | undefined, prefix: string): FieldError[] {
  const found = (errors ?? []).map((e) => {
    const extra =
      e.keyword === "required"
        ? `/${String(e.params.missingProperty)}`
        : e.keyword === "unevaluatedProperties"
          ? `/${String(e.params.unevaluatedProperty)}`
          : e.keyword === "additionalProperties"
            ? `/${String(e.params.additionalProperty)}`
            : "";
    const field = prefix === "" ? `${e.instancePath}${extra}` : prefix;
    const code = FIELD_CODES[e.keyword] ?? e.keyword;
    const name = field.replace(/^\//, "") || "The body";
    const message =
      code === "required"
        ? `${name} is required.`
        : code === "unknown_field"
          ? `${name} is not a field of this request.`
          : `${name} ${e.message ?? "is invalid"}.`;
    return { field, code, message };
  });
  return found.filter((e, i) => found.findIndex((o) => o.field === e.field && o.code === e.code) === i);
}

/**
 * A version that declares one idempotency header refuses the other (v2 takes `Idempotency-Key` only, and
 * answers v1's `X-Idempotency-Key` with `invalid_idempotency_key` instead of silently dropping the protection).
 * The server checks it after the shape, so it is checked here once the shape is valid.
 */
function foreignIdempotencyHeader(op: Operation, request: ShapeRequest): ShapeRefusal | undefined {
  const declared = op.parameters
    .filter((p) => p.in === "header" && IDEMPOTENCY_HEADERS.includes(p.name.toLowerCase()))
    .map((p) => p.name);
  if (declared.length === 0) return undefined;
  const known = new Set(declared.map((name) => name.toLowerCase()));
  const foreign = IDEMPOTENCY_HEADERS.find((name) => !known.has(name) && request.headers[name] !== undefined);
  if (foreign === undefined) return undefined;
  const named = foreign === "x-idempotency-key" ? "X-Idempotency-Key" : "Idempotency-Key";
  return {
    status: 400,
    code: "invalid_idempotency_key",
    title: "Invalid idempotency key",
    detail: `This version reads the idempotency key from the ${declared.join(" or ")} header only: send the key there instead of ${named}.`,
  };
}

/**
 * A query value as the server's validator reads it: coerced to the schema's type, repeated names as arrays,
 * and an `explode: false` array split at its commas.
 */
function queryValue(values: string[], p: Parameter): unknown {
  if (p.schema.type !== "array") return values[values.length - 1];
  return p.commaSeparated ? values.flatMap((v) => v.split(",")) : values;
}

/**
 * Compiles, from the OpenAPI document, the checks the reference server makes of a request's shape (media
 * type, size, JSON syntax, body, query and idempotency headers against their schemas), and answers a request
 * with the refusal the server would give, or `undefined` when its shape is valid. Prism 5.16 skips some of
 * these (it ignores `unevaluatedProperties`) and answers others with an arbitrary example of the wrong status.
 */
export function compileShapeCheck(document: Node): (request: ShapeRequest) => ShapeRefusal | undefined {
  const options = { strict: false, allErrors: true, validateSchema: false } as const;
  const bodyAjv = new Ajv2020({ ...options, coerceTypes: false });
  const paramAjv = new Ajv2020({ ...options, coerceTypes: "array" });
  for (const ajv of [bodyAjv, paramAjv]) addFormats.default(ajv, { mode: "fast" });
  const components = document.components as Node;
  const resolve = (value: unknown): Node => {
    let node = value as Node;
    while (typeof node?.$ref === "string") {
      node = (node.$ref as string)
        .slice(2)
        .split("/")
        .reduce<Node>((at, key) => at[key] as Node, document);
    }
    return node;
  };

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    for (const [method, value] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const op = value as Node;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
        .map(resolve)
        .map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          commaSeparated: p.in === "query" && p.explode === false,
          schema: resolve(p.schema),
          check: paramAjv.compile({ components, ...(p.schema as Node) }),
        }));
      const requestBody = op.requestBody ? resolve(op.requestBody) : undefined;
      const schema = (requestBody?.content as Record<string, Node> | undefined)?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        pattern,
        parameters,
        ...(schema
          ? {
              body: {
                required: requestBody?.required === true,
                check: bodyAjv.compile({ components, ...(schema as Node) }),
              },
            }
          : {}),
      });
    }
  }

  return (request) => {
    const op = operations.find((o) => o.method === request.method && o.pattern.test(request.path));
    if (!op) return undefined;
    // The server's order: the body's media type, size and syntax, then everything against the schemas.
    let body: unknown;
    if (op.body && (request.body.length > 0 || op.body.required)) {
      const type = request.headers["content-type"] ?? "";
      const [media, ...params] = type.split(";").map((s) => s.trim().toLowerCase());
      const charset = params.find((p) => p.startsWith("charset="))?.slice(8);
      if (media !== "application/json" || (charset !== undefined && charset !== "utf-8")) {
        const detail = "Send the body with `Content-Type: application/json`.";
        return { status: 415, code: "unsupported_media_type", title: "Unsupported media type", detail };
      }
      if (request.body.length > BODY_LIMIT) {
        const detail = "The request body is larger than 16 KiB.";
        return { status: 413, code: "payload_too_large", title: "Payload too large", detail };
      }
      try {
        body = JSON.parse(request.body.toString("utf8"));
      } catch (error) {
        const detail = `The request body is not valid JSON: ${(error as Error).message}.`;
        return { status: 400, code: "malformed_json", title: "Malformed JSON", detail };
      }
    }

    const errors: FieldError[] = [];
    let idempotencyOnly = true;
    const known = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
    for (const name of new Set(request.query.keys())) {
      if (known.has(name)) continue;
      idempotencyOnly = false;
      errors.push({
        field: name,
        code: "unknown_parameter",
        message: `${name} is not a parameter of this operation.`,
      });
    }
    for (const p of op.parameters) {
      if (p.in !== "query" && p.in !== "header") continue;
      const raw = p.in === "query" ? request.query.getAll(p.name) : [request.headers[p.name.toLowerCase()]];
      const present = raw.filter((v): v is string => v !== undefined);
      if (present.length === 0) {
        if (!p.required) continue;
      }
      const value = present.length === 0 ? undefined : queryValue(present, p);
      const ok = value !== undefined && p.check(value);
      if (ok) continue;
      const problems =
        value === undefined
          ? [{ field: p.name, code: "required", message: `${p.name} is required.` }]
          : fieldErrors(p.check.errors, p.name);
      if (p.in === "header" && IDEMPOTENCY_HEADERS.includes(p.name.toLowerCase())) {
        errors.push(...problems.map((e) => ({ ...e, idempotency: true })));
        continue;
      }
      idempotencyOnly = false;
      errors.push(...problems);
    }
    if (op.body && body === undefined && op.body.required) {
      idempotencyOnly = false;
      errors.push({ field: "", code: "required", message: "The body is required." });
    } else if (op.body && body !== undefined && !op.body.check(body)) {
      idempotencyOnly = false;
      errors.push(...fieldErrors(op.body.check.errors, ""));
    }
    if (errors.length === 0) return foreignIdempotencyHeader(op, request);
    if (idempotencyOnly) {
      return {
        status: 400,
        code: "invalid_idempotency_key",
        title: "Invalid idempotency key",
        detail: "The idempotency key must be 1 to 255 characters of A-Z, a-z, 0-9, '.', '_', ':' and '-'.",
      };
    }
    return invalid(
      errors
        .filter((e) => !("idempotency" in e))
        .map(({ field, code, message }) => ({ field, code, message })),
    );
  };
}
