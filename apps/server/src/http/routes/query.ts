import type { Request } from "express";

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
  return raw === undefined ? undefined : new Date(raw).toISOString();
}
