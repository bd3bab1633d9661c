/** Median of the values (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The q-quantile (0..1) of the values by the nearest-rank method: the smallest value with at least
 * q of the values at or below it. NaN for none.
 */
export function percentile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return Number.NaN;
  // A typed array sorts numerically, and fast for the tens of thousands of latencies of a round.
  const sorted = Float64Array.from(values).sort();
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] as number;
}

/** A run's p99 second by second: its median second and its worst one (numbered from 0). */
export interface SecondsP99 {
  /** The p99 of the median second: the steady state. */
  medianMs: number;
  /** The p99 of the worst second. */
  worstMs: number;
  /** Which second of the run that was, from 0. */
  worstSecond: number;
}

/** {@link SecondsP99} of a round's per-second p99s; null for none. */
export function secondsP99(perSecondMs: readonly number[] | undefined): SecondsP99 | null {
  if (!perSecondMs || perSecondMs.length === 0) return null;
  const worstMs = Math.max(...perSecondMs);
  return { medianMs: median(perSecondMs), worstMs, worstSecond: perSecondMs.indexOf(worstMs) };
}

/** `value / baseline`, or null when either is missing or the baseline is not positive. */
export function ratio(value: number | null | undefined, baseline: number | null | undefined): number | null {
  if (value == null || baseline == null || !Number.isFinite(value) || !Number.isFinite(baseline)) return null;
  return baseline > 0 ? value / baseline : null;
}

/**
 * The ratio of two cells measured in interleaved rounds: the median of the rounds' own ratios, so that each
 * round divides by a baseline measured seconds apart from it on the same machine, and a machine whose speed
 * drifts during the run moves both sides. Without paired rounds (different counts), the ratio of the medians.
 */
export function pairedRatio(values: readonly number[], baselines: readonly number[]): number | null {
  const paired = values.length > 0 && values.length === baselines.length && baselines.every((b) => b > 0);
  if (!paired) return ratio(median(values), median(baselines));
  return median(values.map((v, i) => v / (baselines[i] as number)));
}

/** A threshold a measured figure is held to. */
export interface Target {
  /** `>=`: at least this much; `<=`: at most this much. */
  op: ">=" | "<=";
  /** The threshold, in the unit of the figure it applies to. */
  value: number;
}

/** PASS when the figure meets the target, MISS when not, `n/a` when there is no figure or no target. */
export function verdict(
  value: number | null | undefined,
  target: Target | undefined,
): "PASS" | "MISS" | "n/a" {
  if (target === undefined || value == null || !Number.isFinite(value)) return "n/a";
  return (target.op === ">=" ? value >= target.value : value <= target.value) ? "PASS" : "MISS";
}
