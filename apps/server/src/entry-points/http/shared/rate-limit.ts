import type { RequestHandler } from "express";
import type { TokenLeases } from "../../../domain/token-leases.js";
import { ApiError } from "./api-error.js";
import { ratePolicy } from "./scopes.js";

/**
 * Step 2 of api-v1.md §3: every authenticated request takes a token from its key's bucket for the
 * operation's policy; the IETF RateLimit headers go on every answer, 429 included. Buckets live in the
 * database, so every instance on it shares them; this process leases tokens from them (see TokenLeases).
 */
export function rateLimit(limits: TokenLeases, now: () => number = Date.now): RequestHandler {
  return async (_req, res, next) => {
    const caller = res.locals.caller;
    if (!caller) return next();
    const policy = ratePolicy(res.locals.operationId as string);
    const perSecond = policy === "send" ? caller.key.send_per_second : caller.key.default_per_second;
    const bucket = `${caller.key.key_hash}:${policy}`;
    const d = await limits.take(bucket, perSecond, now());
    res.setHeader("RateLimit-Policy", `"${policy}";q=${d.limit};w=1`);
    res.setHeader("RateLimit", `"${policy}";r=${d.remaining};t=${d.resetSeconds}`);
    if (!d.allowed) {
      throw new ApiError(
        429,
        "rate_limited",
        `Rate limit of ${d.limit} requests per second exceeded; retry after ${d.retryAfterSeconds} s.`,
        { headers: { "Retry-After": String(d.retryAfterSeconds) } },
      );
    }
    next();
  };
}
