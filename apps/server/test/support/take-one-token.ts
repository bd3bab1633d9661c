import {
  type BucketState,
  decisionOf,
  type TokenDecision,
  takeTokens,
} from "../../src/domain/rate-limiter.js";

/**
 * One token as a decision: {@link takeTokens} of 1, as every request took its token before leases. The
 * reference the engines' one-token takes are checked against.
 */
export function takeToken(
  state: BucketState | undefined,
  perSecond: number,
  nowMs: number,
): { decision: TokenDecision; next: BucketState } {
  const { grant, next } = takeTokens(state, {
    perSecond,
    nowMs,
    want: 1,
    giveBack: 0,
    givenBackTakenAtMs: 0,
  });
  return { decision: decisionOf(grant.granted === 1, grant.tokens, perSecond), next };
}
