// GENERATED FILE: DO NOT EDIT.
// Types of the SMS API v1, made by openapi-typescript from @sms-api/openapi's generated/v1/openapi.json.
// Regenerate with `pnpm --filter @sms-api/client generate`; a test fails when this file is stale.
export interface paths {
    "/v1/account": {
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
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description List events, newest first, whether or not they were delivered. Needs scope `sms:read`.
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
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events
         * @description Stream events as Server-Sent Events (`text/event-stream`), in the order they are recorded, while the
         *     connection stays open. Needs scope `sms:read`.
         *
         *     The first message is `event: stream.opened`, whose `data:` names the event the stream starts after
         *     (`after_event_id`, also its `id:`): the `Last-Event-ID` sent, else the newest event of the account and
         *     mode, so a client that drops before any event arrives can still resume. When the account and mode have
         *     no event yet, `after_event_id` is `null` and the `id:` is the start position
         *     `evt_00000000000000000000000000`, which no event has. Every other message is an event:
         *     `id:` the event id, `event:` the event type and `data:` the event exactly as `GET /v1/events` renders it,
         *     on one line. A `: ping` comment every 15 seconds keeps proxies from closing an idle stream.
         *
         *     With `Last-Event-ID`, the stream starts right after that event: nothing recorded since is lost, and
         *     nothing up to it is repeated, even across server restarts. Reconnect with the `id` of the last message
         *     you received (browsers' `EventSource` does it by itself). `Last-Event-ID: evt_00000000000000000000000000`
         *     (the start position) streams every event of the account and mode from the first: a client that dropped
         *     before the first event receives everything recorded while it was away.
         *
         *     Order: events appear in the order their changes were committed, which can differ from the order of
         *     their ids (ids are taken when a change starts). An event appears once every change that started before
         *     it has finished, so a stream never skips an event that commits late.
         *
         *     Limits: at most 5 streams per API key at a time on one server instance (`429 too_many_streams`, with
         *     `Retry-After`); the server may close a stream at any time (a restart, a deploy), and clients reconnect
         *     with `Last-Event-ID`. The request's rate-limit
         *     headers describe the `"default"` policy, charged once when the stream opens.
         *
         *     OpenAPI 3.1 has no way to describe the messages of a stream: this document carries one schema per event
         *     name in the `x-sse-events` extension of the `text/event-stream` media type: an object from event name to
         *     the schema of its `data:` (OpenAPI 3.2's `itemSchema` will describe it natively). A `Last-Event-ID` that
         *     names no event of the key's account and mode (other than the start position) is `400 invalid_request`,
         *     naming the header in `errors`.
         */
        get: operations["Events_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Read one event by its id (the `webhook-id` of its deliveries). Needs scope `sms:read`.
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
    "/v1/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description List messages, newest first, for reconciliation. Needs scope `sms:read`.
         *     Out-of-range parameters (`limit=0`, `limit=101`, a bad cursor) are `invalid_request`.
         */
        get: operations["Sms_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS
         * @description Send an SMS built from an approved template. Answers `202 Accepted` at once with the `queued`
         *     message; delivery status follows through webhooks. Needs scope `sms:send`.
         *
         *     Checks run in a fixed order and the first failure decides the answer: authentication, rate limit,
         *     body, idempotency key, recipient, recipient abuse cap, template, variables, destination and category,
         *     balance. A refused request stores, charges and counts nothing (except against the rate limit).
         *
         *     Send `X-Idempotency-Key` (or `Idempotency-Key`) on every send you may retry: the same key with the
         *     same body replays the original answer with `Idempotent-Replayed: true` and never sends or charges twice.
         */
        post: operations["Sms_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sms/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description Read a message and its status history: the reconciliation path next to webhooks.
         *     Needs scope `sms:read`. Messages of another account or mode are `message_not_found`.
         */
        get: operations["Sms_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sms/{message_id}/cancel": {
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
         * @description Cancel a message that is still `queued`; its credits are refunded and an `sms.cancelled` event follows.
         *     Any other status is `message_not_cancellable`. Needs scope `sms:send`.
         */
        post: operations["Sms_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates
         * @description List the account's templates, newest first. Needs scope `sms:read`.
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
    "/v1/templates/{template_id}": {
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
    "/v1/test-helpers/account/balance": {
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
         * @description Set the test-mode balance of the key's account, e.g. to 0 to test `insufficient_credits`, or back up after
         *     it. The difference is recorded in the test ledger (so the balance stays the sum of its ledger). Test keys
         *     only: a live key gets `403 test_mode_only`. Needs scope `sms:send`.
         */
        post: operations["TestHelpers_setBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description List the endpoints of the key's account and mode, newest first. Needs scope `webhooks:manage`.
         */
        get: operations["Webhooks_list"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Register an endpoint. The answer holds the signing `secret`, shown only here: store it.
         *     The URL must be https on a public address (`webhook_url_not_allowed` otherwise); it is stored and
         *     returned normalised (WHATWG URL `href`: lower-case host, default port dropped, `/` path added), and one
         *     that would not read back the same (backslashes, control characters or spaces, port 0, user info, a
         *     missing `//`) is refused. An account has at most 16 endpoints per mode unless its limit says otherwise
         *     (`webhook_endpoint_limit_reached`, 422), and one URL at most once per mode (`webhook_url_duplicate`,
         *     409): every endpoint receives each event, so both limits bound the deliveries one message can cause.
         *     Needs scope `webhooks:manage`.
         */
        post: operations["Webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
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
         * @description Delete an endpoint; deliveries still pending for it are dropped. Needs scope `webhooks:manage`.
         */
        delete: operations["Webhooks_delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Change an endpoint's URL, subscription, note or enabled flag. A new URL is checked and normalised as on
         *     create, and may not be another endpoint's (`webhook_url_duplicate`). Needs scope `webhooks:manage`.
         */
        patch: operations["Webhooks_update"];
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/rotate-secret": {
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
         *     with both the old and the new secret, so receivers can switch without losing events. Takes no body.
         *     Needs scope `webhooks:manage`.
         */
        post: operations["Webhooks_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/test": {
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
         *     delivery path (signed, retried, recorded). Needs scope `webhooks:manage`.
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
    "sms.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.cancelled
         * @description The message entered `cancelled`: you cancelled it while queued and its credits were refunded (terminal).
         */
        post: operations["WebhookEventDeliveries_smsCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.delivered
         * @description The message entered `delivered`: the handset received it. Never proof of any business success.
         */
        post: operations["WebhookEventDeliveries_smsDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.expired
         * @description The message entered `expired`: its validity ran out (terminal).
         */
        post: operations["WebhookEventDeliveries_smsExpired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.failed
         * @description The message entered `failed` (terminal).
         */
        post: operations["WebhookEventDeliveries_smsFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.processing
         * @description The message entered `processing`: it is being rendered and routed.
         */
        post: operations["WebhookEventDeliveries_smsProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.rejected
         * @description The message entered `rejected` (terminal).
         */
        post: operations["WebhookEventDeliveries_smsRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.sent
         * @description The message entered `sent`: the carrier sent it towards the handset.
         */
        post: operations["WebhookEventDeliveries_smsSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.submitted
         * @description The message entered `submitted`: a carrier has it.
         */
        post: operations["WebhookEventDeliveries_smsSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sms.undelivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sms.undelivered
         * @description The message entered `undelivered`: the carrier could not deliver it (terminal).
         */
        post: operations["WebhookEventDeliveries_smsUndelivered"];
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
        /** @description The calling key's account, as seen from the key's mode. */
        Account: {
            /** @description Identifier of the account. */
            account_id: string;
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
        /** @description A successful response carrying one resource. */
        AccountEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["Account"];
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
        ErrorCode: "unauthenticated" | "invalid_api_key" | "api_key_inactive" | "permission_denied" | "ip_not_allowed" | "test_mode_only" | "rate_limited" | "malformed_json" | "unsupported_media_type" | "payload_too_large" | "invalid_request" | "invalid_idempotency_key" | "idempotency_key_reused" | "idempotency_request_in_progress" | "invalid_recipient" | "recipient_rate_limited" | "template_not_found" | "template_inactive" | "variable_count_mismatch" | "invalid_variable" | "message_too_long" | "destination_not_permitted" | "category_not_permitted" | "dlt_mapping_incomplete" | "insufficient_credits" | "message_not_found" | "message_not_cancellable" | "webhook_not_found" | "webhook_url_not_allowed" | "webhook_endpoint_limit_reached" | "webhook_url_duplicate" | "event_not_found" | "too_many_streams" | "route_not_found" | "method_not_allowed" | "malformed_http_request" | "request_timeout" | "expectation_failed" | "request_headers_too_large" | "internal_error" | "service_unavailable";
        /** @description An event, as stored for reconciliation and replay. */
        Event: {
            /** @description Identifier; equals the `webhook-id` header of every delivery of this event. */
            event_id: components["schemas"]["EventId"];
            /** @description Event type. */
            type: components["schemas"]["EventType"];
            /** @description When the event was created. */
            created_at: components["schemas"]["Timestamp"];
            /** @description The event's data; the same object as the `data` of the webhook payload. */
            data: components["schemas"]["EventData"];
        };
        /** @description The `data` of an event: message data for `sms.*`, test data for `webhook.test`. */
        EventData: components["schemas"]["MessageEventData"] | components["schemas"]["WebhookTestData"];
        /** @description A successful response carrying one resource. */
        EventEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["Event"];
        };
        /**
         * @description Identifier of an event (`evt_…`); equals the `webhook-id` header of its deliveries.
         * @example evt_01JD40F7T2C9H5K3W8NXQ6ZB1M
         */
        EventId: string;
        /** @description A successful response carrying one page of a list, newest first. */
        EventListEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The items of this page. */
            data: components["schemas"]["Event"][];
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /** @description Event types an endpoint subscribes to: the `sms.*` types, or `*` for every type. */
        EventSelector: components["schemas"]["EventType"] | "*";
        /**
         * @description The first message of every stream: where it starts. Its SSE `id:` is `after_event_id`, or the start
         *     position `evt_00000000000000000000000000` when `after_event_id` is `null`: resuming from either loses nothing.
         */
        EventStreamOpened: {
            /**
             * @description The stream carries the events recorded after this one: the `Last-Event-ID` sent, else the newest event
             *     of the account and mode when the stream opened; `null` when the stream starts from the first event (the
             *     account and mode had none yet, or `Last-Event-ID` was the start position): then every event follows.
             */
            after_event_id: components["schemas"]["EventId"] | null;
        };
        /** @description The text of a Server-Sent Events stream (UTF-8, messages separated by blank lines). */
        EventStreamText: string;
        /**
         * @description Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible.
         * @enum {string}
         */
        EventType: "sms.processing" | "sms.submitted" | "sms.sent" | "sms.delivered" | "sms.undelivered" | "sms.failed" | "sms.rejected" | "sms.expired" | "sms.cancelled" | "webhook.test";
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
         * @description The event of the key's account and mode the stream resumes after: an event id (`evt_` and 26 characters),
         *     or the start position `evt_00000000000000000000000000` (no event has it), which resumes from the first event.
         * @example evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F
         */
        LastEventId: string;
        /** @description A message accepted for sending, and what became of it. */
        Message: {
            /** @description Identifier generated at acceptance; store it against your own reference. */
            message_id: components["schemas"]["MessageId"];
            /** @description Current status. */
            status: components["schemas"]["MessageStatus"];
            /** @description Recipient, as sent. */
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
        /** @description A successful response carrying one resource. */
        MessageEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["Message"];
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
        /** @description What an `sms.*` event says about a message's status change. */
        MessageEventData: {
            /** @description The message. */
            message_id: components["schemas"]["MessageId"];
            /** @description The status entered. */
            status: components["schemas"]["MessageStatus"];
            /** @description The status left. */
            previous_status: components["schemas"]["MessageStatus"];
            /**
             * Format: int32
             * @description Rises with every status change of this message; drop an event whose `sequence` is below one already handled.
             *     At most 100: a message enters each status at most once.
             */
            sequence: number;
            /** @description Recipient. */
            to: string;
            /** @description Template the text was rendered from. */
            template_id: components["schemas"]["TemplateId"];
            /** @description Why the message failed, or `null`. */
            error: components["schemas"]["MessageError"] | null;
            /**
             * Format: int32
             * @description Credits consumed (0 once a cancelled message is refunded); see the message's `credits_used`.
             */
            credits_used: number;
            /**
             * Format: int32
             * @description Number of segments (1–10).
             */
            segments: number;
            /** @description When the status changed. */
            status_changed_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description Identifier of a message (`msg_` + a ULID, so identifiers sort by acceptance time).
         * @example msg_01JD3Z4N8QW7V2K5H9T6XBCF0R
         */
        MessageId: string;
        /** @description A successful response carrying one page of a list, newest first. */
        MessageListEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The items of this page. */
            data: components["schemas"]["Message"][];
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /**
         * @description Path of a message: `/v1/sms/{message_id}`.
         * @example /v1/sms/msg_01JD3Z4N8QW7V2K5H9T6XBCF0R
         */
        MessageLocation: string;
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
        /**
         * @description The mode of a key and of everything it creates: test keys never reach a carrier.
         * @enum {string}
         */
        Mode: "test" | "live";
        /** @description An RFC 9457 problem-details body with this API's extension members. */
        Problem: {
            /**
             * @description Always `false` on errors.
             * @enum {boolean}
             */
            success: false;
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
             * @description Recipient in international format: digits only, country code first, no `+`
             *     (matching `^[1-9][0-9]{7,14}$`), and a valid, SMS-capable number for its country;
             *     otherwise `invalid_recipient`. Numbers starting with `91` (India) need a template with a complete DLT mapping.
             *     At most 15 characters, the longest number E.164 allows: a longer value is not a number in any
             *     format, so it breaks the schema and is `400 invalid_request` naming `/to` (code `too_long`), like any
             *     other field beyond its bound; a value of 15 characters or fewer that is not a valid number stays
             *     `invalid_recipient`.
             */
            to: string;
            /** @description An approved, active template of your account. */
            template_id: string;
            /**
             * @description Values for the template's variable positions, in order. Their number must equal the template's
             *     `variable_count`; each is 1..`max_variable_length` characters with no control characters.
             *     Omitting it is the same as sending an empty array. At most 1530 values (a template has at most
             *     1530 positions, since each value takes at least one of the 1530 characters ten segments hold);
             *     more is `400 invalid_request`. A value's bound is its template's `max_variable_length` (at most 1530,
             *     so a longer value is `400 invalid_request` before any template is read).
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
        /** @description Payload of `sms.cancelled`. The message entered `cancelled`: you cancelled it while queued and its credits were refunded (terminal). */
        SmsCancelledEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.cancelled";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.delivered`. The message entered `delivered`: the handset received it. Never proof of any business success. */
        SmsDeliveredEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.delivered";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.expired`. The message entered `expired`: its validity ran out (terminal). */
        SmsExpiredEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.expired";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.failed`. The message entered `failed` (terminal). */
        SmsFailedEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.failed";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.processing`. The message entered `processing`: it is being rendered and routed. */
        SmsProcessingEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.processing";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.rejected`. The message entered `rejected` (terminal). */
        SmsRejectedEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.rejected";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.sent`. The message entered `sent`: the carrier sent it towards the handset. */
        SmsSentEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.sent";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.submitted`. The message entered `submitted`: a carrier has it. */
        SmsSubmittedEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.submitted";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description Payload of `sms.undelivered`. The message entered `undelivered`: the carrier could not deliver it (terminal). */
        SmsUndeliveredEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sms.undelivered";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description The status change. */
            data: components["schemas"]["MessageEventData"];
        };
        /** @description One step of a message's lifecycle. */
        StatusChange: {
            /** @description The status entered. */
            status: components["schemas"]["MessageStatus"];
            /** @description When it was entered. */
            at: components["schemas"]["Timestamp"];
        };
        /** @description An approved message template. Templates are registered and approved outside the API; the API only reads them. */
        Template: {
            /** @description Identifier to send with. */
            template_id: components["schemas"]["TemplateId"];
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
        /** @description A successful response carrying one resource. */
        TemplateEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["Template"];
        };
        /**
         * @description Identifier of an approved template (`tmpl_…`).
         * @example tmpl_otp
         */
        TemplateId: string;
        /** @description A successful response carrying one page of a list, newest first. */
        TemplateListEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The items of this page. */
            data: components["schemas"]["Template"][];
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
        /** @description A URL that receives signed event deliveries. */
        WebhookEndpoint: {
            /** @description Identifier of the endpoint. */
            webhook_id: components["schemas"]["WebhookId"];
            /**
             * Format: uri
             * @description Where deliveries are POSTed: https, on a public address.
             */
            url: string;
            /** @description Subscribed event types, or `["*"]`. */
            events: components["schemas"]["EventSelector"][];
            /**
             * @description The API version this endpoint's events are rendered and signed in. Endpoints registered through `v1`
             *     are `v1`; one set to `v2` (through `v2`) receives `message.*` events in the `v2` shape instead of the
             *     `sms.*` types this document lists. Read-only in `v1`: change it through `PATCH /v2/webhooks/{webhook_id}`.
             */
            readonly api_version: components["schemas"]["WebhookApiVersion"];
            /** @description Your note about the endpoint. */
            description: components["schemas"]["WebhookDescription"] | null;
            /** @description Whether deliveries are sent. Set it to `true` again to re-enable an endpoint we disabled. */
            enabled: boolean;
            /** @description Why we disabled it, or `null`. */
            disabled_reason: components["schemas"]["DisabledReason"] | null;
            /** @description When it was registered. */
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description A successful response carrying one resource. */
        WebhookEndpointEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["WebhookEndpoint"];
        };
        /** @description A successful response carrying one page of a list, newest first. */
        WebhookEndpointListEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The items of this page. */
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Pass as `cursor` to fetch the next page; `null` on the last page. */
            next_cursor: components["schemas"]["Cursor"] | null;
        };
        /** @description An endpoint with its signing secret, returned only on create and on rotation. */
        WebhookEndpointWithSecret: {
            /** @description Identifier of the endpoint. */
            webhook_id: components["schemas"]["WebhookId"];
            /**
             * Format: uri
             * @description Where deliveries are POSTed: https, on a public address.
             */
            url: string;
            /** @description Subscribed event types, or `["*"]`. */
            events: components["schemas"]["EventSelector"][];
            /**
             * @description The API version this endpoint's events are rendered and signed in. Endpoints registered through `v1`
             *     are `v1`; one set to `v2` (through `v2`) receives `message.*` events in the `v2` shape instead of the
             *     `sms.*` types this document lists. Read-only in `v1`: change it through `PATCH /v2/webhooks/{webhook_id}`.
             */
            readonly api_version: components["schemas"]["WebhookApiVersion"];
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
        /** @description A successful response carrying one resource. */
        WebhookEndpointWithSecretEnvelope: {
            /**
             * @description Always `true` on success.
             * @enum {boolean}
             */
            success: true;
            /** @description The resource. */
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        /** @description Every webhook payload, discriminated on `type`. Tolerate types added later. */
        WebhookEvent: components["schemas"]["SmsProcessingEvent"] | components["schemas"]["SmsSubmittedEvent"] | components["schemas"]["SmsSentEvent"] | components["schemas"]["SmsDeliveredEvent"] | components["schemas"]["SmsUndeliveredEvent"] | components["schemas"]["SmsFailedEvent"] | components["schemas"]["SmsRejectedEvent"] | components["schemas"]["SmsExpiredEvent"] | components["schemas"]["SmsCancelledEvent"] | components["schemas"]["WebhookTestEvent"];
        /**
         * @description Identifier of a webhook endpoint (`whk_…`).
         * @example whk_01JD40A3RZ6M2V8N4C7QK1YB5T
         */
        WebhookId: string;
        /**
         * @description Path of a webhook endpoint: `/v1/webhooks/{webhook_id}`.
         * @example /v1/webhooks/whk_01JD40A3RZ6M2V8N4C7QK1YB5T
         */
        WebhookLocation: string;
        /**
         * @description Standard Webhooks signature list: space-separated `v1,<base64 HMAC-SHA256>` entries (two during a secret rotation).
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        WebhookSignature: string;
        /** @description What a `webhook.test` event says. */
        WebhookTestData: {
            /** @description The endpoint the test was requested for. */
            webhook_id: components["schemas"]["WebhookId"];
            /** @description A fixed explanation that this is a test. */
            message: string;
        };
        /** @description Payload of `webhook.test`, sent by `POST /v1/webhooks/{webhook_id}/test`. */
        WebhookTestEvent: {
            /**
             * @description The event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "webhook.test";
            /** @description When the event was created. */
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description The API version that shaped this payload.
             * @enum {string}
             */
            api_version: "v1";
            /** @description Which endpoint the test was for. */
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
                    "application/json": components["schemas"]["AccountEnvelope"];
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
                    "application/json": components["schemas"]["EventListEnvelope"];
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
    Events_stream: {
        parameters: {
            query?: {
                /** @description Only events of these types, comma-separated (`sms.delivered,sms.failed`), 1 to 10; every type when absent. */
                types?: components["schemas"]["EventType"][];
            };
            header?: {
                /** @description Resume after this event (the `id` of the last message received); see the operation's description. */
                "Last-Event-ID"?: components["schemas"]["LastEventId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description An open stream of events, as Server-Sent Events: the `x-sse-events` extension of the `text/event-stream`
             *     media type gives the schema of each event's `data:`, by event name.
             */
            200: {
                headers: {
                    /** @description Unique identifier of this request; quote it when you contact support. */
                    "X-Request-Id": components["schemas"]["RequestId"];
                    /** @description The policy in force: `"send";q=<per second>;w=1` for sends, `"default";q=<per second>;w=1` otherwise. */
                    "RateLimit-Policy": components["schemas"]["RateLimitPolicyValue"];
                    /** @description What is left of the policy's quota: `"<policy>";r=<remaining>;t=<seconds to refill>`. */
                    RateLimit: components["schemas"]["RateLimitValue"];
                    /** @description Proxies must not cache or transform the stream. */
                    "Cache-Control": "no-cache";
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["EventStreamText"];
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
                    "application/json": components["schemas"]["EventEnvelope"];
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
    Sms_list: {
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
                    "application/json": components["schemas"]["MessageListEnvelope"];
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
    Sms_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Identifies the business event being sent; a retry with the same key and body never sends twice. */
                "X-Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
                /** @description IETF-draft alias of `X-Idempotency-Key`; if both are sent they must be equal. */
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
                    /** @description Where to read the message's status: `/v1/sms/{message_id}`. */
                    Location: components["schemas"]["MessageLocation"];
                    /** @description Present, and `true`, only when this answer replays the stored answer to an earlier request with the same idempotency key; nothing new was created or charged. */
                    "Idempotent-Replayed"?: true;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
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
    Sms_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `message_id` returned by the send. */
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
                    "application/json": components["schemas"]["MessageEnvelope"];
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
    Sms_cancel: {
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
                    "application/json": components["schemas"]["MessageEnvelope"];
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
                    "application/json": components["schemas"]["TemplateListEnvelope"];
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
                    "application/json": components["schemas"]["TemplateEnvelope"];
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
                    "application/json": components["schemas"]["AccountEnvelope"];
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
                    "application/json": components["schemas"]["WebhookEndpointListEnvelope"];
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
                    /** @description The endpoint's address: `/v1/webhooks/{webhook_id}`. */
                    Location: components["schemas"]["WebhookLocation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretEnvelope"];
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
                    "application/json": components["schemas"]["WebhookEndpointEnvelope"];
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
                    "application/json": components["schemas"]["WebhookEndpointEnvelope"];
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
                    "application/json": components["schemas"]["WebhookEndpointWithSecretEnvelope"];
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
                    "application/json": components["schemas"]["EventEnvelope"];
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
    WebhookEventDeliveries_smsCancelled: {
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
                "application/json": components["schemas"]["SmsCancelledEvent"];
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
    WebhookEventDeliveries_smsDelivered: {
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
                "application/json": components["schemas"]["SmsDeliveredEvent"];
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
    WebhookEventDeliveries_smsExpired: {
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
                "application/json": components["schemas"]["SmsExpiredEvent"];
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
    WebhookEventDeliveries_smsFailed: {
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
                "application/json": components["schemas"]["SmsFailedEvent"];
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
    WebhookEventDeliveries_smsProcessing: {
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
                "application/json": components["schemas"]["SmsProcessingEvent"];
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
    WebhookEventDeliveries_smsRejected: {
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
                "application/json": components["schemas"]["SmsRejectedEvent"];
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
    WebhookEventDeliveries_smsSent: {
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
                "application/json": components["schemas"]["SmsSentEvent"];
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
    WebhookEventDeliveries_smsSubmitted: {
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
                "application/json": components["schemas"]["SmsSubmittedEvent"];
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
    WebhookEventDeliveries_smsUndelivered: {
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
                "application/json": components["schemas"]["SmsUndeliveredEvent"];
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
