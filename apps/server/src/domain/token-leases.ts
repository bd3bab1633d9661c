import type { Storage } from "./ports.js";
import { decisionOf, type TokenDecision } from "./rate-limiter.js";

/** Options of {@link TokenLeases}. */
export interface TokenLeasesOptions {
  /** Where the shared buckets are. */
  storage: Pick<Storage, "takeRateTokens">;
  /** Share of a bucket's capacity one take leases (at least 1 token); default 1/20. */
  leaseShare?: number;
  /** How long leased tokens may be spent, ms; default 50. */
  leaseMs?: number;
}

/** Tokens this process took from a shared bucket and has not spent yet. */
interface Lease {
  /** Whole tokens left to spend. */
  tokens: number;
  /** What the shared bucket held after the take that leased them. */
  shared: number;
  /** The capacity they were taken at (a changed limit drops the lease). */
  perSecond: number;
  /** When they were taken. */
  takenAtMs: number;
  /** Until when they may be spent. */
  expiresAtMs: number;
}

/**
 * A key's rate limit across every API process (api-v1.md §5), without a write per request: a request that
 * finds no tokens leased here takes up to `leaseShare` of the bucket's capacity from the shared bucket in
 * one step, and the next requests spend them in this process until they run out or the lease ends. Unspent
 * tokens go back with the next take, unless the bucket filled up meanwhile (see takeTokens). A request is
 * never let through without a token taken from the shared bucket, so a burst passes at most the capacity; a
 * token may be spent up to `leaseMs` after it was taken, so over any window a key gets at most `leaseMs` of
 * its rate more than a per-request take allows. At small limits (under 2 / `leaseShare` per second) every
 * take is of one token.
 */
export class TokenLeases {
  private readonly leases = new Map<string, Lease>();
  /** A take from the shared bucket in flight, per bucket: the requests that arrive meanwhile wait for it. */
  private readonly taking = new Map<string, Promise<TokenDecision | null>>();
  private readonly storage: Pick<Storage, "takeRateTokens">;
  private readonly leaseShare: number;
  private readonly leaseMs: number;

  constructor(options: TokenLeasesOptions) {
    this.storage = options.storage;
    this.leaseShare = options.leaseShare ?? 1 / 20;
    this.leaseMs = options.leaseMs ?? 50;
  }

  /** Takes one token from `bucket` (capacity and refill `perSecond`) at `nowMs`, for one request. */
  async take(bucket: string, perSecond: number, nowMs: number): Promise<TokenDecision> {
    for (;;) {
      const spent = this.spend(bucket, perSecond, nowMs);
      if (spent) return spent;
      let inFlight = this.taking.get(bucket);
      if (!inFlight) {
        inFlight = this.takeShared(bucket, perSecond, nowMs).finally(() => this.taking.delete(bucket));
        this.taking.set(bucket, inFlight);
      }
      // A refusal answers every request that waited for it (the bucket was empty when they arrived), unless
      // the key's limit changed in between.
      const refused = await inFlight;
      if (refused && refused.limit === perSecond) return refused;
    }
  }

  /** A token of this process's lease, or null when it has none left (or it ended). */
  private spend(bucket: string, perSecond: number, nowMs: number): TokenDecision | null {
    const lease = this.leases.get(bucket);
    if (!lease || nowMs >= lease.expiresAtMs || lease.perSecond !== perSecond) return null;
    lease.tokens -= 1;
    // A spent lease has nothing to give back: dropped, so the map holds only leases with tokens left.
    if (lease.tokens === 0) this.leases.delete(bucket);
    return decisionOf(true, lease.shared + lease.tokens, perSecond);
  }

  /** Takes a lease from the shared bucket, giving back what is left of the last one: null once granted. */
  private async takeShared(bucket: string, perSecond: number, nowMs: number): Promise<TokenDecision | null> {
    const old = this.leases.get(bucket);
    const giveBack = old && old.perSecond === perSecond ? old.tokens : 0;
    const want = Math.max(1, Math.floor(perSecond * this.leaseShare));
    const grant = await this.storage.takeRateTokens({
      bucket,
      perSecond,
      nowMs,
      want,
      giveBack,
      givenBackTakenAtMs: old?.takenAtMs ?? 0,
    });
    // Only now: should the take fail, the old lease keeps its tokens for the next one.
    if (this.leases.get(bucket) === old) this.leases.delete(bucket);
    if (grant.granted === 0) return decisionOf(false, grant.tokens, perSecond);
    this.leases.set(bucket, {
      tokens: grant.granted,
      shared: grant.tokens,
      perSecond,
      takenAtMs: nowMs,
      expiresAtMs: nowMs + this.leaseMs,
    });
    return null;
  }
}
