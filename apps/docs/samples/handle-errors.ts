// Turn any failure of a call into what your code should do next, branching on `code` only.
import { SmsApiError, SmsNetworkError, SmsTimeoutError } from "@sms-api/client";

/** What to do after a failed call. */
export type NextStep =
  | "retry_later" // transient: retry with the same idempotency key, after Retry-After when given
  | "fix_request" // a bug or bad input on our side: log it, do not retry as is
  | "fix_configuration" // key, scope, IP allow-list, template or account settings
  | "top_up" // prepaid balance too low
  | "give_up"; // e.g. not found, not cancellable

const BY_CODE: Record<string, NextStep> = {
  rate_limited: "retry_later",
  recipient_rate_limited: "retry_later",
  idempotency_request_in_progress: "retry_later",
  internal_error: "retry_later",
  service_unavailable: "retry_later",
  insufficient_credits: "top_up",
  unauthenticated: "fix_configuration",
  invalid_api_key: "fix_configuration",
  api_key_inactive: "fix_configuration",
  permission_denied: "fix_configuration",
  ip_not_allowed: "fix_configuration",
  template_inactive: "fix_configuration",
  destination_not_permitted: "fix_configuration",
  category_not_permitted: "fix_configuration",
  dlt_mapping_incomplete: "fix_configuration",
  message_not_found: "give_up",
  message_not_cancellable: "give_up",
};

/** The next step for an error thrown by the client, and a log line that quotes the request id. */
export function nextStep(error: unknown): { step: NextStep; log: string } {
  if (error instanceof SmsTimeoutError || error instanceof SmsNetworkError) {
    return { step: "retry_later", log: `no answer: ${error.message}` };
  }
  if (!(error instanceof SmsApiError)) throw error;
  const fields = error.errors.map((e) => `${e.field}: ${e.message}`).join("; ");
  const log = `${error.status} ${error.code}: ${error.detail}${fields ? ` [${fields}]` : ""} (request ${error.request_id}, see ${error.type})`;
  // Codes are extensible: an unknown one is handled by its HTTP status class.
  const step = BY_CODE[error.code] ?? (error.status >= 500 ? "retry_later" : "fix_request");
  return { step, log };
}
