import { hash } from "node:crypto";
import { DomainError } from "./errors.js";

/** Format of an idempotency key (api-v1.md §4). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,255}$/;

/** How long a key is remembered, from its first request. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every level, so key order and whitespace do not change the result. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of the canonical JSON body: the request fingerprint stored with a key. */
export function fingerprint(body: unknown): string {
  return hash("sha256", canonicalJson(body), "hex");
}

/**
 * Resolves the key from `X-Idempotency-Key` and its alias `Idempotency-Key`.
 * Returns null when neither is sent; throws `invalid_idempotency_key` when malformed or conflicting.
 */
export function resolveIdempotencyKey(primary: string | undefined, alias: string | undefined): string | null {
  if (primary !== undefined && alias !== undefined && primary !== alias) {
    throw new DomainError(
      "invalid_idempotency_key",
      "X-Idempotency-Key and Idempotency-Key were both sent with different values; send one, or the same value in both.",
    );
  }
  const key = primary ?? alias;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new DomainError(
      "invalid_idempotency_key",
      "The idempotency key must be 1 to 255 characters of A-Z, a-z, 0-9, '.', '_', ':' and '-'.",
    );
  }
  return key;
}
