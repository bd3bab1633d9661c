import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { DomainError, StorageUnavailableError } from "../../../domain/errors.js";
import { ApiError, fromDomainError } from "./api-error.js";
import { sendProblem } from "./problem.js";
import { fromRequestValidation, unsupportedMediaType } from "./validation-errors.js";

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  errors?: { path?: string; message?: string; errorCode?: string }[];
  message?: string;
}

/** Log event of a response that failed validation: the server broke its own contract. */
export const RESPONSE_CONTRACT_VIOLATION = "response_contract_violation";

/** Raised instead of sending a response that breaks the contract; answered as a plain 500. */
export class ResponseContractViolation extends Error {
  constructor(
    message: string,
    /** Status of the response that was refused. */
    readonly refusedStatus: number,
  ) {
    super(message);
    this.name = "ResponseContractViolation";
  }
}

/** Turns any error into the documented problem shape; never leaks internals. Logs 5xx with the request's context. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const handle: ErrorRequestHandler = (err: unknown, req, res, next) => {
    const problem = toApiError(err, res.headersSent);
    if (problem.status >= 500) {
      const responseViolation = err instanceof ResponseContractViolation;
      logger.error(
        {
          ...res.locals.logContext,
          err,
          event: responseViolation ? RESPONSE_CONTRACT_VIOLATION : "unhandled_error",
          method: req.method,
          path: req.path,
        },
        responseViolation ? "response breaks the API contract" : "request failed",
      );
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      sendProblem(res, problem);
    } catch (violation) {
      // The problem itself broke the contract (a status the operation does not document): answer that as
      // the 500 it is, rather than let Express's HTML error page out.
      if (problem.status >= 500 || res.headersSent) {
        res.destroy();
        return;
      }
      handle(violation, req, res, next);
    }
  };
  return handle;
}

function toApiError(err: unknown, headersSent: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof DomainError) return fromDomainError(err);
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  // body-parser errors (step 3).
  switch (e.type) {
    case "entity.parse.failed":
      return new ApiError(
        400,
        "malformed_json",
        `The request body is not valid JSON: ${e.message ?? "parse error"}.`,
      );
    case "entity.too.large":
      return new ApiError(413, "payload_too_large", "The request body is larger than 16 KiB.");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new ApiError(415, "unsupported_media_type", "Send the body as UTF-8 `application/json`.");
  }
  // The storage adapter's word for "busy or unreachable for a moment" (a lock held too long, a lost connection).
  if (err instanceof StorageUnavailableError) {
    return new ApiError(503, "service_unavailable", "The service is busy; retry shortly.", {
      headers: { "Retry-After": "1" },
    });
  }
  if (!headersSent && status !== undefined && status < 500) {
    if (status === 415) return unsupportedMediaType();
    if (status === 413)
      return new ApiError(413, "payload_too_large", "The request body is larger than 16 KiB.");
    if (status === 400 && Array.isArray(e.errors)) return fromRequestValidation(e.errors);
    if (status === 400) return new ApiError(400, "invalid_request", e.message ?? "The request is invalid.");
    // Routing is decided earlier from the same document; these are a safety net, never a 500.
    if (status === 404) return new ApiError(404, "route_not_found", "There is no operation at this path.");
    if (status === 405) return new ApiError(405, "method_not_allowed", "This method is not supported here.");
  }
  return new ApiError(
    500,
    "internal_error",
    "Something went wrong on our side; retry later, quoting the request id.",
  );
}
