import type { RequestHandler } from "express";
import { ApiError } from "../domain/errors.js";
import type { TokenBucketLimiter } from "../domain/rate-limiter.js";
import { ratePolicy } from "./scopes.js";

/**
 * Step 2 of api-v1.md §3: every authenticated request takes a token from its key's bucket for the
 * operation's policy; the IETF RateLimit headers go on every answer, 429 included.
 */
export function rateLimit(limiter: TokenBucketLimiter): RequestHandler {
  return (_req, res, next) => {
    const caller = res.locals.caller;
    if (!caller) return next();
    const policy = ratePolicy(res.locals.operationId as string);
    const perSecond = policy === "send" ? caller.key.send_per_second : caller.key.default_per_second;
    const d = limiter.take(`${caller.key.key_hash}:${policy}`, perSecond);
    res.setHeader("RateLimit-Policy", `"${policy}";q=${d.limit};w=1`);
    res.setHeader("RateLimit", `"${policy}";r=${d.remaining};t=${d.resetSeconds}`);
    if (!d.allowed) {
      throw new ApiError(
        429,
        "rate_limited",
        `Rate limit of ${d.limit} requests per second exceeded; retry after ${d.retryAfterSeconds} s.`,
        {
          headers: { "Retry-After": String(d.retryAfterSeconds) },
        },
      );
    }
    next();
  };
}
