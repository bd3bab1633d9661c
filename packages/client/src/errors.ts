import type { ErrorCode, FieldError, Problem } from "./schema.js";

/** Base class of every error this client throws. */
export class SmsClientError extends Error {
  override name = "SmsClientError";
}

/** `code` of an error whose body was not a problem document (a proxy page, an empty body). */
export const UNEXPECTED_RESPONSE = "unexpected_response";

/** A non-2xx answer from the API, with the fields of its problem body. */
export class SmsApiError extends SmsClientError {
  override name = "SmsApiError";
  /** HTTP status of the answer. */
  readonly status: number;
  /** Catalogue code; an unknown future code arrives as a plain string, `unexpected_response` for non-problem bodies. */
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE | (string & {});
  /** Short summary of the error class. */
  readonly title: string;
  /** Human-readable explanation of this occurrence; show it, never parse it. */
  readonly detail: string;
  /** Link to the error's documentation. */
  readonly type: string | undefined;
  /** The request's id (body `request_id`, else the `X-Request-Id` header); quote it to support. */
  readonly request_id: string | undefined;
  /** Field-level problems (`invalid_request`, `invalid_variable`); empty otherwise. */
  readonly errors: FieldError[];
  /** The problem body as received, or undefined when the body was not a problem document. */
  readonly problem: Problem | undefined;
  /** The response body as received: parsed JSON when it was JSON, else its text. */
  readonly body: unknown;
  /** Response headers (e.g. `Retry-After`, `RateLimit`). */
  readonly headers: Headers;

  constructor(response: Response, body: unknown) {
    const problem = isProblem(body) ? body : undefined;
    const request_id = problem?.request_id ?? response.headers.get("x-request-id") ?? undefined;
    const code = problem?.code ?? UNEXPECTED_RESPONSE;
    const detail = problem?.detail ?? `HTTP ${response.status} without a problem body.`;
    super(`${response.status} ${code}: ${detail}${request_id ? ` (request ${request_id})` : ""}`);
    this.status = response.status;
    this.code = code;
    this.title = problem?.title ?? (response.statusText || `HTTP ${response.status}`);
    this.detail = detail;
    this.type = problem?.type;
    this.request_id = request_id;
    this.errors = problem?.errors ?? [];
    this.problem = problem;
    this.body = body;
    this.headers = response.headers;
  }
}

/** The request never got an answer: DNS, connection refused or reset, TLS. */
export class SmsNetworkError extends SmsClientError {
  override name = "SmsNetworkError";
}

/** No complete answer arrived within `timeoutMs` (per attempt). */
export class SmsTimeoutError extends SmsClientError {
  override name = "SmsTimeoutError";
  /** The per-attempt limit that was exceeded. */
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options?: ErrorOptions) {
    super(`No answer within ${timeoutMs} ms.`, options);
    this.timeoutMs = timeoutMs;
  }
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === "string" && typeof b.status === "number" && typeof b.detail === "string";
}
