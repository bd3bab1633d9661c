/** Why a webhook was refused. */
export type WebhookVerificationReason =
  | "invalid_body"
  | "invalid_secret"
  | "missing_header"
  | "invalid_timestamp"
  | "timestamp_out_of_tolerance"
  | "no_matching_signature"
  | "invalid_payload"
  | "api_version_mismatch";

/** A webhook that must not be processed; answer it with 400 (or 401) and do not act on it. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  /** Machine-readable reason. */
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
