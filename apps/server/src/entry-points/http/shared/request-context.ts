import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { newRequestId } from "../../../domain/ids.js";

/**
 * The first middleware: gives the request its id (`X-Request-Id`, every problem body) and log context, and
 * writes one log line when the answer is sent.
 *
 * Nothing here is allocated per request beyond the context itself: the finish listener is one shared
 * function reading its response from `this`, and there is no per-request logger. The per-request closures
 * and `res.locals` accessor this replaced halved a server cut right after this middleware, and cost a few
 * per cent of a full get (tools/bench/performance.md).
 */
export function requestContext(logger: Logger): RequestHandler {
  function logRequestLine(this: Response): void {
    const { locals, req } = this;
    logger.info(
      {
        ...locals.logContext,
        method: req.method,
        path: req.path,
        status: this.statusCode,
        operation: locals.operationId,
        ms: Math.round((performance.now() - locals.startedAt) * 1000) / 1000,
      },
      "request",
    );
  }
  return (_req, res, next) => {
    const requestId = newRequestId();
    res.locals.requestId = requestId;
    res.locals.logContext = { request_id: requestId };
    res.locals.startedAt = performance.now();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", logRequestLine);
    next();
  };
}
