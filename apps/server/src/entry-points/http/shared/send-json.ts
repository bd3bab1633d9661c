import type { Response } from "express";

/**
 * Answers `body` as JSON with the bytes and headers `res.json` would write (`Content-Type: application/json;
 * charset=utf-8`, `Content-Length`; ETags are off), without Express's generic send path: ~10 % of a get
 * under load (tools/bench/performance.md). When something wrapped `res.json` on this response (the
 * response validator, in development and tests), the answer goes through it, so it is still checked.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  if (Object.hasOwn(res, "json")) {
    res.status(status).json(body);
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
