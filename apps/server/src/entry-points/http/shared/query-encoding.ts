import type { RequestHandler } from "express";

// RFC 3986 allows these unescaped in a query, and inside a value none of them can end the value or
// change its meaning: `:` and `/` in a typed timestamp, `=` in a cursor, `@`, `!`, `$`, `'`, `(`, `)`,
// `*`, `;`, `?`, `[`, `]`. Left alone on purpose: `&` and `#` (delimiters: never inside a raw value),
// `,` (the array delimiter of form style) and `+` (a space in form encoding, a plus elsewhere: still
// refused as `not_url_encoded` because a `+05:30` offset would otherwise silently become a space).
const SAFE_RESERVED = /[:/?@!$'()*;=[\]]/g;

function encodeValue(value: string): string {
  return value.replace(
    SAFE_RESERVED,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** Percent-encodes unambiguous reserved characters of a raw query string's values; names stay as they are. */
export function normaliseQueryString(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq < 0 ? pair : `${pair.slice(0, eq + 1)}${encodeValue(pair.slice(eq + 1))}`;
    })
    .join("&");
}

/**
 * Accepts query values typed as RFC 3986 allows (`?since=2026-01-01T00:00:00Z` from curl) by encoding
 * them before the contract validator, which otherwise demands percent-encoding (the document leaves
 * `allowReserved` off). Decoded values are unchanged, so every other check still applies.
 */
export function normaliseQueryEncoding(): RequestHandler {
  return (req, _res, next) => {
    for (const field of ["url", "originalUrl"] as const) {
      const url = req[field];
      const q = url.indexOf("?");
      if (q >= 0) req[field] = `${url.slice(0, q + 1)}${normaliseQueryString(url.slice(q + 1))}`;
    }
    next();
  };
}
