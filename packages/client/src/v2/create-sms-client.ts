import createClient, { type Client } from "openapi-fetch";
import {
  type CallHeaders,
  callInit,
  createTransport,
  type CallOptions as SharedCallOptions,
  type SmsClientOptions,
  unwrap,
} from "../client-core.js";
import type { components, operations, paths, SendMessageRequest } from "./schema.js";

type Schemas = components["schemas"];
type Query<K extends keyof operations> = NonNullable<operations[K]["parameters"]["query"]>;

/** Extra request headers of one v2 call; v1's `X-Idempotency-Key` is refused by v2, so it is no header here. */
export interface CallHeadersV2 extends CallHeaders {
  /** v2 answers `400 invalid_idempotency_key` to it: pass `idempotencyKey` (sent as `Idempotency-Key`). */
  "X-Idempotency-Key"?: never;
}

/** Per-call options of a v2 call. */
export interface CallOptions extends SharedCallOptions {
  /** Extra headers sent with every attempt of this call. */
  headers?: CallHeadersV2;
}

/** Per-call options of `messages.send`. */
export interface SendOptions extends CallOptions {
  /** Identifies the business event, sent as `Idempotency-Key`; generated when omitted, reused by every retry. */
  idempotencyKey?: string;
}

/** The typed openapi-fetch client of v2, with the API key, timeouts and retries of the SMS client. */
export type RawSmsClient = Client<paths>;

/**
 * Creates a client of API v2 (preview) with one method per operation; every method throws `SmsApiError` on
 * failure and returns the v2 resource itself (lists as `{ object: "list", data, has_more, next_cursor }`).
 */
export function createSmsClient(options: SmsClientOptions) {
  const raw: RawSmsClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: createTransport(options),
  });
  const byId = (webhook_id: string) => ({ path: { webhook_id } });

  return {
    /** The typed openapi-fetch client for anything the methods do not cover; it returns `{ data, error, response }`. */
    raw,
    messages: {
      /** `POST /v2/messages`: queues one message (202, `Location`); `to` is E.164 with its `+`. */
      send: async (body: SendMessageRequest, call: SendOptions = {}): Promise<Schemas["Message"]> => {
        const header = call.idempotencyKey === undefined ? {} : { "Idempotency-Key": call.idempotencyKey };
        return unwrap(await raw.POST("/v2/messages", { body, params: { header }, ...callInit(call) }));
      },
      /** `GET /v2/messages/{message_id}`: a message and its status history, whichever version sent it. */
      get: async (message_id: string, call: CallOptions = {}): Promise<Schemas["Message"]> =>
        unwrap(
          await raw.GET("/v2/messages/{message_id}", { params: { path: { message_id } }, ...callInit(call) }),
        ),
      /** `GET /v2/messages`: one page of messages, newest first. */
      list: async (
        query: Query<"Messages_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["MessageList"]> =>
        unwrap(await raw.GET("/v2/messages", { params: { query }, ...callInit(call) })),
      /** `POST /v2/messages/{message_id}/cancel`: cancels a `queued` message; 409 `message_not_cancellable` otherwise. */
      cancel: async (message_id: string, call: CallOptions = {}): Promise<Schemas["Message"]> =>
        unwrap(
          await raw.POST("/v2/messages/{message_id}/cancel", {
            params: { path: { message_id } },
            ...callInit(call),
          }),
        ),
    },
    templates: {
      /** `GET /v2/templates`: one page of the account's templates. */
      list: async (
        query: Query<"Templates_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["TemplateList"]> =>
        unwrap(await raw.GET("/v2/templates", { params: { query }, ...callInit(call) })),
      /** `GET /v2/templates/{template_id}`: one template. */
      get: async (template_id: string, call: CallOptions = {}): Promise<Schemas["Template"]> =>
        unwrap(
          await raw.GET("/v2/templates/{template_id}", {
            params: { path: { template_id } },
            ...callInit(call),
          }),
        ),
    },
    account: {
      /** `GET /v2/account`: the calling key's account, mode and balance. */
      get: async (call: CallOptions = {}): Promise<Schemas["Account"]> =>
        unwrap(await raw.GET("/v2/account", { ...callInit(call) })),
    },
    webhooks: {
      /** `POST /v2/webhooks`: registers an endpoint (pinned to v2 unless `api_version` says); the `secret` is shown only here. */
      create: async (
        body: Schemas["CreateWebhookRequest"],
        call: CallOptions = {},
      ): Promise<Schemas["WebhookEndpointWithSecret"]> =>
        unwrap(await raw.POST("/v2/webhooks", { body, ...callInit(call) })),
      /** `GET /v2/webhooks`: one page of endpoints, of either version. */
      list: async (
        query: Query<"Webhooks_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["WebhookEndpointList"]> =>
        unwrap(await raw.GET("/v2/webhooks", { params: { query }, ...callInit(call) })),
      /** `GET /v2/webhooks/{webhook_id}`: one endpoint. */
      get: async (webhook_id: string, call: CallOptions = {}): Promise<Schemas["WebhookEndpoint"]> =>
        unwrap(await raw.GET("/v2/webhooks/{webhook_id}", { params: byId(webhook_id), ...callInit(call) })),
      /** `PATCH /v2/webhooks/{webhook_id}`: changes the given fields; `api_version` moves the endpoint. */
      update: async (
        webhook_id: string,
        body: Schemas["UpdateWebhookRequest"],
        call: CallOptions = {},
      ): Promise<Schemas["WebhookEndpoint"]> =>
        unwrap(
          await raw.PATCH("/v2/webhooks/{webhook_id}", { params: byId(webhook_id), body, ...callInit(call) }),
        ),
      /** `DELETE /v2/webhooks/{webhook_id}`: removes the endpoint (204). */
      delete: async (webhook_id: string, call: CallOptions = {}): Promise<undefined> => {
        unwrap(
          await raw.DELETE("/v2/webhooks/{webhook_id}", { params: byId(webhook_id), ...callInit(call) }),
        );
        return undefined;
      },
      /** `POST /v2/webhooks/{webhook_id}/rotate-secret`: a new secret, returned once; both sign during the rotation. */
      rotateSecret: async (
        webhook_id: string,
        call: CallOptions = {},
      ): Promise<Schemas["WebhookEndpointWithSecret"]> =>
        unwrap(
          await raw.POST("/v2/webhooks/{webhook_id}/rotate-secret", {
            params: byId(webhook_id),
            ...callInit(call),
          }),
        ),
      /** `POST /v2/webhooks/{webhook_id}/test`: queues a `webhook.test` delivery (202). */
      test: async (webhook_id: string, call: CallOptions = {}): Promise<Schemas["WebhookTestEvent"]> =>
        unwrap(
          await raw.POST("/v2/webhooks/{webhook_id}/test", { params: byId(webhook_id), ...callInit(call) }),
        ),
    },
    events: {
      /** `GET /v2/events`: one page of events rendered in v2 (`message.*`), for reconciliation and replay. */
      list: async (query: Query<"Events_list"> = {}, call: CallOptions = {}): Promise<Schemas["EventList"]> =>
        unwrap(await raw.GET("/v2/events", { params: { query }, ...callInit(call) })),
      /** `GET /v2/events/{event_id}`: one event, rendered in v2. */
      get: async (event_id: string, call: CallOptions = {}): Promise<Schemas["Event"]> =>
        unwrap(await raw.GET("/v2/events/{event_id}", { params: { path: { event_id } }, ...callInit(call) })),
    },
    testHelpers: {
      /** `POST /v2/test-helpers/account/balance`: sets the test balance (test keys only; 403 `test_mode_only` otherwise). */
      setBalance: async (
        body: Schemas["SetTestBalanceRequest"],
        call: CallOptions = {},
      ): Promise<Schemas["Account"]> =>
        unwrap(await raw.POST("/v2/test-helpers/account/balance", { body, ...callInit(call) })),
    },
  };
}

/** The client returned by v2's `createSmsClient`. */
export type SmsClient = ReturnType<typeof createSmsClient>;
