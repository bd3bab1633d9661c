/** The generated openapi-typescript types of the SMS API v2, re-exported for the client's own modules. */
export type { components, operations, paths, webhooks } from "../../generated/v2/schema.js";

import type { components } from "../../generated/v2/schema.js";

type Schemas = components["schemas"];

/** Stable error codes of the catalogue (`Problem.code`); the list may grow, so compare, never assume it is complete. */
export type ErrorCode = Schemas["ErrorCode"];
/** A v2 RFC 9457 problem body: no `success` member. */
export type Problem = Schemas["Problem"];
/** One field-level problem of an `invalid_request` or `invalid_variable` error. */
export type FieldError = Schemas["FieldError"];
/** A recipient in E.164 with its leading `+` (`+919812345678`): v2 refuses v1's digits-only form. */
export type E164PhoneNumber = `+${string}`;
/** Body of `POST /v2/messages`; `to` is typed with its `+`, so a v1-form literal fails to compile. */
export type SendMessageRequest = Omit<Schemas["SendMessageRequest"], "to"> & { to: E164PhoneNumber };
/** A message (`object: "message"`) and its status history. */
export type Message = Schemas["Message"];
/** Status of a message. */
export type MessageStatus = Schemas["MessageStatus"];
/** An approved template (`object: "template"`). */
export type Template = Schemas["Template"];
/** The calling key's account and balance (`object: "account"`). */
export type Account = Schemas["Account"];
/** A registered webhook endpoint (without its secret), pinned to an `api_version`. */
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
/** A webhook endpoint with its signing secret, returned only on create and rotate. */
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
/** Body of `POST /v2/webhooks`. */
export type CreateWebhookRequest = Schemas["CreateWebhookRequest"];
/** Body of `PATCH /v2/webhooks/{webhook_id}`. */
export type UpdateWebhookRequest = Schemas["UpdateWebhookRequest"];
/** A v2 event (`message.*`, `webhook.test`), a union discriminated on `type`; tolerate types added later. */
export type Event = Schemas["Event"];
/** Every v2 webhook payload: the same union as `Event`, named as v1's `WebhookEvent` is. */
export type WebhookEvent = Schemas["Event"];
/** Event type names. */
export type EventType = Schemas["EventType"];
/** A page of a v2 list: `{ object: "list", data, has_more, next_cursor }`. */
export interface List<T> {
  /** Always `list`. */
  object: "list";
  /** The page's items, newest first. */
  data: T[];
  /** Whether a further page exists. */
  has_more: boolean;
  /** The cursor of the next page, or null on the last. */
  next_cursor: string | null;
}
