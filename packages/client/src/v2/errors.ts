import { SmsApiError as SharedSmsApiError, type UNEXPECTED_RESPONSE } from "../errors.js";
import type { ErrorCode, FieldError, Problem } from "./schema.js";

/** A non-2xx answer from API v2: v1's `SmsApiError` with v2's problem type (no `success` member). */
export interface SmsApiError extends Omit<SharedSmsApiError, "code" | "errors" | "problem"> {
  /** Catalogue code; an unknown future code arrives as a plain string, `unexpected_response` for non-problem bodies. */
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE | (string & {});
  /** Field-level problems (`invalid_request`, `invalid_variable`); empty otherwise. */
  readonly errors: FieldError[];
  /** The v2 problem body as received, or undefined when the body was not a problem document. */
  readonly problem: Problem | undefined;
}

/**
 * The same class at run time as `SmsApiError` from `@sms-api/client` (so one `instanceof` catches either
 * version's errors), typed with v2's problem. The problem's fields are read by name, never by envelope.
 */
export const SmsApiError = SharedSmsApiError as unknown as {
  new (response: Response, body: unknown): SmsApiError;
  readonly prototype: SmsApiError;
};
