import { describe, expect, it } from "vitest";
import { backoffMs, isReplaySafe, retryAfterMs } from "../src/retry-policy.js";

describe("retry policy", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "3" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "Sun, 22 Nov 2026 10:00:05 GMT" }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ "retry-after": "Sun, 22 Nov 2026 09:00:00 GMT" }), now)).toBe(0);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });

  it("backs off exponentially up to the cap, with jitter in the upper half", () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, 500, 30_000, () => 1))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, 500, 30_000, () => 0))).toEqual([
      250, 500, 1000, 2000,
    ]);
    expect(backoffMs(20, 500, 30_000, () => 1)).toBe(30_000);
  });

  it("replays reads, updates and deletes always, a POST only with an idempotency key", () => {
    const request = (method: string, headers: Record<string, string> = {}) =>
      new Request("http://127.0.0.1/v1/x", { method, headers });
    expect(isReplaySafe(request("GET"))).toBe(true);
    expect(isReplaySafe(request("DELETE"))).toBe(true);
    expect(isReplaySafe(request("POST"))).toBe(false);
    expect(isReplaySafe(request("PATCH"))).toBe(true);
    expect(isReplaySafe(request("POST", { "X-Idempotency-Key": "k" }))).toBe(true);
    expect(isReplaySafe(request("POST", { "Idempotency-Key": "k" }))).toBe(true);
  });
});
