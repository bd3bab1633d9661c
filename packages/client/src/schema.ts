/** The generated openapi-typescript types of the SMS API v1, re-exported for the client's own modules. */
export type { components, operations, paths, webhooks } from "../generated/v1/schema.js";

import type { components } from "../generated/v1/schema.js";

type Schemas = components["schemas"];

/** Stable error codes of the catalogue (`Problem.code`); the list may grow, so compare, never assume it is complete. */
export type ErrorCode = Schemas["ErrorCode"];
/** An RFC 9457 problem body with this API's extension members. */
export type Problem = Schemas["Problem"];
/** One field-level problem of an `invalid_request` or `invalid_variable` error. */
export type FieldError = Schemas["FieldError"];
/** Body of `POST /v1/sms/send`. */
export type SendMessageRequest = Schemas["SendMessageRequest"];
/** A message and its status history. */
export type Message = Schemas["Message"];
/** Status of a message. */
export type MessageStatus = Schemas["MessageStatus"];
/** An approved template. */
export type Template = Schemas["Template"];
/** The calling key's account and balance. */
export type Account = Schemas["Account"];
/** A registered webhook endpoint (without its secret). */
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
/** A webhook endpoint with its signing secret, returned only on create and rotate. */
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
/** Body of `POST /v1/webhooks`. */
export type CreateWebhookRequest = Schemas["CreateWebhookRequest"];
/** Body of `PATCH /v1/webhooks/{webhook_id}`. */
export type UpdateWebhookRequest = Schemas["UpdateWebhookRequest"];
/** A stored event, as listed by `GET /v1/events`. */
export type Event = Schemas["Event"];
/** Event type names. */
export type EventType = Schemas["EventType"];
/** Every webhook payload, a union discriminated on `type`; tolerate types added later. */
export type WebhookEvent = Schemas["WebhookEvent"];
