import type { Response } from "express";
import { type ApiError, ERROR_TITLES } from "./api-error.js";

/** Base of every error `type` URL; the docs site has one anchor per code. */
export const ERROR_TYPE_BASE = "https://docs.sms-api.example/errors#";

/** Sends an ApiError as `application/problem+json` in the documented shape of the request's version. */
export function sendProblem(res: Response, err: ApiError): void {
  for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
  if (err.code === "unauthenticated" || err.code === "invalid_api_key" || err.code === "api_key_inactive")
    res.setHeader("WWW-Authenticate", 'Bearer realm="sms-api"');
  res.status(err.status).type("application/problem+json");
  res.json({
    // v1's problems carry its envelope flag; v2's are plain RFC 9457 (api-v2.md §1 row 3).
    ...(res.locals.apiVersion === "v2" ? {} : { success: false as const }),
    type: `${ERROR_TYPE_BASE}${err.code}`,
    title: ERROR_TITLES[err.code],
    status: err.status,
    detail: err.detail,
    code: err.code,
    request_id: res.locals.requestId,
    ...(err.errors ? { errors: err.errors } : {}),
  });
}
