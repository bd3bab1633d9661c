/** api-v1.md §9: seconds to wait before each retry after the first attempt. */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = [
  5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400,
];

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

/** Parses `WEBHOOK_RETRY_SCHEDULE` (comma-separated non-negative seconds); throws a message naming the variable. */
export function parseRetrySchedule(value: string): number[] {
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) {
    throw new Error(
      `WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds (e.g. "5,300,1800"), got "${value}"`,
    );
  }
  return parts.map(Number);
}
