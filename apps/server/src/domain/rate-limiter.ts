/** State of one bucket after taking (or failing to take) a token. */
export interface TokenDecision {
  /** True when a token was taken and the request may proceed. */
  allowed: boolean;
  /** Quota per second (the policy's `q`). */
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Whole seconds until the bucket is full again (the header's `t`). */
  resetSeconds: number;
  /** Whole seconds (≥ 1) to wait before a retry can pass; only meaningful when refused. */
  retryAfterSeconds: number;
}

/** A stored bucket: tokens left at a time. */
export interface BucketState {
  /** Tokens in the bucket at `updatedMs` (fractional: it refills continuously). */
  tokens: number;
  /** When `tokens` was computed, in ms since the epoch. */
  updatedMs: number;
}

/**
 * Token-bucket arithmetic (capacity = rate per second, refilled continuously), shared by every storage
 * adapter so that all engines decide alike. A clock that went back never adds tokens.
 */
export function takeToken(
  state: BucketState | undefined,
  perSecond: number,
  nowMs: number,
): { decision: TokenDecision; next: BucketState } {
  const before = state ?? { tokens: perSecond, updatedMs: nowMs };
  const elapsedMs = Math.max(0, nowMs - before.updatedMs);
  let tokens = Math.min(perSecond, before.tokens + (elapsedMs / 1000) * perSecond);
  const allowed = tokens >= 1;
  if (allowed) tokens -= 1;
  return {
    decision: decisionOf(allowed, tokens, perSecond),
    next: { tokens, updatedMs: Math.max(nowMs, before.updatedMs) },
  };
}

/** The decision for a bucket left with `tokens` after the take (`allowed` or not). */
export function decisionOf(allowed: boolean, tokens: number, perSecond: number): TokenDecision {
  return {
    allowed,
    limit: perSecond,
    remaining: Math.floor(tokens),
    resetSeconds: Math.ceil((perSecond - tokens) / perSecond),
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)),
  };
}
