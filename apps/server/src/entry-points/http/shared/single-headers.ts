import type { RequestHandler } from "express";
import { ApiError } from "./api-error.js";

/**
 * Headers a request may carry once (RFC 9112 §3.2 for `Host`). Node keeps the first of each and drops the
 * rest, so two `Authorization` headers would authenticate as whichever came first.
 */
export const SINGLE_HEADERS = ["host", "authorization"] as const;

function duplicateHeader(name: string): ApiError {
  return new ApiError(400, "invalid_request", `Send the ${name} header once.`, {
    errors: [
      { field: name, code: "duplicate_header", message: `${name} may appear only once in a request.` },
    ],
  });
}

function missingHost(): ApiError {
  return new ApiError(400, "invalid_request", "Send the Host header (HTTP/1.1 requires it).", {
    errors: [{ field: "host", code: "required", message: "host is required in an HTTP/1.1 request." }],
  });
}

/** 400 `invalid_request` naming a header sent more than once, or a missing `Host`; before routing and authentication. */
export function singleHeaders(): RequestHandler {
  return (req, _res, next) => {
    // rawHeaders, not headersDistinct: no object of every header is built on the hot path.
    const raw = req.rawHeaders;
    const seen = [0, 0];
    for (let i = 0; i < raw.length; i += 2) {
      const index = SINGLE_HEADERS.indexOf(
        (raw[i] as string).toLowerCase() as (typeof SINGLE_HEADERS)[number],
      );
      if (index < 0) continue;
      seen[index] = (seen[index] ?? 0) + 1;
      if ((seen[index] ?? 0) > 1) throw duplicateHeader(SINGLE_HEADERS[index] as string);
    }
    // HTTP/1.1 requires Host (RFC 9112 §3.2); the server is created without Node's own empty 400 for it.
    if (seen[0] === 0 && req.httpVersion === "1.1") throw missingHost();
    next();
  };
}
