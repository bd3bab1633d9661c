import type { RequestHandler } from "express";
import { ApiError } from "./api-error.js";

interface ParameterLike {
  name?: string;
  in?: string;
  schema?: { type?: unknown };
  $ref?: string;
}

// A plain decimal integer. The validator coerces query text with `Number()`, which also reads `0x10`,
// `1e1`, `10.0`, ` 10`, `+5` and `Infinity`; the last reached the database as a non-integer (a 500).
const DECIMAL_INTEGER = /^[0-9]{1,9}$/;

/** Every operation's integer query parameters, read from the document (`$ref`s to components resolved). */
export function integerQueryParameters(document: Record<string, unknown>): Map<string, string[]> {
  const doc = document as {
    paths?: Record<string, Record<string, { operationId?: string; parameters?: ParameterLike[] }>>;
    components?: { parameters?: Record<string, ParameterLike> };
  };
  const resolve = (p: ParameterLike): ParameterLike =>
    p.$ref ? (doc.components?.parameters?.[p.$ref.split("/").pop() ?? ""] ?? {}) : p;
  const found = new Map<string, string[]>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (typeof op?.operationId !== "string") continue;
      const names = (op.parameters ?? [])
        .map(resolve)
        .filter((p) => p.in === "query" && p.schema?.type === "integer")
        .map((p) => p.name as string);
      if (names.length > 0) found.set(op.operationId, names);
    }
  }
  return found;
}

/** The refusal of a query value that is not a plain decimal integer. */
export function notDecimalInteger(name: string): ApiError {
  return new ApiError(
    400,
    "invalid_request",
    "The request does not match the API contract; see `errors` for each field.",
    {
      errors: [
        {
          field: name,
          code: "invalid_type",
          message: `${name} must be a plain decimal integer, e.g. ${name}=20.`,
        },
      ],
    },
  );
}

/**
 * Refuses integer query parameters written as anything but decimal digits, before the contract validator
 * (whose coercion is looser); the validator then checks the range.
 */
export function strictQueryIntegers(document: Record<string, unknown>): RequestHandler {
  const byOperation = integerQueryParameters(document);
  return (req, res, next) => {
    const names = byOperation.get(res.locals.operationId as string);
    if (names) {
      const query = req.query as Record<string, unknown>;
      for (const name of names) {
        const value = query[name];
        if (value === undefined) continue;
        const values = Array.isArray(value) ? value : [value];
        if (!values.every((v) => typeof v === "string" && DECIMAL_INTEGER.test(v)))
          throw notDecimalInteger(name);
      }
    }
    next();
  };
}
