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

/** A take from a bucket: up to `want` tokens, after `giveBack` unspent ones go back. */
export interface TokenRequest {
  /** The bucket: a key's hash and the operation's policy. */
  bucket: string;
  /** Its capacity and refill per second. */
  perSecond: number;
  /** When, in ms since the epoch. */
  nowMs: number;
  /** Whole tokens wanted (≥ 1). */
  want: number;
  /** Tokens taken earlier by the same taker and not spent (≥ 0). */
  giveBack: number;
  /** When those were taken, ms since the epoch (any value when `giveBack` is 0). */
  givenBackTakenAtMs: number;
}

/** A stored bucket: tokens left at a time. */
export interface BucketState {
  /** Tokens in the bucket at `updatedMs` (fractional: it refills continuously). */
  tokens: number;
  /** When `tokens` was computed, in ms since the epoch. */
  updatedMs: number;
  /** The last time its refill ran past the capacity (and the excess was lost), ms since the epoch. */
  cappedMs: number;
}

/** What a take of several tokens got: the tokens granted and what the bucket holds after it. */
export interface TokenGrant {
  /** Whole tokens taken (0 to the number asked for): fewer when the bucket holds fewer. */
  granted: number;
  /** Tokens left in the bucket after the take (fractional). */
  tokens: number;
}

/**
 * Token-bucket arithmetic (capacity = rate per second, refilled continuously), shared by every storage
 * adapter so that all engines decide alike. A clock that went back never adds tokens. Takes up to `want`
 * whole tokens (those there are) after putting back `giveBack` taken earlier and not spent: an API
 * process's lease (see TokenLeases). Tokens out on a lease are not in the bucket, so its refill can reach
 * the capacity sooner and lose what would not have been lost with them in it; once that has happened since
 * they were taken, giving them back would count them twice (another take may have lowered the bucket
 * since), so they are not taken back. The bucket then errs low, never high.
 */
export function takeTokens(
  state: BucketState | undefined,
  { perSecond, nowMs, want, giveBack, givenBackTakenAtMs }: Omit<TokenRequest, "bucket">,
): { grant: TokenGrant; next: BucketState } {
  const before = state ?? { tokens: perSecond, updatedMs: nowMs, cappedMs: nowMs };
  const elapsedMs = Math.max(0, nowMs - before.updatedMs);
  const updatedMs = Math.max(nowMs, before.updatedMs);
  const refilled = before.tokens + (elapsedMs / 1000) * perSecond;
  const cappedBefore = refilled > perSecond ? updatedMs : before.cappedMs;
  const back = cappedBefore > givenBackTakenAtMs ? 0 : giveBack;
  const cappedMs = refilled + back > perSecond ? updatedMs : before.cappedMs;
  let tokens = Math.min(perSecond, refilled + back);
  const granted = tokens >= 1 ? Math.min(want, Math.floor(tokens)) : 0;
  tokens -= granted;
  return { grant: { granted, tokens }, next: { tokens, updatedMs, cappedMs } };
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
