import { describe, expect, it } from "vitest";
import { median, pairedRatio, percentile, ratio, secondsP99, verdict } from "../src/stats.ts";

describe("median", () => {
  it.each([
    { values: [], expected: Number.NaN },
    { values: [7], expected: 7 },
    { values: [3, 1, 2], expected: 2 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [10, 10, 1000], expected: 10 },
  ])("median($values) = $expected", ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
  it.each([
    { q: 0.5, expected: 50 },
    { q: 0.99, expected: 99 },
    { q: 1, expected: 100 },
    { q: 0, expected: 1 },
  ])("q=$q of 1..100 is $expected", ({ q, expected }) => {
    expect(percentile(hundred, q)).toBe(expected);
  });

  it("sorts numerically, not as text", () => {
    expect(percentile([9, 10, 100], 0.5)).toBe(10);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe("ratio", () => {
  it.each([
    { value: 10_000, baseline: 50_000, expected: 0.2 },
    { value: 1, baseline: 0, expected: null },
    { value: null, baseline: 5, expected: null },
    { value: 5, baseline: undefined, expected: null },
    { value: Number.NaN, baseline: 5, expected: null },
  ])("$value / $baseline = $expected", ({ value, baseline, expected }) => {
    expect(ratio(value, baseline)).toBe(expected);
  });
});

describe("verdict", () => {
  it.each([
    { value: 0.2, target: { op: ">=", value: 0.2 }, expected: "PASS" },
    { value: 0.19, target: { op: ">=", value: 0.2 }, expected: "MISS" },
    { value: 10, target: { op: "<=", value: 10 }, expected: "PASS" },
    { value: 10.01, target: { op: "<=", value: 10 }, expected: "MISS" },
    { value: null, target: { op: "<=", value: 10 }, expected: "n/a" },
    { value: 3, target: undefined, expected: "n/a" },
  ] as const)("$value against $target is $expected", ({ value, target, expected }) => {
    expect(verdict(value, target)).toBe(expected);
  });
});

describe("pairedRatio (interleaved rounds)", () => {
  it.each([
    // Rounds on a machine whose speed changes from round to round: two rounds' own ratios are 0.2, while
    // the ratio of the medians (200 ÷ 1,500) is not.
    {
      name: "each round divides by its own baseline",
      values: [300, 200, 100],
      baselines: [1500, 2000, 500],
      expected: 0.2,
    },
    // Ratios 0.1, 0.3, 0.1: their median, not the medians' ratio (200 ÷ 1,000).
    {
      name: "median of the rounds' ratios",
      values: [100, 300, 200],
      baselines: [1000, 1000, 2000],
      expected: 0.1,
    },
    {
      name: "unpaired counts: ratio of medians",
      values: [100, 300],
      baselines: [1000, 1000, 1000],
      expected: 0.2,
    },
    {
      name: "a zero baseline round: ratio of medians",
      values: [10, 20, 30],
      baselines: [0, 100, 100],
      expected: 0.2,
    },
    { name: "no rounds", values: [], baselines: [], expected: null },
  ])("$name", ({ values, baselines, expected }) => {
    const got = pairedRatio(values, baselines);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(expected, 10);
  });
});

describe("secondsP99", () => {
  it("tells a one-second stall from the steady state", () => {
    expect(secondsP99([12, 11, 13, 480, 12])).toEqual({ medianMs: 12, worstMs: 480, worstSecond: 3 });
  });

  it("is null without seconds", () => {
    expect(secondsP99([])).toBeNull();
    expect(secondsP99(undefined)).toBeNull();
  });
});
