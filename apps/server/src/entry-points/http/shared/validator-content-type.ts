import type { Request } from "express";

/** What the contract validator is shown for a body that is not `application/json` (it answers 415). */
export const UNSUPPORTED_CONTENT_TYPE = "application/x-unsupported";

/**
 * Shows the contract validator one of two `Content-Type` values. express-openapi-validator compiles and keeps
 * request and response validators per method, route and *request content type*, parameters included, so
 * every new `Content-Type: application/json; x=<random>` compiled and kept new schemas for good: memory
 * that grew with each distinct value an attacker sent (issue 17). The body is parsed by then, and only
 * `application/json` is accepted, so nothing the validator decides changes.
 */
export function boundValidatorContentType(req: Request): void {
  const raw = req.headers["content-type"];
  if (raw === undefined) return;
  const mediaType = raw.split(";")[0]?.trim().toLowerCase();
  req.headers["content-type"] =
    mediaType === "application/json" ? "application/json" : UNSUPPORTED_CONTENT_TYPE;
}
