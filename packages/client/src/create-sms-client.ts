import createClient, { type Client } from "openapi-fetch";
import {
  type CallOptions,
  callInit,
  createTransport,
  type SendOptions,
  type SmsClientOptions,
  unwrap,
} from "./client-core.js";
import { type EventStreamCallOptions, type EventStreamMessage, streamEvents } from "./event-stream.js";
import type { components, operations, paths } from "./schema.js";

type Schemas = components["schemas"];
type Query<K extends keyof operations> = NonNullable<operations[K]["parameters"]["query"]>;

/** The typed openapi-fetch client, with the API key, timeouts and retries of the SMS client. */
export type RawSmsClient = Client<paths>;

/** Creates a client with one method per operation; every method throws on failure and returns the success body. */
export function createSmsClient(options: SmsClientOptions) {
  const raw: RawSmsClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: createTransport(options),
  });
  // The stream bypasses the retrying transport: it buffers whole answers, and a stream never ends.
  const streamTransport = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  };

  return {
    /** The typed openapi-fetch client for anything the methods do not cover; it returns `{ data, error, response }`. */
    raw,
    /**
     * Any `text/event-stream` operation by path and query (the command line's generic commands use it);
     * prefer `events.stream`, which is typed.
     */
    rawStream: (
      path: string,
      query: Record<string, string> = {},
      call: EventStreamCallOptions = {},
    ): AsyncGenerator<EventStreamMessage, void, undefined> =>
      streamEvents(streamTransport, path, query, call),
    sms: {
      /** `POST /v1/sms/send`: queues one message (202). */
      send: async (
        body: Schemas["SendMessageRequest"],
        call: SendOptions = {},
      ): Promise<Schemas["MessageEnvelope"]> => {
        const header = call.idempotencyKey === undefined ? {} : { "X-Idempotency-Key": call.idempotencyKey };
        return unwrap(await raw.POST("/v1/sms/send", { body, params: { header }, ...callInit(call) }));
      },
      /** `GET /v1/sms/{message_id}`: a message and its status history. */
      get: async (message_id: string, call: CallOptions = {}): Promise<Schemas["MessageEnvelope"]> =>
        unwrap(
          await raw.GET("/v1/sms/{message_id}", { params: { path: { message_id } }, ...callInit(call) }),
        ),
      /** `GET /v1/sms`: one page of messages, newest first. */
      list: async (
        query: Query<"Sms_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["MessageListEnvelope"]> =>
        unwrap(await raw.GET("/v1/sms", { params: { query }, ...callInit(call) })),
      /** `POST /v1/sms/{message_id}/cancel`: cancels a `queued` message; 409 `message_not_cancellable` otherwise. */
      cancel: async (message_id: string, call: CallOptions = {}): Promise<Schemas["MessageEnvelope"]> =>
        unwrap(
          await raw.POST("/v1/sms/{message_id}/cancel", {
            params: { path: { message_id } },
            ...callInit(call),
          }),
        ),
    },
    templates: {
      /** `GET /v1/templates`: one page of the account's templates. */
      list: async (
        query: Query<"Templates_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["TemplateListEnvelope"]> =>
        unwrap(await raw.GET("/v1/templates", { params: { query }, ...callInit(call) })),
      /** `GET /v1/templates/{template_id}`: one template. */
      get: async (template_id: string, call: CallOptions = {}): Promise<Schemas["TemplateEnvelope"]> =>
        unwrap(
          await raw.GET("/v1/templates/{template_id}", {
            params: { path: { template_id } },
            ...callInit(call),
          }),
        ),
    },
    account: {
      /** `GET /v1/account`: the calling key's account, mode and balance. */
      get: async (call: CallOptions = {}): Promise<Schemas["AccountEnvelope"]> =>
        unwrap(await raw.GET("/v1/account", { ...callInit(call) })),
    },
    webhooks: webhookMethods(raw),
    testHelpers: {
      /** `POST /v1/test-helpers/account/balance`: sets the test balance (test keys only; 403 `test_mode_only` otherwise). */
      setBalance: async (
        body: Schemas["SetTestBalanceRequest"],
        call: CallOptions = {},
      ): Promise<Schemas["AccountEnvelope"]> =>
        unwrap(await raw.POST("/v1/test-helpers/account/balance", { body, ...callInit(call) })),
    },
    events: {
      /** `GET /v1/events`: one page of events, for reconciliation and replay. */
      list: async (
        query: Query<"Events_list"> = {},
        call: CallOptions = {},
      ): Promise<Schemas["EventListEnvelope"]> =>
        unwrap(await raw.GET("/v1/events", { params: { query }, ...callInit(call) })),
      /** `GET /v1/events/{event_id}`: one event. */
      get: async (event_id: string, call: CallOptions = {}): Promise<Schemas["EventEnvelope"]> =>
        unwrap(await raw.GET("/v1/events/{event_id}", { params: { path: { event_id } }, ...callInit(call) })),
      /**
       * `GET /v1/events/stream`: the events as they are recorded, over one connection (`stream.opened` first).
       * Iterate it; resume after a drop with `lastEventId` set to the last message's `id`. Not retried.
       */
      stream: (
        query: { types?: Schemas["EventType"][] } = {},
        call: EventStreamCallOptions = {},
      ): AsyncGenerator<EventStreamMessage, void, undefined> =>
        streamEvents(
          streamTransport,
          "/v1/events/stream",
          query.types === undefined ? {} : { types: query.types.join(",") },
          call,
        ),
    },
  };
}

function webhookMethods(raw: RawSmsClient) {
  const byId = (webhook_id: string) => ({ path: { webhook_id } });
  return {
    /** `POST /v1/webhooks`: registers an endpoint; the answer carries its `secret`, shown only here. */
    create: async (
      body: Schemas["CreateWebhookRequest"],
      call: CallOptions = {},
    ): Promise<Schemas["WebhookEndpointWithSecretEnvelope"]> =>
      unwrap(await raw.POST("/v1/webhooks", { body, ...callInit(call) })),
    /** `GET /v1/webhooks`: one page of endpoints. */
    list: async (
      query: Query<"Webhooks_list"> = {},
      call: CallOptions = {},
    ): Promise<Schemas["WebhookEndpointListEnvelope"]> =>
      unwrap(await raw.GET("/v1/webhooks", { params: { query }, ...callInit(call) })),
    /** `GET /v1/webhooks/{webhook_id}`: one endpoint. */
    get: async (webhook_id: string, call: CallOptions = {}): Promise<Schemas["WebhookEndpointEnvelope"]> =>
      unwrap(await raw.GET("/v1/webhooks/{webhook_id}", { params: byId(webhook_id), ...callInit(call) })),
    /** `PATCH /v1/webhooks/{webhook_id}`: changes the given fields. */
    update: async (
      webhook_id: string,
      body: Schemas["UpdateWebhookRequest"],
      call: CallOptions = {},
    ): Promise<Schemas["WebhookEndpointEnvelope"]> =>
      unwrap(
        await raw.PATCH("/v1/webhooks/{webhook_id}", { params: byId(webhook_id), body, ...callInit(call) }),
      ),
    /** `DELETE /v1/webhooks/{webhook_id}`: removes the endpoint (204). */
    delete: async (webhook_id: string, call: CallOptions = {}): Promise<undefined> => {
      unwrap(await raw.DELETE("/v1/webhooks/{webhook_id}", { params: byId(webhook_id), ...callInit(call) }));
      return undefined;
    },
    /** `POST /v1/webhooks/{webhook_id}/rotate-secret`: a new secret, returned once; both sign during the rotation. */
    rotateSecret: async (
      webhook_id: string,
      call: CallOptions = {},
    ): Promise<Schemas["WebhookEndpointWithSecretEnvelope"]> =>
      unwrap(
        await raw.POST("/v1/webhooks/{webhook_id}/rotate-secret", {
          params: byId(webhook_id),
          ...callInit(call),
        }),
      ),
    /** `POST /v1/webhooks/{webhook_id}/test`: queues a `webhook.test` delivery (202). */
    test: async (webhook_id: string, call: CallOptions = {}): Promise<Schemas["EventEnvelope"]> =>
      unwrap(
        await raw.POST("/v1/webhooks/{webhook_id}/test", { params: byId(webhook_id), ...callInit(call) }),
      ),
  };
}

/** The client returned by `createSmsClient`. */
export type SmsClient = ReturnType<typeof createSmsClient>;
