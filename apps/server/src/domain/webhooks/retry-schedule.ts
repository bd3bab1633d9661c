/** Longest `Retry-After` we honour; a longer one is cut to this, so an endpoint cannot park a delivery for ever. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds to wait before the next attempt after `attempts` failed attempts, with ±10% jitter,
 * or `null` when the schedule is used up and the delivery has failed for good.
 */
export function nextRetryDelayMs(
  schedule: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number | null {
  const seconds = schedule[attempts - 1];
  if (seconds === undefined) return null;
  const jitter = 0.9 + 0.2 * random();
  return Math.round(seconds * 1000 * jitter);
}

/**
 * The delay a `Retry-After` header asks for (RFC 9110: delay-seconds or an HTTP-date), in milliseconds,
 * capped at {@link MAX_RETRY_AFTER_MS}; `null` when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  let delayMs: number;
  if (/^\d+$/.test(trimmed)) {
    delayMs = Number(trimmed) * 1000;
  } else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    delayMs = Math.max(0, at - nowMs);
  }
  return Math.min(delayMs, MAX_RETRY_AFTER_MS);
}
