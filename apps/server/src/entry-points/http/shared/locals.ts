import type { ApiVersion, Caller } from "../../../domain/model.js";

declare global {
  namespace Express {
    /** Per-request state shared by the middlewares. */
    interface Locals {
      /** `req_…`, echoed in `X-Request-Id` and every problem body. */
      requestId: string;
      /** Fields every log line of the request carries: the request id, then the caller's account and mode. */
      logContext: Record<string, string>;
      /** `performance.now()` when the request arrived, for the request line's duration. */
      startedAt: number;
      /** The API version the path names, when it is one this server serves: problems take its form. */
      apiVersion?: ApiVersion;
      /** The matched operation of the contract, when any. */
      operationId?: string;
      /** The authenticated caller, once step 1 passed. */
      caller?: Caller;
    }
  }
}
