export {
  type CallHeaders,
  type CallOptions,
  createSmsClient,
  type RawSmsClient,
  type SendOptions,
  type SmsClient,
  type SmsClientOptions,
} from "./create-sms-client.js";
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
