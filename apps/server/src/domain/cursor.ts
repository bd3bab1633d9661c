import { DomainError } from "./errors.js";

/** Encodes a list position as an opaque cursor, tagged with the list it belongs to. */
export function encodeCursor(list: string, position: Record<string, string>): string {
  return Buffer.from(JSON.stringify({ l: list, ...position }), "utf8").toString("base64url");
}

/** Decodes a cursor of `list` with the given string fields; anything else is 400 `invalid_request`. */
export function decodeCursor<K extends string>(
  list: string,
  cursor: string,
  fields: readonly K[],
): Record<K, string> {
  const invalid = () =>
    new DomainError(
      "invalid_request",
      "The cursor is not one this list returned; start again without `cursor`.",
      {
        errors: [
          {
            field: "cursor",
            code: "invalid_format",
            message: "Pass a `next_cursor` value of this list unchanged.",
          },
        ],
      },
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (parsed === null || typeof parsed !== "object") throw invalid();
  const o = parsed as Record<string, unknown>;
  if (o.l !== list) throw invalid();
  const out = {} as Record<K, string>;
  for (const f of fields) {
    if (typeof o[f] !== "string") throw invalid();
    out[f] = o[f] as string;
  }
  return out;
}
