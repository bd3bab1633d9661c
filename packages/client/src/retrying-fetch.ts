import { fetchUntilAborted, readBodyUntilAborted } from "./abortable-fetch.js";
import { SmsNetworkError, SmsTimeoutError } from "./errors.js";
import { backoffMs, IDEMPOTENCY_HEADERS, isReplaySafe, retryAfterMs } from "./retry-policy.js";

/** What the transport needs to know; see `SmsClientOptions` for the meaning of each field. */
export interface TransportOptions {
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  fetch: (request: Request) => Promise<Response>;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for openapi-fetch that adds the API key, gives sends an idempotency key, applies the per-attempt
 * timeout, and retries what is safe to retry. It buffers each answer so the timeout covers the whole body.
 */
export function createRetryingFetch(options: TransportOptions): (request: Request) => Promise<Response> {
  return async (original) => {
    const headers = new Headers(original.headers);
    headers.set("authorization", `Bearer ${options.apiKey}`);
    const keyHeader = sendKeyHeader(original);
    if (keyHeader !== undefined && !IDEMPOTENCY_HEADERS.some((name) => headers.has(name))) {
      // Every retry of this send must reuse the same key, so it is fixed once, before the first attempt.
      headers.set(keyHeader, crypto.randomUUID());
    }
    const body = original.body === null ? undefined : await original.arrayBuffer();
    const template = new Request(original.url, {
      method: original.method,
      headers,
      redirect: original.redirect,
    });
    const replaySafe = isReplaySafe(template);

    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < options.maxRetries;
      let response: Response;
      try {
        response = await attemptOnce(template, body, original.signal, options);
      } catch (error) {
        if (!canRetry || !replaySafe || !isTransient(error)) throw error;
        await sleep(backoffMs(attempt, options.retryDelayMs, options.maxRetryDelayMs), original.signal);
        continue;
      }
      const wait = canRetry ? await retryDelay(response, replaySafe, attempt, options) : undefined;
      if (wait === undefined) return response;
      await sleep(wait, original.signal);
    }
  };
}

/**
 * The send operation of each version and the header its idempotency key goes in: v1 reads
 * `X-Idempotency-Key` (and the alias), v2 reads `Idempotency-Key` only and refuses v1's header.
 */
const SEND_ROUTES = [
  { path: "/v1/sms/send", keyHeader: "x-idempotency-key" },
  { path: "/v2/messages", keyHeader: "idempotency-key" },
] as const;

/** The idempotency header of a send, or undefined when the request is not a send. */
function sendKeyHeader(request: Request): string | undefined {
  if (request.method.toUpperCase() !== "POST") return undefined;
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  return SEND_ROUTES.find((route) => path.endsWith(route.path))?.keyHeader;
}

function isTransient(error: unknown): boolean {
  return error instanceof SmsNetworkError || error instanceof SmsTimeoutError;
}

/** Milliseconds to wait before retrying this answer, or undefined when it is final. */
async function retryDelay(
  response: Response,
  replaySafe: boolean,
  attempt: number,
  options: TransportOptions,
): Promise<number | undefined> {
  let retryable = response.status === 429 || (response.status === 503 && replaySafe);
  if (response.status === 409)
    retryable = (await problemCode(response)) === "idempotency_request_in_progress";
  if (!retryable) return undefined;
  const backoff = backoffMs(attempt, options.retryDelayMs, options.maxRetryDelayMs);
  const asked = retryAfterMs(response.headers);
  if (asked === undefined) return backoff;
  // A server asking for a longer pause than we are willing to wait gets its answer passed to the caller.
  return asked > options.maxRetryDelayMs ? undefined : Math.max(asked, backoff / 2);
}

async function problemCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === "object" && body !== null ? String((body as { code?: unknown }).code) : undefined;
  } catch {
    return undefined;
  }
}

async function attemptOnce(
  template: Request,
  body: ArrayBuffer | undefined,
  callerSignal: AbortSignal,
  options: TransportOptions,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) onCallerAbort();
  callerSignal.addEventListener("abort", onCallerAbort);
  try {
    const request = new Request(template, { body: body ?? null, signal: controller.signal });
    const response = await fetchUntilAborted(options.fetch, request, controller.signal);
    const buffered = NULL_BODY_STATUSES.has(response.status)
      ? null
      : await readBodyUntilAborted(response, controller.signal);
    return new Response(buffered, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (callerSignal.aborted) throw callerSignal.reason;
    if (timedOut) throw new SmsTimeoutError(options.timeoutMs, { cause: error });
    throw new SmsNetworkError(`The request failed before an answer arrived: ${describe(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener("abort", onCallerAbort);
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
