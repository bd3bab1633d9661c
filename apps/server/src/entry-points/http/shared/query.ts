import type { Request } from "express";
import { ApiError } from "./api-error.js";

/** A single query string value (the validator has already checked its shape). */
export function queryString(req: Request, name: string): string | undefined {
  const v = (req.query as Record<string, unknown>)[name];
  if (v === undefined || v === null) return undefined;
  return Array.isArray(v) ? String(v[0]) : String(v);
}

/** `?limit=` (1–100, default 20; the validator enforces the range). */
export function pageLimit(req: Request): number {
  const raw = queryString(req, "limit");
  return raw === undefined ? 20 : Number(raw);
}

/** A timestamp query value normalised to the stored form (UTC, milliseconds). */
export function queryTimestamp(req: Request, name: string): string | undefined {
  const raw = queryString(req, name);
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  // The validator's date-time check is a shape check: `2026-13-01T00:00:00Z` passes it.
  if (Number.isNaN(time))
    throw new ApiError(
      400,
      "invalid_request",
      "The request does not match the API contract; see `errors` for each field.",
      {
        errors: [
          {
            field: name,
            code: "invalid_format",
            message: `${name} must be an RFC 3339 date-time, e.g. 2026-11-22T10:15:30.123Z.`,
          },
        ],
      },
    );
  return new Date(time).toISOString();
}
