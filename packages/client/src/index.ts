export type {
  CallHeaders,
  CallOptions,
  SendOptions,
  SmsClientOptions,
} from "./client-core.js";
export { createSmsClient, type RawSmsClient, type SmsClient } from "./create-sms-client.js";
export { type DeprecationNotice, describeDeprecation } from "./deprecation-notice.js";
export {
  SmsApiError,
  SmsClientError,
  SmsNetworkError,
  SmsTimeoutError,
  UNEXPECTED_RESPONSE,
} from "./errors.js";
export type {
  EventStreamCallOptions,
  EventStreamMessage,
  StreamEventMessage,
  StreamOpenedMessage,
} from "./event-stream.js";
export { type Page, paginate } from "./paginate.js";
export type * from "./schema.js";
export * from "./webhooks/index.js";
