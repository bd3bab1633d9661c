import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { durableEchoAtHalfMaximum } from "../src/echo-at-pace.ts";

const settings = { rounds: 1, durationS: 1, warmupS: 0, signal: new AbortController().signal };

describe("the durable echo at half its own maximum (a real durable echo, paced by the sustained run's generator)", () => {
  it("paces half the maximum it is given, and says what the processes and the generator spent", async () => {
    const floor = await durableEchoAtHalfMaximum(401, 10, settings);
    expect(floor).toMatchObject({ maxRate: 401, rate: 201, errors: 0, processes: availableParallelism() });
    expect(floor.p50Ms).toBeGreaterThan(0);
    expect(floor.p99Ms).toBeGreaterThanOrEqual(floor.p50Ms);
    expect(floor.coresBusy).toBeGreaterThan(0);
    expect(floor.generatorCores).toBeGreaterThan(0);
    expect(floor.generatorCores).toBeLessThan(floor.coresBusy ?? 0);
  }, 60_000);

  it("measures the maximum itself when the load section did not", async () => {
    const floor = await durableEchoAtHalfMaximum(undefined, 10, settings);
    expect(floor.maxRate).toBeGreaterThan(100);
    expect(floor.rate).toBe(Math.round(floor.maxRate / 2));
    expect(floor.errors).toBe(0);
  }, 60_000);
});
