// GENERATED FILE: DO NOT EDIT.
// Types of the SMS API v2, made by openapi-typescript from @sms-api/openapi's generated/v2/openapi.json.
// Regenerate with `pnpm --filter @sms-api/client generate`; a test fails when this file is stale.
export interface paths {
    "/v2/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account and balance
         * @description Read the calling key's account: billing, balance of the key's mode, allowed countries and categories. Any scope.
         */
        get: operations["Accounts_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description List events, newest first, whether or not they were delivered, each rendered in `v2` whatever the
         *     version of the endpoints that received it. Needs scope `sms:read`.
         */
        get: operations["Events_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Read one event by its id (the `webhook-id` of its deliveries), rendered in `v2`. Needs scope `sms:read`.
         */
        get: operations["Events_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description List messages, newest first, for reconciliation: `v1`'s filters and paging, in a list object with
         *     `has_more`. Needs scope `sms:read`. Out-of-range parameters are `invalid_request`.
         */
        get: operations["Messages_list"];
        put?: never;
        /**
         * Send an SMS
         * @description Send an SMS built from an approved template. Answers `202 Accepted` at once with the `queued`
         *     message and its `Location`; delivery status follows through webhooks. Needs scope `sms:send`.
         *     The checks, their order and their codes are `v1`'s (`POST /v1/sms/send`). What differs from `v1`:
         *     the body is the message itself, `to` is written with `+`, and the only idempotency header is
         *     `Idempotency-Key`: a request carrying `X-Idempotency-Key` is refused with `400 invalid_idempotency_key`
         *     (ignoring it would silently drop the protection it asked for). Keys are scoped by account, mode and
         *     API version: the same key sent through `v1` and `v2` names two requests.
         */
        post: operations["Messages_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description Read a message and its status history: the reconciliation path next to webhooks. A message sent
         *     through `v1` reads here too. Needs scope `sms:read`; another account's or mode's is `message_not_found`.
         */
        get: operations["Messages_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/messages/{message_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued message
         * @description Cancel a message that is still `queued`; its credits are refunded and a `message.cancelled` event
         *     follows. Any other status is `message_not_cancellable`. Needs scope `sms:send`.
         */
        post: operations["Messages_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates
         * @description List the account's templates, newest first, in a list object. Needs scope `sms:read`.
         */
        get: operations["Templates_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a template
         * @description Read one template: its body, variable count and limits. Needs scope `sms:read`.
         */
        get: operations["Templates_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/test-helpers/account/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the test balance
         * @description Set the test-mode balance of the key's account, as `v1` does, and answer with the `v2` account. The
         *     difference is recorded in the test ledger. Test keys only: a live key gets `403 test_mode_only`.
         *     Needs scope `sms:send`.
         */
        post: operations["TestHelpers_setBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description List the endpoints of the key's account and mode, newest first, whichever version registered them. Needs scope `webhooks:manage`.
         */
        get: operations["Webhooks_list"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Register an endpoint, as `POST /v1/webhooks` does (the same URL rules and limits, the same codes).
         *     What differs: `api_version` says which version's events it receives, `v2` unless set. The answer
         *     holds the signing `secret`, shown only here: store it. Needs scope `webhooks:manage`.
         */
        post: operations["Webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Read one endpoint (without its secret). Needs scope `webhooks:manage`.
         */
        get: operations["Webhooks_get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Delete an endpoint; deliveries still pending for it are dropped. Answers `204` as `v1` does. Needs scope `webhooks:manage`.
         */
        delete: operations["Webhooks_delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Change an endpoint's URL, subscription, API version, note or enabled flag. A new URL is checked and
         *     normalised as on create. A new `api_version` applies to the next delivery attempt, retries included.
         *     Needs scope `webhooks:manage`.
         */
        patch: operations["Webhooks_update"];
        trace?: never;
    };
    "/v2/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Replace the signing secret; the new one is returned once. For 24 hours every delivery is signed
         *     with both the old and the new secret. Takes no body. Needs scope `webhooks:manage`.
         */
        post: operations["Webhooks_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Send a `webhook.test` event to this endpoint only, whatever it subscribes to, through the normal
         *     delivery path (signed, retried, recorded), rendered in the endpoint's `api_version`. Needs scope
         *     `webhooks:manage`.
         */
        post: operations["Webhooks_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "message.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.cancelled
         * @description The message entered `cancelled`: you cancelled it while queued and its credits were refunded (terminal).
         */
        post: operations["WebhookEventDeliveries_messageCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.delivered
         * @description The message entered `delivered`: the handset received it. Never proof of any business success.
         */
        post: operations["WebhookEventDeliveries_messageDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.expired
         * @description The message entered `expired`: its validity ran out (terminal).
         */
        post: operations["WebhookEventDeliveries_messageExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.failed
         * @description The message entered `failed` (terminal).
         */
        post: operations["WebhookEventDeliveries_messageFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.processing
         * @description The message entered `processing`: it is being rendered and routed.
         */
        post: operations["WebhookEventDeliveries_messageProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.rejected
         * @description The message entered `rejected` (terminal).
         */
        post: operations["WebhookEventDeliveries_messageRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.sent
         * @description The message entered `sent`: the carrier sent it towards the handset.
         */
        post: operations["WebhookEventDeliveries_messageSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.submitted
         * @description The message entered `submitted`: a carrier has it.
         */
        post: operations["WebhookEventDeliveries_messageSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.undelivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * message.undelivered
         * @description The message entered `undelivered`: the carrier could not deliver it (terminal).
         */
        post: operations["WebhookEventDeliveries_messageUndelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description A test event you requested for this endpoint.
         */
        post: operations["WebhookEventDeliveries_webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The calling key's account, as seen from the key's mode: `v1`'s fields with `id` (`v1`: `account_id`) and `object`. */
        Account: {
            /** @description Identifier of the account. */
            id: string;
            /**
             * @description Always `account`.
             * @enum {string}
             */
            object: "account";
            /** @description Account name. */
            name: string;
            /** @description How the account pays. */
            billing: components["schemas"]["Billing"];
            /** @description Mode of the calling key; `balance` is this mode's. */
            mode: components["schemas"]["Mode"];
            /**
             * Format: int64
             * @description Credits available in this mode (test mode has its own balance). Equals the sum of the mode's ledger.
             *     Kept within ±(2^53 − 1), the integers every JSON parser reads exactly.
             */
            balance: number;
            /** @description Destination countries the account may send to (ISO 3166-1 alpha-2). */
            allowed_countries: string[];
            /** @description Template categories the account may send. */
            allowed_categories: components["schemas"]["TemplateCategory"][];
        };
        /**
         * @description A bearer challenge naming the realm, sent with every 401.
         * @example Bearer realm="sms-api"
         */
        BearerChallenge: string;
        /**
         * @description How an account pays for messages.
         * @enum {string}
         */
        Billing: "prepaid" | "postpaid";
        /** @description A new webhook endpoint. Unknown fields are refused. */
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description https URL on a public address. Plain http to a loopback address is accepted only by a server run with insecure webhooks allowed.
             */
            url: string;
            /** @description Event types to receive, or `["*"]`; at least one. */
            events: components["schemas"]["EventSelector"][];
            /**
             * @description The API version to render and sign this endpoint's events in; `v2` unless you say otherwise.
             * @default v2
             */
            api_version?: components["schemas"]["WebhookApiVersion"];
            /** @description Your note about the endpoint. */
            description?: components["schemas"]["WebhookDescription"];
            /**
             * @description Whether deliveries start at once.
             * @default true
             */
            enabled?: boolean;
        };
        /**
         * @description Opaque cursor from a previous page's `next_cursor`.
         * @example eyJpZCI6Im1zZ18wMUpEM1o0TjhRVzdWMks1SDlUNlhCQ0YwUiJ9
         */
        Cursor: string;
        /**
         * @description Why an endpoint was disabled by us.
         * @enum {string}
         */
        DisabledReason: "gone" | "failing";
        /** @description India DLT registration of a template; every field is needed to send to `91…` numbers. */
        DltMapping: {
            /** @description Principal entity id registered on the DLT platform, or `null` when not registered. */
            entity_id: string | null;
            /** @description Registered sender header, or `null` when not registered. */
            header: string | null;
            /** @description DLT template id, or `null` when not registered. */
            dlt_template_id: string | null;
        };
        /**
         * @description Character encoding of the rendered text, which decides the segment size.
         * @enum {string}
         */
        Encoding: "gsm7" | "ucs2";
        /**
         * @description Stable, machine-readable error codes. Branch on `code`, never on `title` or `detail`.
         *     The list is extensible: treat an unknown code by its HTTP status.
         * @enum {string}
         */
        ErrorCode: "unauthenticated" | "invalid_api_key" | "api_key_inactive" | "permission_denied" | "ip_not_allowed" | "test_mode_only" | "rate_limited" | "malformed_json" | "unsupported_media_type" | "payload_too_large" | "invalid_request" | "invalid_idempotency_key" | "idempotency_key_reused" | "idempotency_request_in_progress" | "invalid_recipient" | "recipient_rate_limited" | "template_not_found" | "template_inactive" | "variable_count_mismatch" | "invalid_variable" | "message_too_long" | "destination_not_permitted" | "category_not_permitted" | "dlt_mapping_incomplete" | "insufficient_credits" | "message_not_found" | "message_not_cancellable" | "webhook_not_found" | "webhook_url_not_allowed" | "webhook_endpoint_limit_reached" | "webhook_url_duplicate" | "event_not_found" | "route_not_found" | "method_not_allowed" | "malformed_http_request" | "request_timeout" | "expectation_failed" | "request_headers_too_large" | "internal_error" | "service_unavailable";
        /**
         * @description An event, as `GET /v2/events/{event_id}` returns it and exactly as webhook endpoints pinned to `v2`
         *     receive it; discriminated on `type`. Tolerate types added later.
         */
        Event: components["schemas"]["MessageProcessingEvent"] | components["schemas"]["MessageSubmittedEvent"] | components["schemas"]["MessageSentEvent"] | components["schemas"]["MessageDeliveredEvent"] | components["schemas"]["MessageUndeliveredEvent"] | components["schemas"]["MessageFailedEvent"] | components["schemas"]["MessageRejectedEvent"] | components["schemas"]["MessageExpiredEvent"] | components["schemas"]["MessageCancelledEvent"] | components["schemas"]["WebhookTestEvent"];
        /**
         * @description Identifier of an event (`evt_…`); equals the `webhook-id` header of its deliveries.
         * @example evt_01JD40F7T2C9H5K3W8NXQ6ZB1M
         */
        EventId: string;
        /** @description A page of a list, newest first. */
        EventList: {
            /**
             * @description Always `list`.
             * @enum {string}
             */
            object: "list";
            /** @description The items of this page. */
            data: components["schemas"]["Event"][];
            /** @description Whether another page follows; pass `next_cursor` as `cursor` to fetch it. */
            has_more: boolean;
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /**
         * @description Event types an endpoint subscribes to: the `message.*` types and `webhook.test`, or `*` for every type.
         *     One subscription serves both versions: `message.delivered` here is `sms.delivered` through `v1`.
         */
        EventSelector: components["schemas"]["EventType"] | "*";
        /**
         * @description `v2` event types: one `message.*` event follows every status change after `queued` (the 202 already
         *     says `queued`); `v1` names the same changes `sms.*`. Extensible: tolerate types added later.
         * @enum {string}
         */
        EventType: "message.processing" | "message.submitted" | "message.sent" | "message.delivered" | "message.undelivered" | "message.failed" | "message.rejected" | "message.expired" | "message.cancelled" | "webhook.test";
        /** @description One field-level problem inside an `invalid_request` or `invalid_variable` error. */
        FieldError: {
            /** @description JSON Pointer into the request body (`/variables/0`), or the name of the query parameter or header. */
            field: string;
            /** @description What is wrong, e.g. `required`, `invalid_type`, `unknown_field`, `too_long`, `too_short`, `out_of_range`, `invalid_format`, `control_character`. Extensible. */
            code: string;
            /** @description A human-readable explanation; may change at any time. */
            message: string;
        };
        /**
         * @description Client-chosen key that identifies one business event being sent, 1–255 characters of
         *     `A-Z a-z 0-9 . _ : -`. Scoped to the account and mode, kept for 24 hours.
         * @example order-4711-otp
         */
        IdempotencyKey: string;
        /**
         * @description A message accepted for sending, and what became of it. The `v1` fields under the same names, except
         *     `id` (`v1`: `message_id`), plus `object`. A message sent through either version reads the same here.
         */
        Message: {
            /** @description Identifier generated at acceptance (`msg_…`); store it against your own reference. */
            id: components["schemas"]["MessageId"];
            /**
             * @description Always `message`.
             * @enum {string}
             */
            object: "message";
            /** @description Current status. */
            status: components["schemas"]["MessageStatus"];
            /** @description Recipient in E.164 with a leading `+`, e.g. `+919812345678`, whichever version sent the message. */
            to: string;
            /** @description Template the text was rendered from. */
            template_id: components["schemas"]["TemplateId"];
            /** @description The template's category. */
            category: components["schemas"]["TemplateCategory"];
            /** @description Mode of the key that sent it. */
            mode: components["schemas"]["Mode"];
            /** @description Encoding of the rendered text. */
            encoding: components["schemas"]["Encoding"];
            /**
             * Format: int32
             * @description Number of SMS segments the text needs (1–10).
             */
            segments: number;
            /**
             * Format: int32
             * @description Credits consumed: segments × the destination's rate (a rate is 1 to 1000 credits per segment). Refunded if cancelled.
             */
            credits_used: number;
            /** @description When the message was accepted. */
            submitted_at: components["schemas"]["Timestamp"];
            /** @description When the status last changed. */
            updated_at: components["schemas"]["Timestamp"];
            /** @description Every status the message has entered, oldest first, starting with `queued`; each status at most once. */
            status_history: components["schemas"]["StatusChange"][];
            /** @description Why the message failed, or `null`. */
            error: components["schemas"]["MessageError"] | null;
            /** @description The idempotency key it was sent with, or `null`. */
            idempotency_key: components["schemas"]["IdempotencyKey"] | null;
        };
        /** @description A `message.cancelled` event: the message entered `cancelled`: you cancelled it while queued and its credits were refunded (terminal). */
        MessageCancelledEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.cancelled";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description A `message.delivered` event: the message entered `delivered`: the handset received it. Never proof of any business success. */
        MessageDeliveredEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.delivered";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Why a message ended in a failure status. */
        MessageError: {
            /** @description Machine-readable reason. */
            code: components["schemas"]["MessageErrorCode"];
            /** @description Human-readable explanation. */
            message: string;
            /** @description `true` when sending again to this recipient will fail the same way. */
            permanent: boolean;
        };
        /**
         * @description Why a message failed; extensible.
         * @enum {string}
         */
        MessageErrorCode: "number_unreachable" | "dnd_blocked" | "recipient_opted_out" | "carrier_rejected" | "dlt_template_mismatch" | "validity_expired" | "carrier_error";
        /** @description What a `message.*` event says: the message as it is after the change, and where it came from. */
        MessageEventData: {
            /** @description The message, as `GET /v2/messages/{message_id}` returned it right after the change. */
            object: components["schemas"]["Message"];
            /** @description The status left. */
            previous_status: components["schemas"]["MessageStatus"];
            /**
             * Format: int32
             * @description Rises with every status change of this message; drop an event whose `sequence` is below one already handled.
             *     At most 100: a message enters each status at most once.
             */
            sequence: number;
        };
        /** @description A `message.expired` event: the message entered `expired`: its validity ran out (terminal). */
        MessageExpiredEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.expired";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description A `message.failed` event: the message entered `failed` (terminal). */
        MessageFailedEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.failed";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /**
         * @description Identifier of a message (`msg_` + a ULID, so identifiers sort by acceptance time).
         * @example msg_01JD3Z4N8QW7V2K5H9T6XBCF0R
         */
        MessageId: string;
        /** @description A page of a list, newest first. */
        MessageList: {
            /**
             * @description Always `list`.
             * @enum {string}
             */
            object: "list";
            /** @description The items of this page. */
            data: components["schemas"]["Message"][];
            /** @description Whether another page follows; pass `next_cursor` as `cursor` to fetch it. */
            has_more: boolean;
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /**
         * @description Path of a message: `/v2/messages/{message_id}`.
         * @example /v2/messages/msg_01JD3Z4N8QW7V2K5H9T6XBCF0R
         */
        MessageLocation: string;
        /** @description A `message.processing` event: the message entered `processing`: it is being rendered and routed. */
        MessageProcessingEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.processing";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description A `message.rejected` event: the message entered `rejected` (terminal). */
        MessageRejectedEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.rejected";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description A `message.sent` event: the message entered `sent`: the carrier sent it towards the handset. */
        MessageSentEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.sent";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /**
         * @description Lifecycle status of a message. Allowed steps:
         *     `queued` → `processing` | `cancelled` | `rejected` | `failed`;
         *     `processing` → `submitted` | `rejected` | `failed`;
         *     `submitted` → `sent` | `delivered` | `undelivered` | `rejected` | `failed` | `expired`;
         *     `sent` → `delivered` | `undelivered` | `expired`.
         *     Terminal: `delivered`, `undelivered`, `expired`, `failed`, `rejected`, `cancelled`.
         *     Extensible: tolerate values added later.
         * @enum {string}
         */
        MessageStatus: "queued" | "processing" | "submitted" | "sent" | "delivered" | "failed" | "rejected" | "expired" | "undelivered" | "cancelled";
        /** @description A `message.submitted` event: the message entered `submitted`: a carrier has it. */
        MessageSubmittedEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.submitted";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description A `message.undelivered` event: the message entered `undelivered`: the carrier could not deliver it (terminal). */
        MessageUndeliveredEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "message.undelivered";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["MessageEventData"];
        };
        /**
         * @description The mode of a key and of everything it creates: test keys never reach a carrier.
         * @enum {string}
         */
        Mode: "test" | "live";
        /** @description An RFC 9457 problem-details body with this API's extension members. */
        Problem: {
            /**
             * Format: uri
             * @description Link to this error's entry in the docs; ends in `#<code>`.
             */
            type: string;
            /** @description Short, human-readable summary of the error class; stable per `code`. */
            title: string;
            /**
             * Format: int32
             * @description The HTTP status code, repeated for convenience: always a 4xx or 5xx.
             */
            status: number;
            /** @description Human-readable explanation of this occurrence, saying what to do. Never parse it. */
            detail: string;
            /** @description Stable machine-readable error code. */
            code: components["schemas"]["ErrorCode"];
            /** @description Identifier of the request; equals the `X-Request-Id` header. */
            request_id: components["schemas"]["RequestId"];
            /** @description Field-level problems; present only for `invalid_request` and `invalid_variable`. */
            errors?: components["schemas"]["FieldError"][];
        };
        /**
         * @description The rate-limit policy of the operation (IETF RateLimit headers draft): name, quota per window, window seconds.
         * @example "default";q=100;w=1
         */
        RateLimitPolicyValue: string;
        /**
         * @description The state of the caller's rate limit (IETF RateLimit headers draft): remaining requests and seconds until refill.
         * @example "default";r=99;t=1
         */
        RateLimitValue: string;
        /**
         * Format: int32
         * @description Whole seconds (at least 1) your endpoint asks us to wait before the next attempt. Any value is taken;
         *     a wait longer than a day is cut to a day, so a delivery is never parked for ever.
         * @example 30
         */
        ReceiverRetryAfterSeconds: number;
        /**
         * @description Identifier of one API request (`req_…`); equals the `X-Request-Id` header and an error body's `request_id`.
         * @example req_01JD3Y9W3KXKJ8YVQ7X9P1T6ZS
         */
        RequestId: string;
        /**
         * Format: int32
         * @description Whole seconds (at least 1, at most a day) to wait before retrying, on our own answers.
         * @example 1
         */
        RetryAfterSeconds: number;
        /** @description A request to send one template-based SMS. Unknown fields are refused. */
        SendMessageRequest: {
            /**
             * @description Recipient in E.164: a leading `+`, the country code, then the number (`+919812345678`), valid and
             *     SMS-capable for its country; otherwise `422 invalid_recipient`. The `v1` form without `+`
             *     (`919812345678`) is `invalid_recipient` too, with a `detail` that shows the number written with `+`.
             *     Numbers starting with `+91` (India) need a template with a complete DLT mapping. At most 16
             *     characters, `+` and the 15 digits E.164 allows: a longer value is `400 invalid_request` naming `/to`.
             */
            to: string;
            /** @description An approved, active template of your account. */
            template_id: string;
            /**
             * @description Values for the template's variable positions, in order, as in `v1`: their number must equal the
             *     template's `variable_count`; each is 1..`max_variable_length` characters with no control characters.
             *     Omitting it is the same as sending an empty array. At most 1530 values; more is `400 invalid_request`.
             */
            variables?: components["schemas"]["VariableValue"][];
        };
        /**
         * @description The `"send"` rate-limit policy of `POST /v1/sms/send`.
         * @example "send";q=10;w=1
         */
        SendRateLimitPolicyValue: string;
        /**
         * @description The state of the caller's `"send"` rate limit.
         * @example "send";r=9;t=1
         */
        SendRateLimitValue: string;
        /** @description The test-mode balance to set. */
        SetTestBalanceRequest: {
            /**
             * Format: int64
             * @description The new balance of the test mode, in credits. The difference to the current balance is written to the test ledger as an adjustment.
             */
            balance: number;
        };
        /** @description One step of a message's lifecycle. */
        StatusChange: {
            /** @description The status entered. */
            status: components["schemas"]["MessageStatus"];
            /** @description When it was entered. */
            at: components["schemas"]["Timestamp"];
        };
        /** @description An approved message template, as in `v1` with `id` (`v1`: `template_id`) and `object`. Registered and approved outside the API. */
        Template: {
            /** @description Identifier to send with (`tmpl_…`). */
            id: components["schemas"]["TemplateId"];
            /**
             * @description Always `template`.
             * @enum {string}
             */
            object: "template";
            /** @description Human-readable name. */
            name: string;
            /** @description The text, with each variable position written `{#var#}`. */
            body: string;
            /**
             * Format: int32
             * @description Number of variable positions in `body`, at most 1530 (each value needs at least one character of ten segments).
             */
            variable_count: number;
            /** @description Category, which the account must be allowed to send. */
            category: components["schemas"]["TemplateCategory"];
            /** @description Whether the template may be used. */
            status: components["schemas"]["TemplateStatus"];
            /**
             * Format: int32
             * @description Longest allowed value of one variable, in characters; at most 1530, what ten segments hold.
             * @default 30
             */
            max_variable_length: number;
            /** @description India DLT registration, or `null` when the template has none. */
            dlt: components["schemas"]["DltMapping"] | null;
            /** @description When the template was registered. */
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description Category of a template; an account may send only its allowed categories.
         * @enum {string}
         */
        TemplateCategory: "otp" | "transactional" | "service" | "promotional";
        /**
         * @description Identifier of an approved template (`tmpl_…`).
         * @example tmpl_otp
         */
        TemplateId: string;
        /** @description A page of a list, newest first. */
        TemplateList: {
            /**
             * @description Always `list`.
             * @enum {string}
             */
            object: "list";
            /** @description The items of this page. */
            data: components["schemas"]["Template"][];
            /** @description Whether another page follows; pass `next_cursor` as `cursor` to fetch it. */
            has_more: boolean;
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /**
         * @description Whether a template may be used.
         * @enum {string}
         */
        TemplateStatus: "active" | "inactive";
        /**
         * Format: date-time
         * @description An RFC 3339 timestamp in UTC, e.g. `2026-11-22T10:15:30.123Z`.
         * @example 2026-11-22T10:15:30.123Z
         */
        Timestamp: string;
        /**
         * Format: int64
         * @description Unix time in whole seconds at which a delivery attempt was signed (before the year 10000).
         * @example 1795342531
         */
        UnixTimestamp: number;
        /** @description Changes to a webhook endpoint; omitted fields stay as they are. Unknown fields are refused. */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description New https URL.
             */
            url?: string;
            /** @description New subscription, or `["*"]`; at least one. */
            events?: components["schemas"]["EventSelector"][];
            /** @description Move the endpoint to another API version: its next deliveries are rendered and signed in it. */
            api_version?: components["schemas"]["WebhookApiVersion"];
            /** @description New note; `null` clears it. */
            description?: components["schemas"]["WebhookDescription"] | null;
            /** @description Disable or re-enable deliveries; re-enabling clears `disabled_reason`. */
            enabled?: boolean;
        };
        /** @description One value for a template variable position: at most 1530 characters, what ten GSM-7 segments hold. */
        VariableValue: string;
        /**
         * @description The API version an endpoint's events are rendered and signed in: `v1` endpoints receive `sms.*` events
         *     in the `v1` shape, `v2` endpoints `message.*` events in the `v2` shape. Extensible: a later major version
         *     adds its own value.
         * @enum {string}
         */
        WebhookApiVersion: "v1" | "v2";
        /**
         * @description Your free-text note about an endpoint, at most 500 characters.
         * @example Order service, production
         */
        WebhookDescription: string;
        /** @description A URL that receives signed event deliveries: `v1`'s endpoint with `id` (`v1`: `webhook_id`) and `object`. */
        WebhookEndpoint: {
            /** @description Identifier of the endpoint (`whk_…`). */
            id: components["schemas"]["WebhookId"];
            /**
             * @description Always `webhook_endpoint`.
             * @enum {string}
             */
            object: "webhook_endpoint";
            /**
             * Format: uri
             * @description Where deliveries are POSTed: https, on a public address.
             */
            url: string;
            /** @description Subscribed event types, or `["*"]`. */
            events: components["schemas"]["EventSelector"][];
            /**
             * @description The API version events are rendered and signed in for this endpoint: `v2` endpoints receive the
             *     `v2` event (`message.*`), `v1` endpoints the `v1` payload (`sms.*`). Change it to migrate an endpoint.
             */
            api_version: components["schemas"]["WebhookApiVersion"];
            /** @description Your note about the endpoint. */
            description: components["schemas"]["WebhookDescription"] | null;
            /** @description Whether deliveries are sent. Set it to `true` again to re-enable an endpoint we disabled. */
            enabled: boolean;
            /** @description Why we disabled it, or `null`. */
            disabled_reason: components["schemas"]["DisabledReason"] | null;
            /** @description When it was registered. */
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description A page of a list, newest first. */
        WebhookEndpointList: {
            /**
             * @description Always `list`.
             * @enum {string}
             */
            object: "list";
            /** @description The items of this page. */
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Whether another page follows; pass `next_cursor` as `cursor` to fetch it. */
            has_more: boolean;
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /** @description An endpoint with its signing secret, returned only on create and on rotation. */
        WebhookEndpointWithSecret: {
            /** @description Identifier of the endpoint (`whk_…`). */
            id: components["schemas"]["WebhookId"];
            /**
             * @description Always `webhook_endpoint`.
             * @enum {string}
             */
            object: "webhook_endpoint";
            /**
             * Format: uri
             * @description Where deliveries are POSTed: https, on a public address.
             */
            url: string;
            /** @description Subscribed event types, or `["*"]`. */
            events: components["schemas"]["EventSelector"][];
            /**
             * @description The API version events are rendered and signed in for this endpoint: `v2` endpoints receive the
             *     `v2` event (`message.*`), `v1` endpoints the `v1` payload (`sms.*`). Change it to migrate an endpoint.
             */
            api_version: components["schemas"]["WebhookApiVersion"];
            /** @description Your note about the endpoint. */
            description: components["schemas"]["WebhookDescription"] | null;
            /** @description Whether deliveries are sent. Set it to `true` again to re-enable an endpoint we disabled. */
            enabled: boolean;
            /** @description Why we disabled it, or `null`. */
            disabled_reason: components["schemas"]["DisabledReason"] | null;
            /** @description When it was registered. */
            created_at: components["schemas"]["Timestamp"];
            /** @description Signing secret: `whsec_` + base64 of 32 random bytes. Shown only now: store it in a secrets manager. */
            secret: string;
        };
        /**
         * @description Identifier of a webhook endpoint (`whk_…`).
         * @example whk_01JD40A3RZ6M2V8N4C7QK1YB5T
         */
        WebhookId: string;
        /**
         * @description Path of a webhook endpoint: `/v2/webhooks/{webhook_id}`.
         * @example /v2/webhooks/whk_01JD40A3RZ6M2V8N4C7QK1YB5T
         */
        WebhookLocation: string;
        /**
         * @description Standard Webhooks signature list: space-separated `v1,<base64 HMAC-SHA256>` entries (two during a secret rotation).
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        WebhookSignature: string;
        /** @description What a `webhook.test` event says. */
        WebhookTestData: {
            /** @description The endpoint the test was requested for (`v1`: `webhook_id`). */
            webhook_endpoint_id: components["schemas"]["WebhookId"];
            /** @description A fixed explanation that this is a test. */
            message: string;
        };
        /** @description A `webhook.test` event, requested with `POST /v2/webhooks/{webhook_id}/test`. */
        WebhookTestEvent: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            id: components["schemas"]["EventId"];
            /**
             * @description Always `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "webhook.test";
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The API version the event is rendered in: always `v2` here (`v1` renders the same event as an `sms.*` payload).
             * @enum {string}
             */
            api_version: "v2";
            /** @description What happened. */
            data: components["schemas"]["WebhookTestData"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Accounts_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Events_list: {
        parameters: {
            query?: {
                /** @description Only events of this type. */
                type?: components["schemas"]["EventType"];
                /** @description Only events created at or after this time. */
                since?: components["schemas"]["Timestamp"];
                /** @description Page size, 1–100. */
                limit?: number;
                /** @description Continue after the page whose `next_cursor` this is; omit for the first page. */
                cursor?: components["schemas"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events, newest first. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Events_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's identifier. */
                event_id: components["schemas"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Messages_list: {
        parameters: {
            query?: {
                /** @description Only messages currently in this status. */
                status?: components["schemas"]["MessageStatus"];
                /** @description Only messages accepted at or after this time. */
                since?: components["schemas"]["Timestamp"];
                /** @description Page size, 1–100. */
                limit?: number;
                /** @description Continue after the page whose `next_cursor` this is; omit for the first page. */
                cursor?: components["schemas"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages, newest first. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Messages_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Identifies the business event being sent; a retry with the same key and body never sends twice and answers with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The message to send. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description The message was accepted (`queued`); delivery status follows through webhooks. */
            202: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The `"send"` policy: `"send";q=<sends per second>;w=1`. */
                    "RateLimit-Policy": components["schemas"]["SendRateLimitPolicyValue"];
                    /** @description What is left of the send quota: `"send";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["SendRateLimitValue"];
                    /** @description Where to read the message's status: `/v2/messages/{message_id}`. */
                    Location: components["schemas"]["MessageLocation"];
                    /** @description Present, and `true`, only when this answer replays the stored answer to an earlier request with the same idempotency key; nothing new was created or charged. */
                    "Idempotent-Replayed"?: true;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The prepaid balance is too low: `insufficient_credits`. Nothing was charged. */
            402: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with the resource's current state: see `code`. */
            409: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Sent with `idempotency_request_in_progress`: seconds to wait before retrying with the same key. */
                    "Retry-After"?: components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 16 KiB: `payload_too_large`. */
            413: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is well formed but cannot be carried out: see `code`. Nothing was stored or charged. */
            422: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Messages_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` returned by the send. */
                message_id: components["schemas"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Messages_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message to cancel. */
                message_id: components["schemas"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with the resource's current state: see `code`. */
            409: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Sent with `idempotency_request_in_progress`: seconds to wait before retrying with the same key. */
                    "Retry-After"?: components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Templates_list: {
        parameters: {
            query?: {
                /** @description Page size, 1–100. */
                limit?: number;
                /** @description Continue after the page whose `next_cursor` this is; omit for the first page. */
                cursor?: components["schemas"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of templates. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Templates_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's identifier. */
                template_id: components["schemas"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    TestHelpers_setBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The balance to set. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTestBalanceRequest"];
            };
        };
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 16 KiB: `payload_too_large`. */
            413: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_list: {
        parameters: {
            query?: {
                /** @description Page size, 1–100. */
                limit?: number;
                /** @description Continue after the page whose `next_cursor` this is; omit for the first page. */
                cursor?: components["schemas"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of endpoints. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The endpoint to register. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint was registered. */
            201: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description The endpoint's address: `/v2/webhooks/{webhook_id}`. */
                    Location: components["schemas"]["WebhookLocation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with the resource's current state: see `code`. */
            409: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Sent with `idempotency_request_in_progress`: seconds to wait before retrying with the same key. */
                    "Retry-After"?: components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 16 KiB: `payload_too_large`. */
            413: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is well formed but cannot be carried out: see `code`. Nothing was stored or charged. */
            422: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's identifier. */
                webhook_id: components["schemas"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's identifier. */
                webhook_id: components["schemas"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint was deleted; pending deliveries to it are dropped. */
            204: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's identifier. */
                webhook_id: components["schemas"]["WebhookId"];
            };
            cookie?: never;
        };
        /** @description The changes. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is malformed: see `code` (`malformed_json`, `invalid_request`, `invalid_idempotency_key`). */
            400: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request conflicts with the resource's current state: see `code`. */
            409: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Sent with `idempotency_request_in_progress`: seconds to wait before retrying with the same key. */
                    "Retry-After"?: components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 16 KiB: `payload_too_large`. */
            413: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON: `unsupported_media_type`. */
            415: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request is well formed but cannot be carried out: see `code`. Nothing was stored or charged. */
            422: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_rotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's identifier. */
                webhook_id: components["schemas"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    Webhooks_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint's identifier. */
                webhook_id: components["schemas"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event was created and its delivery scheduled. */
            202: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestEvent"];
                };
            };
            /** @description The request is not authenticated: `unauthenticated`, `invalid_api_key` or `api_key_inactive`. */
            401: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description Names the authentication scheme to use. */
                    "WWW-Authenticate": components["schemas"]["BearerChallenge"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key may not do this: see `code`. */
            403: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The resource does not exist for the key's account and mode. */
            404: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /**
             * @description Too many requests: `rate_limited`, `recipient_rate_limited`, or (`v1`'s event stream) `too_many_streams`
             *     (too many event streams open at once). Never processed; retry after `Retry-After`.
             */
            429: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error on our side: `internal_error`. */
            500: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Temporarily unavailable: `service_unavailable`. Retry after `Retry-After`. */
            503: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force; see the success response. */
                    "RateLimit-Policy"?: components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota; see the success response. */
                    RateLimit?: components["schemas"]["RateLimitValue"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": components["schemas"]["RetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    WebhookEventDeliveries_messageCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageCancelledEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDeliveredEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageExpired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageExpiredEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageFailedEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageProcessing: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageProcessingEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageRejectedEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageSent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageSentEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageSubmitted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageSubmittedEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_messageUndelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageUndeliveredEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhookEventDeliveries_webhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`): the same on every retry. Deduplicate on it. */
                "webhook-id": components["schemas"]["EventId"];
                /** @description When this attempt was signed; reject it when more than 5 minutes off your clock. */
                "webhook-timestamp": components["schemas"]["UnixTimestamp"];
                /** @description `v1,` + base64(HMAC-SHA256(secret bytes, "{webhook-id}.{webhook-timestamp}.{raw body}")); space-separated when several. */
                "webhook-signature": components["schemas"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description The endpoint is gone for good: we disable it (`disabled_reason: gone`) and stop delivering. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            429: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Busy: we retry after the given `Retry-After` seconds instead of the normal schedule. */
            503: {
                headers: {
                    /** @description Seconds to wait before the next attempt. */
                    "Retry-After"?: components["schemas"]["ReceiverRetryAfterSeconds"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx within 15 seconds acknowledges the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
