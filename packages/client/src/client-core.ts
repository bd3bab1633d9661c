import { type DeprecationNotice, warnOncePerProcess, watchDeprecation } from "./deprecation-notice.js";
import { SmsApiError, SmsClientError } from "./errors.js";
import { createRetryingFetch } from "./retrying-fetch.js";

/** Options of `createSmsClient`, the same for every API version. */
export interface SmsClientOptions {
  /** Scheme, host and port of the API, without the version segment, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** A secret API key (`sk_live_…` or `sk_test_…`); server-side only. */
  apiKey: string;
  /** Limit for one attempt, answer body included; default 10000. */
  timeoutMs?: number;
  /** Retries after the first attempt for network errors, timeouts, 409 in-progress, 429 and 503; default 2. */
  maxRetries?: number;
  /** Base of the exponential backoff; default 500. */
  retryDelayMs?: number;
  /** Longest pause between attempts; a `Retry-After` above it ends the retries; default 30000. */
  maxRetryDelayMs?: number;
  /** The fetch to use; default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Called the first time this client gets an answer saying its API version is deprecated (a `Deprecation`
   * header), once per version; default: one `console.warn` per process and version.
   */
  onDeprecation?: (notice: DeprecationNotice) => void;
}

/** Extra request headers of one call, e.g. `Prefer: code=402, example=insufficient_credits` to pick a mock's example. */
export interface CallHeaders {
  /** Asks the Prism mock for a status and named example (`code=<status>, example=<name>`); the server ignores it. */
  Prefer?: string;
  /** Any other header (`Authorization` is always the client's own key; `idempotencyKey` wins over a header). */
  [name: string]: string | undefined;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call, including waits between retries. */
  signal?: AbortSignal;
  /** Extra headers sent with every attempt of this call. */
  headers?: CallHeaders;
}

/** Per-call options of a send. */
export interface SendOptions extends CallOptions {
  /** Identifies the business event; generated when omitted, and reused by every retry of this call. */
  idempotencyKey?: string;
}

/** What a call's options give openapi-fetch. */
export function callInit(call: CallOptions): { signal?: AbortSignal; headers?: CallHeaders } {
  return { signal: call.signal, headers: call.headers };
}

/** What openapi-fetch answers a call with. */
interface RawResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Returns the success body, or throws `SmsApiError` for any non-2xx answer. */
export function unwrap<T>(result: RawResult<T>): T {
  if (!result.response.ok) throw new SmsApiError(result.response, result.error);
  return result.data as T;
}

function checkOptions(options: SmsClientOptions): void {
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new SmsClientError("createSmsClient: `apiKey` is required (an `sk_live_…` or `sk_test_…` key).");
  }
  const url = URL.canParse(options.baseUrl) ? new URL(options.baseUrl) : undefined;
  if (url === undefined || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new SmsClientError(
      `createSmsClient: \`baseUrl\` must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}.`,
    );
  }
  const segment = /\/(v\d+)\/?$/.exec(url.pathname)?.[1];
  if (segment !== undefined) {
    throw new SmsClientError(
      `createSmsClient: \`baseUrl\` must not end in the version segment: pass it without \`/${segment}\`.`,
    );
  }
}

/**
 * Checks the options and makes the fetch every version's client sends through: the API key, the per-attempt
 * timeout, retries with idempotency keys, and the deprecation notice.
 */
export function createTransport(options: SmsClientOptions): (request: Request) => Promise<Response> {
  checkOptions(options);
  const retrying = createRetryingFetch({
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: options.maxRetries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 500,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  const notice = watchDeprecation(options.onDeprecation ?? warnOncePerProcess);
  return async (request) => {
    const response = await retrying(request);
    notice(request.url, response);
    return response;
  };
}
