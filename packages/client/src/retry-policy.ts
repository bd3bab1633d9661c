/**
 * Methods a server may receive twice without a second effect. PATCH is one here because this API's PATCH
 * sets the given fields to absolute values.
 */
const REPLAY_SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"]);

/** Header names that make a request replay-safe on this API (same key and body → same single effect). */
export const IDEMPOTENCY_HEADERS = ["x-idempotency-key", "idempotency-key"] as const;

/**
 * Whether a request may be sent again after its outcome is unknown (network error, timeout, 503):
 * reads, updates and deletes always, a POST only when it carries an idempotency key.
 */
export function isReplaySafe(request: Request): boolean {
  if (REPLAY_SAFE_METHODS.has(request.method.toUpperCase())) return true;
  return IDEMPOTENCY_HEADERS.some((name) => request.headers.has(name));
}

/**
 * Milliseconds a `Retry-After` header asks for (delta-seconds or an HTTP date), or undefined when absent
 * or unreadable.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with "equal jitter": half the delay fixed, half random, so clients spread out. */
export function backoffMs(
  attempt: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}
