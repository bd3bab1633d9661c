import type { components } from "@sms-api/client/schema";
import type { DomainError, DomainErrorCode, FieldError } from "../../../domain/errors.js";

/**
 * Every error code this server answers with: the contract's `ErrorCode` (generated types, so a code
 * added to the spec fails the build until it has a title here), plus `route_not_found` for paths
 * that are no operation (requested in the contract).
 */
export type ErrorCode = components["schemas"]["ErrorCode"] | "route_not_found";

/** A refusal in the documented problem-details shape, with its HTTP status; rendered by `problem.ts`. */
export class ApiError extends Error {
  /** Extra response headers (e.g. `Retry-After`, `Allow`). */
  readonly headers: Record<string, string>;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
  /** Field-level problems, only for `invalid_request` and `invalid_variable`. */
  readonly errors: FieldError[] | undefined;
}

/** Titles per code: stable, human-readable, one per error class. */
export const ERROR_TITLES: Record<ErrorCode, string> = {
  unauthenticated: "Authentication required",
  invalid_api_key: "Invalid API key",
  api_key_inactive: "API key inactive",
  permission_denied: "Permission denied",
  ip_not_allowed: "IP address not allowed",
  test_mode_only: "Test mode only",
  rate_limited: "Too many requests",
  malformed_json: "Malformed JSON",
  unsupported_media_type: "Unsupported media type",
  payload_too_large: "Payload too large",
  invalid_request: "Invalid request",
  invalid_idempotency_key: "Invalid idempotency key",
  idempotency_key_reused: "Idempotency key reused",
  idempotency_request_in_progress: "Idempotent request in progress",
  invalid_recipient: "Invalid recipient",
  recipient_rate_limited: "Too many messages to this recipient",
  template_not_found: "Template not found",
  template_inactive: "Template inactive",
  variable_count_mismatch: "Variable count mismatch",
  invalid_variable: "Invalid variable",
  message_too_long: "Message too long",
  destination_not_permitted: "Destination not permitted",
  category_not_permitted: "Category not permitted",
  dlt_mapping_incomplete: "DLT mapping incomplete",
  insufficient_credits: "Insufficient credits",
  message_not_found: "Message not found",
  message_not_cancellable: "Message not cancellable",
  webhook_not_found: "Webhook endpoint not found",
  webhook_url_not_allowed: "Webhook URL not allowed",
  webhook_endpoint_limit_reached: "Webhook endpoint limit reached",
  webhook_url_duplicate: "Webhook URL already registered",
  event_not_found: "Event not found",
  too_many_streams: "Too many streams",
  method_not_allowed: "Method not allowed",
  malformed_http_request: "Malformed HTTP request",
  request_timeout: "Request timeout",
  expectation_failed: "Expectation failed",
  request_headers_too_large: "Request headers too large",
  route_not_found: "Not found",
  internal_error: "Internal error",
  service_unavailable: "Service unavailable",
};

/** The HTTP status of every domain refusal: the one place that maps the domain's codes to the wire. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  invalid_request: 400,
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  idempotency_request_in_progress: 409,
  invalid_recipient: 422,
  recipient_rate_limited: 429,
  rate_limited: 429,
  template_not_found: 422,
  template_inactive: 422,
  variable_count_mismatch: 422,
  invalid_variable: 422,
  message_too_long: 422,
  destination_not_permitted: 403,
  category_not_permitted: 403,
  dlt_mapping_incomplete: 422,
  insufficient_credits: 402,
  message_not_found: 404,
  message_not_cancellable: 409,
  webhook_not_found: 404,
  webhook_url_not_allowed: 422,
  webhook_endpoint_limit_reached: 422,
  webhook_url_duplicate: 409,
  event_not_found: 404,
  test_mode_only: 403,
  service_unavailable: 503,
};

/**
 * A domain refusal as the HTTP answer: its status from the table (404 for a missing resource the path
 * addresses), `Retry-After` when the domain gave one.
 */
export function fromDomainError(err: DomainError): ApiError {
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== undefined) headers["Retry-After"] = String(err.retryAfterSeconds);
  const status = err.addressed ? 404 : DOMAIN_ERROR_STATUS[err.code];
  return new ApiError(status, err.code, err.detail, {
    errors: err.errors,
    headers,
  });
}
