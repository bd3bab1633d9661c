import type { components } from "@sms-api/client/schema";

/**
 * Every error code this server answers with: the contract's `ErrorCode` (generated types, so a code
 * added to the spec fails the build until it has a title here), plus `route_not_found` for paths
 * that are no operation (requested in the contract).
 */
export type ErrorCode = components["schemas"]["ErrorCode"] | "route_not_found";

/** One field-level problem, `field` being a JSON Pointer or a parameter/header name. */
export interface FieldError {
  /** JSON Pointer into the body, or a parameter or header name. */
  field: string;
  /** Machine-readable reason, e.g. `required` or `invalid_format`. */
  code: string;
  /** Human-readable sentence naming the field. */
  message: string;
}

/** A refusal in the documented problem-details shape; thrown by use cases, rendered by the HTTP layer. */
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
  event_not_found: "Event not found",
  method_not_allowed: "Method not allowed",
  route_not_found: "Not found",
  internal_error: "Internal error",
  service_unavailable: "Service unavailable",
};
