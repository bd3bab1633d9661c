/** Every refusal the domain can make; the HTTP layer maps each to a status in one table (`error-status.ts`). */
export type DomainErrorCode =
  | "invalid_request"
  | "invalid_idempotency_key"
  | "idempotency_key_reused"
  | "idempotency_request_in_progress"
  | "invalid_recipient"
  | "recipient_rate_limited"
  | "rate_limited"
  | "template_not_found"
  | "template_inactive"
  | "variable_count_mismatch"
  | "invalid_variable"
  | "message_too_long"
  | "destination_not_permitted"
  | "category_not_permitted"
  | "dlt_mapping_incomplete"
  | "insufficient_credits"
  | "message_not_found"
  | "message_not_cancellable"
  | "webhook_not_found"
  | "webhook_url_not_allowed"
  | "webhook_endpoint_limit_reached"
  | "webhook_url_duplicate"
  | "event_not_found"
  | "test_mode_only"
  | "service_unavailable";

/** One field-level problem, `field` being a JSON Pointer or a parameter/header name. */
export interface FieldError {
  /** JSON Pointer into the body, or a parameter or header name. */
  field: string;
  /** Machine-readable reason, e.g. `required` or `invalid_format`. */
  code: string;
  /** Human-readable sentence naming the field. */
  message: string;
}

/** Optional parts of a refusal. */
export interface DomainErrorOptions {
  /** Field-level problems, only for `invalid_request` and `invalid_variable`. */
  errors?: FieldError[];
  /** Whole seconds after which a retry can succeed (rate limits, a request in progress). */
  retryAfterSeconds?: number;
  /** A `*_not_found` about the resource the request addresses, not one its body refers to. */
  addressed?: boolean;
}

/** A refusal by a use case, in the domain's terms: a code and a sentence, never an HTTP status. */
export class DomainError extends Error {
  /** Field-level problems, only for `invalid_request` and `invalid_variable`. */
  readonly errors: FieldError[] | undefined;
  /** Whole seconds after which a retry can succeed, or undefined. */
  readonly retryAfterSeconds: number | undefined;
  /** True when a `*_not_found` is about the addressed resource. */
  readonly addressed: boolean;
  constructor(
    readonly code: DomainErrorCode,
    readonly detail: string,
    options: DomainErrorOptions = {},
  ) {
    super(detail);
    this.name = "DomainError";
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.addressed = options.addressed ?? false;
  }
}

/** Raised by a storage adapter when the database is busy or unreachable for a moment: retry shortly. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}
