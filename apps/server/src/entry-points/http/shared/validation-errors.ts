import type { FieldError } from "../../../domain/errors.js";
import { ApiError } from "./api-error.js";

/** An error item of express-openapi-validator (and of the compiled checks, which copy its shape). */
export interface ValidatorItem {
  /** Where: `/body/<pointer>`, `/query/<name>`, `/headers/<name>`, or the request path. */
  path?: string;
  /** Ajv's message ("must be string") or the validator's own sentence. */
  message?: string;
  /** `<ajv keyword>.openapi.validation`. */
  errorCode?: string;
}

/** 415 for a body that is not sent as JSON (no or another `Content-Type`). */
export function unsupportedMediaType(): ApiError {
  return new ApiError(415, "unsupported_media_type", "Send the body with `Content-Type: application/json`.");
}

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

const IDEMPOTENCY_HEADERS = new Set(["x-idempotency-key", "idempotency-key"]);

/** Where an item points: the body (as a JSON Pointer), a query parameter, or a header. */
function locate(item: ValidatorItem): {
  where: "body" | "query" | "headers" | "path" | "other";
  field: string;
} {
  const path = item.path ?? "";
  const m = /^[./](body|query|headers|path|params)(?:[./](.*))?$/.exec(path);
  if (!m) return { where: "other", field: path };
  const rest = m[2] ?? "";
  if (m[1] === "body") return { where: "body", field: rest === "" ? "" : `/${rest.replaceAll(".", "/")}` };
  const where = m[1] === "params" ? "path" : (m[1] as "query" | "headers" | "path");
  return { where, field: rest.split(/[./]/)[0] ?? rest };
}

/** express-openapi-validator's item for a path with a malformed percent-escape (`/v1/sms/%`). */
export const MALFORMED_PATH_MESSAGE = "malformed uri";

function fieldCode(item: ValidatorItem): string {
  if (/must be url encoded|malformed uri/i.test(item.message ?? "")) return "not_url_encoded";
  const keyword = (item.errorCode ?? "").replace(/\.openapi\.(validation|requestValidation)$/, "");
  if (keyword === "not" || /must NOT be valid|unknown|unevaluated|additional/i.test(item.message ?? "")) {
    if (/unknown query parameter/i.test(item.message ?? "")) return "unknown_parameter";
    return "unknown_field";
  }
  return FIELD_CODES[keyword] ?? (keyword || "invalid");
}

function fieldMessage(field: string, code: string, raw: string | undefined): string {
  const name = field === "" ? "The body" : field.startsWith("/") ? field.slice(1) : field;
  switch (code) {
    case "required":
      return `${name} is required.`;
    case "unknown_field":
      return `${name} is not a field of this request.`;
    case "unknown_parameter":
      return `${name} is not a parameter of this operation.`;
    case "not_url_encoded":
      if (/malformed uri/i.test(raw ?? "")) return `${name} is not valid percent-encoding: write '%' as %25.`;
      return `${name} must be URL-encoded: write '+' as %2B (a raw '+' reads as a space).`;
    default:
      // ajv messages continue the field name ("must be string"); the validator's own are sentences.
      return raw && /^[A-Z]/.test(raw) ? raw : `${name} ${raw ?? "is invalid"}.`;
  }
}

/**
 * Maps a request-validation failure of express-openapi-validator to the documented problem:
 * body or query problems are `invalid_request` (step 3 of §3); when only the idempotency headers
 * are wrong it is `invalid_idempotency_key` (step 4).
 */
export function fromRequestValidation(items: readonly ValidatorItem[]): ApiError {
  const errors: FieldError[] = [];
  let idempotencyOnly = items.length > 0;
  for (const item of items) {
    const { where, field } = locate(item);
    if (where === "headers" && IDEMPOTENCY_HEADERS.has(field.toLowerCase())) continue;
    idempotencyOnly = false;
    const code = fieldCode(item);
    errors.push({ field, code, message: fieldMessage(field, code, item.message) });
  }
  if (idempotencyOnly) {
    return new ApiError(
      400,
      "invalid_idempotency_key",
      "The idempotency key must be 1 to 255 characters of A-Z, a-z, 0-9, '.', '_', ':' and '-'.",
    );
  }
  const unique = errors.filter(
    (e, i) => errors.findIndex((o) => o.field === e.field && o.code === e.code) === i,
  );
  return new ApiError(
    400,
    "invalid_request",
    "The request does not match the API contract; see `errors` for each field.",
    {
      errors: unique,
    },
  );
}
