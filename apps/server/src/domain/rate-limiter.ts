/** State of one bucket after taking (or failing to take) a token. */
export interface RateLimitDecision {
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

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** In-memory token buckets: capacity = rate per second, refilled continuously. */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one token from the bucket `key` of capacity `perSecond`. */
  take(key: string, perSecond: number): RateLimitDecision {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: perSecond, updatedMs: now };
    bucket.tokens = Math.min(perSecond, bucket.tokens + ((now - bucket.updatedMs) / 1000) * perSecond);
    bucket.updatedMs = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    const missing = perSecond - bucket.tokens;
    return {
      allowed,
      limit: perSecond,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil(missing / perSecond),
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)),
    };
  }

  /** Drops buckets that are full again, so idle keys do not accumulate. */
  sweep(): void {
    const now = this.now();
    for (const [key, b] of this.buckets) if (now - b.updatedMs > 60_000) this.buckets.delete(key);
  }
}
