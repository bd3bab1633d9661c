import { describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE } from "../../src/config/config.js";
import {
  MAX_RETRY_AFTER_MS,
  nextRetryDelayMs,
  parseRetryAfter,
} from "../../src/domain/webhooks/retry-schedule.js";

describe("retry schedule", () => {
  it("is the schedule of api-v1.md §9", () => {
    expect(DEFAULT_WEBHOOK_RETRY_SCHEDULE).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
  });

  it("waits the scheduled time ±10% after each failed attempt, then gives up", () => {
    const schedule = DEFAULT_WEBHOOK_RETRY_SCHEDULE;
    schedule.forEach((seconds, index) => {
      expect(nextRetryDelayMs(schedule, index + 1, () => 0)).toBe(Math.round(seconds * 900));
      expect(nextRetryDelayMs(schedule, index + 1, () => 0.5)).toBe(seconds * 1000);
      const longest = nextRetryDelayMs(schedule, index + 1, () => 0.999999) ?? 0;
      expect(longest).toBeLessThanOrEqual(seconds * 1100);
      expect(longest).toBeGreaterThan(seconds * 1099);
    });
    expect(nextRetryDelayMs(schedule, schedule.length + 1)).toBeNull();
  });

  it("spreads retries with jitter", () => {
    const delays = new Set(Array.from({ length: 50 }, () => nextRetryDelayMs([300], 1)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(270_000);
      expect(delay).toBeLessThanOrEqual(330_000);
    }
  });

  it("reads Retry-After as seconds or an HTTP date, capped at 24 h", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("999999999", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
