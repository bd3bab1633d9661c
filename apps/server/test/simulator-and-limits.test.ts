import { describe, expect, it } from "vitest";
import { CarrierSimulator } from "../src/carrier/simulator.js";
import { canTransition, isTerminal, TRANSITIONS } from "../src/domain/lifecycle.js";
import { TokenBucketLimiter } from "../src/domain/rate-limiter.js";

describe("transition table (api-v1.md §7)", () => {
  it("allows exactly the documented steps", () => {
    expect(canTransition("queued", "processing")).toBe(true);
    expect(canTransition("queued", "cancelled")).toBe(true);
    expect(canTransition("processing", "cancelled")).toBe(false);
    expect(canTransition("sent", "submitted")).toBe(false);
    expect(canTransition("submitted", "expired")).toBe(true);
    expect(canTransition("sent", "failed")).toBe(false);
    for (const s of ["delivered", "undelivered", "expired", "failed", "rejected", "cancelled"] as const) {
      expect(isTerminal(s)).toBe(true);
      expect(TRANSITIONS[s]).toEqual([]);
    }
  });

  it("every simulator plan walks the table from queued", () => {
    const sim = new CarrierSimulator({
      sink: () => true,
      liveOutcomes: { delivered: 1, undelivered: 1, rejected: 1, failed: 1, expired: 1 },
    });
    const tos = [
      "919000000001",
      "919000000002",
      "919000000003",
      "919000000004",
      "919000000005",
      "919000000006",
      "14155550123",
    ];
    const plans = [
      ...tos.map((to) => sim.plan({ to, mode: "test" })),
      ...Array.from({ length: 20 }, () => sim.plan({ to: "14155550123", mode: "live" })),
    ];
    for (const plan of plans) {
      let from = "queued" as Parameters<typeof canTransition>[0];
      for (const step of plan) {
        expect(canTransition(from, step.status)).toBe(true);
        from = step.status;
      }
      expect(isTerminal(from)).toBe(true);
    }
  });

  it("live outcomes follow the configured rates", () => {
    let i = 0;
    const values = [0.1, 0.5, 0.95];
    const sim = new CarrierSimulator({
      sink: () => true,
      liveOutcomes: { delivered: 0.9, failed: 0.1 },
      random: () => values[i++ % 3] as number,
    });
    expect([1, 2, 3].map(() => sim.plan({ to: "14155550123", mode: "live" }).at(-1)?.status)).toEqual([
      "delivered",
      "delivered",
      "failed",
    ]);
  });
});

describe("token bucket", () => {
  it("allows q per second, refuses with Retry-After, and refills", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    const results = Array.from({ length: 4 }, () => limiter.take("k", 3));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(1);
    expect(results[3]?.resetSeconds).toBe(1);
    now += 400;
    expect(limiter.take("k", 3).allowed).toBe(true);
    expect(limiter.take("other", 3).remaining).toBe(2);
  });
});
