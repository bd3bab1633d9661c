import { describe, expect, it } from "vitest";
import { CarrierSimulator } from "../src/carrier/simulator/carrier-simulator.js";
import { canTransition, isTerminal, type MessageStatus, TRANSITIONS } from "../src/domain/lifecycle.js";
import type { BucketState } from "../src/domain/rate-limiter.js";
import { takeToken } from "./support/take-one-token.js";

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
      sink: async () => true,
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
      sink: async () => true,
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
    const buckets = new Map<string, BucketState>();
    const take = (key: string, perSecond: number) => {
      const { decision, next } = takeToken(buckets.get(key), perSecond, now);
      buckets.set(key, next);
      return decision;
    };
    const results = Array.from({ length: 4 }, () => take("k", 3));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(1);
    expect(results[3]?.resetSeconds).toBe(1);
    now += 400;
    expect(take("k", 3).allowed).toBe(true);
    expect(take("other", 3).remaining).toBe(2);
    // A clock that went back adds no tokens.
    now -= 10_000;
    expect(take("k", 3).allowed).toBe(false);
  });
});

describe("live simulator resuming from any status", () => {
  const outcomes = ["delivered", "undelivered", "rejected", "failed", "expired"] as const;
  const froms = ["queued", "processing", "submitted", "sent"] as const;

  /** Hands the simulator a live message in status `from`. */
  const submitLive = (sim: CarrierSimulator, message_id: string, from: MessageStatus) =>
    sim.submit({
      message_id,
      to: "14155550123",
      mode: "live",
      status: from,
      submitted_at: new Date().toISOString(),
    } as Parameters<CarrierSimulator["submit"]>[0]);

  /** Steps are 0 ms apart, but a loaded machine may take a while to run them: waits for a final status. */
  const untilFinal = async (status: () => MessageStatus, limitMs: number) => {
    for (let waited = 0; !isTerminal(status()) && waited < limitMs; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
  };

  it("delivers an update the sink could not store again, and still reaches the final status", async () => {
    let status: MessageStatus = "queued";
    let failures = 0;
    const sim = new CarrierSimulator({
      liveStepMs: 0,
      liveOutcomes: { delivered: 1 },
      sink: async (u) => {
        if (failures === 0) {
          failures += 1;
          throw new Error("database is locked");
        }
        if (!canTransition(status, u.status)) return false;
        status = u.status;
        return true;
      },
    });
    submitLive(sim, "msg_retry", "queued");
    await untilFinal(() => status, 10_000);
    await sim.stop();
    expect({ failures, status }).toEqual({ failures: 1, status: "delivered" });
  });

  it("reaches a final status from every non-final status, whatever single outcome is configured", async () => {
    for (const outcome of outcomes) {
      for (const from of froms) {
        let status: MessageStatus = from;
        const sim = new CarrierSimulator({
          liveStepMs: 0,
          liveOutcomes: { [outcome]: 1 },
          sink: async (u) => {
            if (!canTransition(status, u.status)) return false;
            status = u.status;
            return true;
          },
        });
        submitLive(sim, "msg_1", from);
        await untilFinal(() => status, 5_000);
        await sim.stop();
        expect({ outcome, from, final: isTerminal(status) }).toEqual({ outcome, from, final: true });
      }
    }
  });

  it("draws only outcomes reachable from the current status, by the configured rates among them", () => {
    const sim = new CarrierSimulator({
      sink: async () => true,
      liveOutcomes: { failed: 0.5, undelivered: 0.25, expired: 0.25 },
      random: () => 0.4,
    });
    // From `queued` 0.4 falls in `failed`; from `sent` failed is out of reach: 0.4 of the rest is undelivered.
    expect(sim.plan({ to: "14155550123", mode: "live" }).at(-1)?.status).toBe("failed");
    expect(sim.plan({ to: "14155550123", mode: "live", status: "sent" }).at(-1)?.status).toBe("undelivered");
    const onlyFailed = new CarrierSimulator({ sink: async () => true, liveOutcomes: { failed: 1 } });
    expect(onlyFailed.plan({ to: "14155550123", mode: "live", status: "sent" }).at(-1)?.status).toBe(
      "delivered",
    );
  });
});
