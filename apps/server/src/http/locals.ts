import type { Logger } from "pino";
import type { Caller } from "../domain/types.js";

declare global {
  namespace Express {
    /** Per-request state shared by the middlewares. */
    interface Locals {
      /** `req_…`, echoed in `X-Request-Id` and every problem body. */
      requestId: string;
      /** Request-scoped logger carrying the request id. */
      log: Logger;
      /** The matched operation of the contract, when any. */
      operationId?: string;
      /** The authenticated caller, once step 1 passed. */
      caller?: Caller;
    }
  }
}
