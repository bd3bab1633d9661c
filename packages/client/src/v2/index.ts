// `@sms-api/client/v2`: the client of API v2 (preview). Moving from v1 is this import; the compiler then
// shows each call whose name, arguments or result changed.
export type { SmsClientOptions } from "../client-core.js";
export { type DeprecationNotice, describeDeprecation } from "../deprecation-notice.js";
export { SmsClientError, SmsNetworkError, SmsTimeoutError, UNEXPECTED_RESPONSE } from "../errors.js";
export { type Page, paginate } from "../paginate.js";
export { type SignedWebhook, type SignWebhookInput, signWebhook } from "../webhooks/sign-webhook.js";
export type { VerifyWebhookOptions, WebhookHeaders } from "../webhooks/verify-webhook.js";
export {
  WebhookVerificationError,
  type WebhookVerificationReason,
} from "../webhooks/webhook-verification-error.js";
export {
  type CallHeadersV2,
  type CallOptions,
  createSmsClient,
  type RawSmsClient,
  type SendOptions,
  type SmsClient,
} from "./create-sms-client.js";
export { SmsApiError } from "./errors.js";
export type * from "./schema.js";
export { verifyWebhook } from "./verify-webhook.js";
