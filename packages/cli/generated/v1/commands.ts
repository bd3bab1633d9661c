// GENERATED FILE: DO NOT EDIT.
// The sms-api CLI's commands, made from @sms-api/openapi's generated/v1/openapi.json by scripts/render-commands.mjs.
// Regenerate with `pnpm --filter @sms-api/cli generate`; a test fails when this file is stale.
import type { OperationSpec } from "../../src/operation-spec.js";

/** The base URL the document's server entry defaults to, or null when it names none. */
export const DEFAULT_BASE_URL: string | null = "http://127.0.0.1:3000";

/** Each command group's help line: the description of its tag. */
export const GROUPS: Readonly<Record<string, string>> = {
  "account": "Your account: billing, balance of the key's mode, allowed countries and categories.",
  "events": "Every event of your account and mode, for reconciliation and replay.",
  "messages": "Send template-based SMS, read their status, list them for reconciliation, cancel queued ones.",
  "templates": "The approved templates of your account; registered and approved outside the API.",
  "test-helpers": "Test mode only: put your test account into the state a test needs, such as a balance of 0.",
  "webhooks": "Endpoints that receive signed delivery-status events (Standard Webhooks)."
};

/** Every operation of the contract, as a command. */
export const OPERATIONS: readonly OperationSpec[] = [
  {
    "operationId": "Accounts_get",
    "group": "account",
    "name": "get",
    "method": "get",
    "path": "/v1/account",
    "summary": "Get the account and balance",
    "description": "Read the calling key's account: billing, balance of the key's mode, allowed countries and categories. Any scope.",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Events_get",
    "group": "events",
    "name": "get",
    "method": "get",
    "path": "/v1/events/{event_id}",
    "summary": "Get an event",
    "description": "Read one event by its id (the `webhook-id` of its deliveries). Needs scope `sms:read`.",
    "pathParams": [
      {
        "name": "event_id",
        "flag": "event_id",
        "required": true,
        "deprecated": false,
        "description": "The event's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of an event (`evt_…`); equals the `webhook-id` header of its deliveries."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Events_list",
    "group": "events",
    "name": "list",
    "method": "get",
    "path": "/v1/events",
    "summary": "List events",
    "description": "List events, newest first, whether or not they were delivered. Needs scope `sms:read`.",
    "pathParams": [],
    "queryParams": [
      {
        "name": "type",
        "flag": "type",
        "required": false,
        "deprecated": false,
        "description": "Only events of this type.",
        "schema": {
          "type": "string",
          "enum": [
            "sms.processing",
            "sms.submitted",
            "sms.sent",
            "sms.delivered",
            "sms.undelivered",
            "sms.failed",
            "sms.rejected",
            "sms.expired",
            "sms.cancelled",
            "webhook.test"
          ],
          "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
        }
      },
      {
        "name": "since",
        "flag": "since",
        "required": false,
        "deprecated": false,
        "description": "Only events created at or after this time.",
        "schema": {
          "type": "string",
          "format": "date-time",
          "description": "An RFC 3339 timestamp in UTC, e.g. `2026-11-22T10:15:30.123Z`."
        }
      },
      {
        "name": "limit",
        "flag": "limit",
        "required": false,
        "deprecated": false,
        "description": "Page size, 1–100.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      {
        "name": "cursor",
        "flag": "cursor",
        "required": false,
        "deprecated": false,
        "description": "Continue after the page whose `next_cursor` this is; omit for the first page.",
        "schema": {
          "type": "string",
          "description": "Opaque cursor from a previous page's `next_cursor`."
        }
      }
    ],
    "headerParams": [],
    "body": null,
    "paginated": true,
    "stream": false
  },
  {
    "operationId": "Events_stream",
    "group": "events",
    "name": "stream",
    "method": "get",
    "path": "/v1/events/stream",
    "summary": "Stream events",
    "description": "Stream events as Server-Sent Events (`text/event-stream`), in the order they are recorded, while the\nconnection stays open. Needs scope `sms:read`.\n\nThe first message is `event: stream.opened`, whose `data:` names the event the stream starts after\n(`after_event_id`, also its `id:`): the `Last-Event-ID` sent, else the newest event of the account and\nmode, so a client that drops before any event arrives can still resume. When the account and mode have\nno event yet, `after_event_id` is `null` and the `id:` is the start position\n`evt_00000000000000000000000000`, which no event has. Every other message is an event:\n`id:` the event id, `event:` the event type and `data:` the event exactly as `GET /v1/events` renders it,\non one line. A `: ping` comment every 15 seconds keeps proxies from closing an idle stream.\n\nWith `Last-Event-ID`, the stream starts right after that event: nothing recorded since is lost, and\nnothing up to it is repeated, even across server restarts. Reconnect with the `id` of the last message\nyou received (browsers' `EventSource` does it by itself). `Last-Event-ID: evt_00000000000000000000000000`\n(the start position) streams every event of the account and mode from the first: a client that dropped\nbefore the first event receives everything recorded while it was away.\n\nOrder: events appear in the order their changes were committed, which can differ from the order of\ntheir ids (ids are taken when a change starts). An event appears once every change that started before\nit has finished, so a stream never skips an event that commits late.\n\nLimits: at most 5 streams per API key at a time on one server instance (`429 too_many_streams`, with\n`Retry-After`); the server may close a stream at any time (a restart, a deploy), and clients reconnect\nwith `Last-Event-ID`. The request's rate-limit\nheaders describe the `\"default\"` policy, charged once when the stream opens.\n\nOpenAPI 3.1 has no way to describe the messages of a stream: this document carries one schema per event\nname in the `x-sse-events` extension of the `text/event-stream` media type: an object from event name to\nthe schema of its `data:` (OpenAPI 3.2's `itemSchema` will describe it natively). A `Last-Event-ID` that\nnames no event of the key's account and mode (other than the start position) is `400 invalid_request`,\nnaming the header in `errors`.",
    "pathParams": [],
    "queryParams": [
      {
        "name": "types",
        "flag": "types",
        "required": false,
        "deprecated": false,
        "description": "Only events of these types, comma-separated (`sms.delivered,sms.failed`), 1 to 10; every type when absent.",
        "schema": {
          "type": "array",
          "items": {
            "type": "string",
            "enum": [
              "sms.processing",
              "sms.submitted",
              "sms.sent",
              "sms.delivered",
              "sms.undelivered",
              "sms.failed",
              "sms.rejected",
              "sms.expired",
              "sms.cancelled",
              "webhook.test"
            ],
            "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
          },
          "minItems": 1,
          "maxItems": 10
        }
      }
    ],
    "headerParams": [
      {
        "name": "Last-Event-ID",
        "flag": "last-event-id",
        "required": false,
        "deprecated": false,
        "description": "Resume after this event (the `id` of the last message received); see the operation's description.",
        "schema": {
          "type": "string",
          "maxLength": 30,
          "pattern": "^evt_[0-9A-Za-z]{26}$",
          "description": "The event of the key's account and mode the stream resumes after: an event id (`evt_` and 26 characters),\nor the start position `evt_00000000000000000000000000` (no event has it), which resumes from the first event."
        }
      }
    ],
    "body": null,
    "paginated": false,
    "stream": true
  },
  {
    "operationId": "Sms_cancel",
    "group": "messages",
    "name": "cancel",
    "method": "post",
    "path": "/v1/sms/{message_id}/cancel",
    "summary": "Cancel a queued message",
    "description": "Cancel a message that is still `queued`; its credits are refunded and an `sms.cancelled` event follows.\nAny other status is `message_not_cancellable`. Needs scope `sms:send`.",
    "pathParams": [
      {
        "name": "message_id",
        "flag": "message_id",
        "required": true,
        "deprecated": false,
        "description": "The message to cancel.",
        "schema": {
          "type": "string",
          "description": "Identifier of a message (`msg_` + a ULID, so identifiers sort by acceptance time)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Sms_get",
    "group": "messages",
    "name": "get",
    "method": "get",
    "path": "/v1/sms/{message_id}",
    "summary": "Get a message",
    "description": "Read a message and its status history: the reconciliation path next to webhooks.\nNeeds scope `sms:read`. Messages of another account or mode are `message_not_found`.",
    "pathParams": [
      {
        "name": "message_id",
        "flag": "message_id",
        "required": true,
        "deprecated": false,
        "description": "The `message_id` returned by the send.",
        "schema": {
          "type": "string",
          "description": "Identifier of a message (`msg_` + a ULID, so identifiers sort by acceptance time)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Sms_list",
    "group": "messages",
    "name": "list",
    "method": "get",
    "path": "/v1/sms",
    "summary": "List messages",
    "description": "List messages, newest first, for reconciliation. Needs scope `sms:read`.\nOut-of-range parameters (`limit=0`, `limit=101`, a bad cursor) are `invalid_request`.",
    "pathParams": [],
    "queryParams": [
      {
        "name": "status",
        "flag": "status",
        "required": false,
        "deprecated": false,
        "description": "Only messages currently in this status.",
        "schema": {
          "type": "string",
          "enum": [
            "queued",
            "processing",
            "submitted",
            "sent",
            "delivered",
            "failed",
            "rejected",
            "expired",
            "undelivered",
            "cancelled"
          ],
          "description": "Lifecycle status of a message. Allowed steps:\n`queued` → `processing` | `cancelled` | `rejected` | `failed`;\n`processing` → `submitted` | `rejected` | `failed`;\n`submitted` → `sent` | `delivered` | `undelivered` | `rejected` | `failed` | `expired`;\n`sent` → `delivered` | `undelivered` | `expired`.\nTerminal: `delivered`, `undelivered`, `expired`, `failed`, `rejected`, `cancelled`.\nExtensible: tolerate values added later."
        }
      },
      {
        "name": "since",
        "flag": "since",
        "required": false,
        "deprecated": false,
        "description": "Only messages accepted at or after this time.",
        "schema": {
          "type": "string",
          "format": "date-time",
          "description": "An RFC 3339 timestamp in UTC, e.g. `2026-11-22T10:15:30.123Z`."
        }
      },
      {
        "name": "limit",
        "flag": "limit",
        "required": false,
        "deprecated": false,
        "description": "Page size, 1–100.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      {
        "name": "cursor",
        "flag": "cursor",
        "required": false,
        "deprecated": false,
        "description": "Continue after the page whose `next_cursor` this is; omit for the first page.",
        "schema": {
          "type": "string",
          "description": "Opaque cursor from a previous page's `next_cursor`."
        }
      }
    ],
    "headerParams": [],
    "body": null,
    "paginated": true,
    "stream": false
  },
  {
    "operationId": "Sms_send",
    "group": "messages",
    "name": "send",
    "method": "post",
    "path": "/v1/sms/send",
    "summary": "Send an SMS",
    "description": "Send an SMS built from an approved template. Answers `202 Accepted` at once with the `queued`\nmessage; delivery status follows through webhooks. Needs scope `sms:send`.\n\nChecks run in a fixed order and the first failure decides the answer: authentication, rate limit,\nbody, idempotency key, recipient, recipient abuse cap, template, variables, destination and category,\nbalance. A refused request stores, charges and counts nothing (except against the rate limit).\n\nSend `X-Idempotency-Key` (or `Idempotency-Key`) on every send you may retry: the same key with the\nsame body replays the original answer with `Idempotent-Replayed: true` and never sends or charges twice.",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      {
        "name": "X-Idempotency-Key",
        "flag": "x-idempotency-key",
        "required": false,
        "deprecated": false,
        "description": "Identifies the business event being sent; a retry with the same key and body never sends twice.",
        "schema": {
          "type": "string",
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9._:-]{1,255}$",
          "description": "Client-chosen key that identifies one business event being sent, 1–255 characters of\n`A-Z a-z 0-9 . _ : -`. Scoped to the account and mode, kept for 24 hours."
        }
      },
      {
        "name": "Idempotency-Key",
        "flag": "idempotency-key",
        "required": false,
        "deprecated": false,
        "description": "IETF-draft alias of `X-Idempotency-Key`; if both are sent they must be equal.",
        "schema": {
          "type": "string",
          "maxLength": 255,
          "pattern": "^[A-Za-z0-9._:-]{1,255}$",
          "description": "Client-chosen key that identifies one business event being sent, 1–255 characters of\n`A-Z a-z 0-9 . _ : -`. Scoped to the account and mode, kept for 24 hours."
        }
      }
    ],
    "body": {
      "required": true,
      "description": "A request to send one template-based SMS. Unknown fields are refused.",
      "schema": {
        "type": "object",
        "required": [
          "to",
          "template_id"
        ],
        "properties": {
          "to": {
            "type": "string",
            "maxLength": 15,
            "description": "Recipient in international format: digits only, country code first, no `+`\n(matching `^[1-9][0-9]{7,14}$`), and a valid, SMS-capable number for its country;\notherwise `invalid_recipient`. Numbers starting with `91` (India) need a template with a complete DLT mapping.\nAt most 15 characters, the longest number E.164 allows: a longer value is not a number in any\nformat, so it breaks the schema and is `400 invalid_request` naming `/to` (code `too_long`), like any\nother field beyond its bound; a value of 15 characters or fewer that is not a valid number stays\n`invalid_recipient`."
          },
          "template_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "description": "An approved, active template of your account."
          },
          "variables": {
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 1530,
              "description": "One value for a template variable position: at most 1530 characters, what ten GSM-7 segments hold."
            },
            "maxItems": 1530,
            "description": "Values for the template's variable positions, in order. Their number must equal the template's\n`variable_count`; each is 1..`max_variable_length` characters with no control characters.\nOmitting it is the same as sending an empty array. At most 1530 values (a template has at most\n1530 positions, since each value takes at least one of the 1530 characters ten segments hold);\nmore is `400 invalid_request`. A value's bound is its template's `max_variable_length` (at most 1530,\nso a longer value is `400 invalid_request` before any template is read)."
          }
        },
        "unevaluatedProperties": false,
        "description": "A request to send one template-based SMS. Unknown fields are refused."
      },
      "fields": [
        {
          "name": "to",
          "flag": "to",
          "required": true,
          "deprecated": false,
          "description": "Recipient in international format: digits only, country code first, no `+`\n(matching `^[1-9][0-9]{7,14}$`), and a valid, SMS-capable number for its country;\notherwise `invalid_recipient`. Numbers starting with `91` (India) need a template with a complete DLT mapping.\nAt most 15 characters, the longest number E.164 allows: a longer value is not a number in any\nformat, so it breaks the schema and is `400 invalid_request` naming `/to` (code `too_long`), like any\nother field beyond its bound; a value of 15 characters or fewer that is not a valid number stays\n`invalid_recipient`.",
          "schema": {
            "type": "string",
            "maxLength": 15,
            "description": "Recipient in international format: digits only, country code first, no `+`\n(matching `^[1-9][0-9]{7,14}$`), and a valid, SMS-capable number for its country;\notherwise `invalid_recipient`. Numbers starting with `91` (India) need a template with a complete DLT mapping.\nAt most 15 characters, the longest number E.164 allows: a longer value is not a number in any\nformat, so it breaks the schema and is `400 invalid_request` naming `/to` (code `too_long`), like any\nother field beyond its bound; a value of 15 characters or fewer that is not a valid number stays\n`invalid_recipient`."
          }
        },
        {
          "name": "template_id",
          "flag": "template-id",
          "required": true,
          "deprecated": false,
          "description": "An approved, active template of your account.",
          "schema": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "description": "An approved, active template of your account."
          }
        },
        {
          "name": "variables",
          "flag": "variables",
          "required": false,
          "deprecated": false,
          "description": "Values for the template's variable positions, in order. Their number must equal the template's\n`variable_count`; each is 1..`max_variable_length` characters with no control characters.\nOmitting it is the same as sending an empty array. At most 1530 values (a template has at most\n1530 positions, since each value takes at least one of the 1530 characters ten segments hold);\nmore is `400 invalid_request`. A value's bound is its template's `max_variable_length` (at most 1530,\nso a longer value is `400 invalid_request` before any template is read).",
          "schema": {
            "type": "array",
            "items": {
              "type": "string",
              "maxLength": 1530,
              "description": "One value for a template variable position: at most 1530 characters, what ten GSM-7 segments hold."
            },
            "maxItems": 1530,
            "description": "Values for the template's variable positions, in order. Their number must equal the template's\n`variable_count`; each is 1..`max_variable_length` characters with no control characters.\nOmitting it is the same as sending an empty array. At most 1530 values (a template has at most\n1530 positions, since each value takes at least one of the 1530 characters ten segments hold);\nmore is `400 invalid_request`. A value's bound is its template's `max_variable_length` (at most 1530,\nso a longer value is `400 invalid_request` before any template is read)."
          }
        }
      ]
    },
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Templates_get",
    "group": "templates",
    "name": "get",
    "method": "get",
    "path": "/v1/templates/{template_id}",
    "summary": "Get a template",
    "description": "Read one template: its body, variable count and limits. Needs scope `sms:read`.",
    "pathParams": [
      {
        "name": "template_id",
        "flag": "template_id",
        "required": true,
        "deprecated": false,
        "description": "The template's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of an approved template (`tmpl_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Templates_list",
    "group": "templates",
    "name": "list",
    "method": "get",
    "path": "/v1/templates",
    "summary": "List templates",
    "description": "List the account's templates, newest first. Needs scope `sms:read`.",
    "pathParams": [],
    "queryParams": [
      {
        "name": "limit",
        "flag": "limit",
        "required": false,
        "deprecated": false,
        "description": "Page size, 1–100.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      {
        "name": "cursor",
        "flag": "cursor",
        "required": false,
        "deprecated": false,
        "description": "Continue after the page whose `next_cursor` this is; omit for the first page.",
        "schema": {
          "type": "string",
          "description": "Opaque cursor from a previous page's `next_cursor`."
        }
      }
    ],
    "headerParams": [],
    "body": null,
    "paginated": true,
    "stream": false
  },
  {
    "operationId": "TestHelpers_setBalance",
    "group": "test-helpers",
    "name": "set-balance",
    "method": "post",
    "path": "/v1/test-helpers/account/balance",
    "summary": "Set the test balance",
    "description": "Set the test-mode balance of the key's account, e.g. to 0 to test `insufficient_credits`, or back up after\nit. The difference is recorded in the test ledger (so the balance stays the sum of its ledger). Test keys\nonly: a live key gets `403 test_mode_only`. Needs scope `sms:send`.",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": {
      "required": true,
      "description": "The test-mode balance to set.",
      "schema": {
        "type": "object",
        "required": [
          "balance"
        ],
        "properties": {
          "balance": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 1000000000,
            "description": "The new balance of the test mode, in credits. The difference to the current balance is written to the test ledger as an adjustment."
          }
        },
        "unevaluatedProperties": false,
        "description": "The test-mode balance to set."
      },
      "fields": [
        {
          "name": "balance",
          "flag": "balance",
          "required": true,
          "deprecated": false,
          "description": "The new balance of the test mode, in credits. The difference to the current balance is written to the test ledger as an adjustment.",
          "schema": {
            "type": "integer",
            "format": "int64",
            "minimum": 0,
            "maximum": 1000000000,
            "description": "The new balance of the test mode, in credits. The difference to the current balance is written to the test ledger as an adjustment."
          }
        }
      ]
    },
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_create",
    "group": "webhooks",
    "name": "create",
    "method": "post",
    "path": "/v1/webhooks",
    "summary": "Register a webhook endpoint",
    "description": "Register an endpoint. The answer holds the signing `secret`, shown only here: store it.\nThe URL must be https on a public address (`webhook_url_not_allowed` otherwise); it is stored and\nreturned normalised (WHATWG URL `href`: lower-case host, default port dropped, `/` path added), and one\nthat would not read back the same (backslashes, control characters or spaces, port 0, user info, a\nmissing `//`) is refused. An account has at most 16 endpoints per mode unless its limit says otherwise\n(`webhook_endpoint_limit_reached`, 422), and one URL at most once per mode (`webhook_url_duplicate`,\n409): every endpoint receives each event, so both limits bound the deliveries one message can cause.\nNeeds scope `webhooks:manage`.",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": {
      "required": true,
      "description": "A new webhook endpoint. Unknown fields are refused.",
      "schema": {
        "type": "object",
        "required": [
          "url",
          "events"
        ],
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "https URL on a public address. Plain http to a loopback address is accepted only by a server run with insecure webhooks allowed."
          },
          "events": {
            "type": "array",
            "items": {
              "anyOf": [
                {
                  "type": "string",
                  "enum": [
                    "sms.processing",
                    "sms.submitted",
                    "sms.sent",
                    "sms.delivered",
                    "sms.undelivered",
                    "sms.failed",
                    "sms.rejected",
                    "sms.expired",
                    "sms.cancelled",
                    "webhook.test"
                  ],
                  "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
                },
                {
                  "type": "string",
                  "enum": [
                    "*"
                  ]
                }
              ],
              "description": "Event types an endpoint subscribes to: the `sms.*` types, or `*` for every type."
            },
            "minItems": 1,
            "description": "Event types to receive, or `[\"*\"]`; at least one."
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "description": "Your note about the endpoint."
          },
          "enabled": {
            "type": "boolean",
            "description": "Whether deliveries start at once.",
            "default": true
          }
        },
        "unevaluatedProperties": false,
        "description": "A new webhook endpoint. Unknown fields are refused."
      },
      "fields": [
        {
          "name": "url",
          "flag": "url",
          "required": true,
          "deprecated": false,
          "description": "https URL on a public address. Plain http to a loopback address is accepted only by a server run with insecure webhooks allowed.",
          "schema": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "https URL on a public address. Plain http to a loopback address is accepted only by a server run with insecure webhooks allowed."
          }
        },
        {
          "name": "events",
          "flag": "events",
          "required": true,
          "deprecated": false,
          "description": "Event types to receive, or `[\"*\"]`; at least one.",
          "schema": {
            "type": "array",
            "items": {
              "anyOf": [
                {
                  "type": "string",
                  "enum": [
                    "sms.processing",
                    "sms.submitted",
                    "sms.sent",
                    "sms.delivered",
                    "sms.undelivered",
                    "sms.failed",
                    "sms.rejected",
                    "sms.expired",
                    "sms.cancelled",
                    "webhook.test"
                  ],
                  "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
                },
                {
                  "type": "string",
                  "enum": [
                    "*"
                  ]
                }
              ],
              "description": "Event types an endpoint subscribes to: the `sms.*` types, or `*` for every type."
            },
            "minItems": 1,
            "description": "Event types to receive, or `[\"*\"]`; at least one."
          }
        },
        {
          "name": "description",
          "flag": "description",
          "required": false,
          "deprecated": false,
          "description": "Your note about the endpoint.",
          "schema": {
            "type": "string",
            "maxLength": 500,
            "description": "Your note about the endpoint."
          }
        },
        {
          "name": "enabled",
          "flag": "enabled",
          "required": false,
          "deprecated": false,
          "description": "Whether deliveries start at once.",
          "schema": {
            "type": "boolean",
            "description": "Whether deliveries start at once.",
            "default": true
          }
        }
      ]
    },
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_delete",
    "group": "webhooks",
    "name": "delete",
    "method": "delete",
    "path": "/v1/webhooks/{webhook_id}",
    "summary": "Delete a webhook endpoint",
    "description": "Delete an endpoint; deliveries still pending for it are dropped. Needs scope `webhooks:manage`.",
    "pathParams": [
      {
        "name": "webhook_id",
        "flag": "webhook_id",
        "required": true,
        "deprecated": false,
        "description": "The endpoint's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of a webhook endpoint (`whk_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_get",
    "group": "webhooks",
    "name": "get",
    "method": "get",
    "path": "/v1/webhooks/{webhook_id}",
    "summary": "Get a webhook endpoint",
    "description": "Read one endpoint (without its secret). Needs scope `webhooks:manage`.",
    "pathParams": [
      {
        "name": "webhook_id",
        "flag": "webhook_id",
        "required": true,
        "deprecated": false,
        "description": "The endpoint's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of a webhook endpoint (`whk_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_list",
    "group": "webhooks",
    "name": "list",
    "method": "get",
    "path": "/v1/webhooks",
    "summary": "List webhook endpoints",
    "description": "List the endpoints of the key's account and mode, newest first. Needs scope `webhooks:manage`.",
    "pathParams": [],
    "queryParams": [
      {
        "name": "limit",
        "flag": "limit",
        "required": false,
        "deprecated": false,
        "description": "Page size, 1–100.",
        "schema": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        }
      },
      {
        "name": "cursor",
        "flag": "cursor",
        "required": false,
        "deprecated": false,
        "description": "Continue after the page whose `next_cursor` this is; omit for the first page.",
        "schema": {
          "type": "string",
          "description": "Opaque cursor from a previous page's `next_cursor`."
        }
      }
    ],
    "headerParams": [],
    "body": null,
    "paginated": true,
    "stream": false
  },
  {
    "operationId": "Webhooks_rotateSecret",
    "group": "webhooks",
    "name": "rotate-secret",
    "method": "post",
    "path": "/v1/webhooks/{webhook_id}/rotate-secret",
    "summary": "Rotate the signing secret",
    "description": "Replace the signing secret; the new one is returned once. For 24 hours every delivery is signed\nwith both the old and the new secret, so receivers can switch without losing events. Takes no body.\nNeeds scope `webhooks:manage`.",
    "pathParams": [
      {
        "name": "webhook_id",
        "flag": "webhook_id",
        "required": true,
        "deprecated": false,
        "description": "The endpoint's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of a webhook endpoint (`whk_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_test",
    "group": "webhooks",
    "name": "test",
    "method": "post",
    "path": "/v1/webhooks/{webhook_id}/test",
    "summary": "Send a test event",
    "description": "Send a `webhook.test` event to this endpoint only, whatever it subscribes to, through the normal\ndelivery path (signed, retried, recorded). Needs scope `webhooks:manage`.",
    "pathParams": [
      {
        "name": "webhook_id",
        "flag": "webhook_id",
        "required": true,
        "deprecated": false,
        "description": "The endpoint's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of a webhook endpoint (`whk_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": null,
    "paginated": false,
    "stream": false
  },
  {
    "operationId": "Webhooks_update",
    "group": "webhooks",
    "name": "update",
    "method": "patch",
    "path": "/v1/webhooks/{webhook_id}",
    "summary": "Update a webhook endpoint",
    "description": "Change an endpoint's URL, subscription, note or enabled flag. A new URL is checked and normalised as on\ncreate, and may not be another endpoint's (`webhook_url_duplicate`). Needs scope `webhooks:manage`.",
    "pathParams": [
      {
        "name": "webhook_id",
        "flag": "webhook_id",
        "required": true,
        "deprecated": false,
        "description": "The endpoint's identifier.",
        "schema": {
          "type": "string",
          "description": "Identifier of a webhook endpoint (`whk_…`)."
        }
      }
    ],
    "queryParams": [],
    "headerParams": [],
    "body": {
      "required": true,
      "description": "Changes to a webhook endpoint; omitted fields stay as they are. Unknown fields are refused.",
      "schema": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "New https URL."
          },
          "events": {
            "type": "array",
            "items": {
              "anyOf": [
                {
                  "type": "string",
                  "enum": [
                    "sms.processing",
                    "sms.submitted",
                    "sms.sent",
                    "sms.delivered",
                    "sms.undelivered",
                    "sms.failed",
                    "sms.rejected",
                    "sms.expired",
                    "sms.cancelled",
                    "webhook.test"
                  ],
                  "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
                },
                {
                  "type": "string",
                  "enum": [
                    "*"
                  ]
                }
              ],
              "description": "Event types an endpoint subscribes to: the `sms.*` types, or `*` for every type."
            },
            "minItems": 1,
            "description": "New subscription, or `[\"*\"]`; at least one."
          },
          "description": {
            "anyOf": [
              {
                "type": "string",
                "maxLength": 500,
                "description": "Your free-text note about an endpoint, at most 500 characters."
              },
              {
                "type": "null"
              }
            ],
            "description": "New note; `null` clears it."
          },
          "enabled": {
            "type": "boolean",
            "description": "Disable or re-enable deliveries; re-enabling clears `disabled_reason`."
          }
        },
        "unevaluatedProperties": false,
        "description": "Changes to a webhook endpoint; omitted fields stay as they are. Unknown fields are refused."
      },
      "fields": [
        {
          "name": "url",
          "flag": "url",
          "required": false,
          "deprecated": false,
          "description": "New https URL.",
          "schema": {
            "type": "string",
            "format": "uri",
            "maxLength": 2048,
            "description": "New https URL."
          }
        },
        {
          "name": "events",
          "flag": "events",
          "required": false,
          "deprecated": false,
          "description": "New subscription, or `[\"*\"]`; at least one.",
          "schema": {
            "type": "array",
            "items": {
              "anyOf": [
                {
                  "type": "string",
                  "enum": [
                    "sms.processing",
                    "sms.submitted",
                    "sms.sent",
                    "sms.delivered",
                    "sms.undelivered",
                    "sms.failed",
                    "sms.rejected",
                    "sms.expired",
                    "sms.cancelled",
                    "webhook.test"
                  ],
                  "description": "Event types. One `sms.*` event follows every status change after `queued` (the 202 already says `queued`). Extensible."
                },
                {
                  "type": "string",
                  "enum": [
                    "*"
                  ]
                }
              ],
              "description": "Event types an endpoint subscribes to: the `sms.*` types, or `*` for every type."
            },
            "minItems": 1,
            "description": "New subscription, or `[\"*\"]`; at least one."
          }
        },
        {
          "name": "description",
          "flag": "description",
          "required": false,
          "deprecated": false,
          "description": "New note; `null` clears it.",
          "schema": {
            "anyOf": [
              {
                "type": "string",
                "maxLength": 500,
                "description": "Your free-text note about an endpoint, at most 500 characters."
              },
              {
                "type": "null"
              }
            ],
            "description": "New note; `null` clears it."
          }
        },
        {
          "name": "enabled",
          "flag": "enabled",
          "required": false,
          "deprecated": false,
          "description": "Disable or re-enable deliveries; re-enabling clears `disabled_reason`.",
          "schema": {
            "type": "boolean",
            "description": "Disable or re-enable deliveries; re-enabling clears `disabled_reason`."
          }
        }
      ]
    },
    "paginated": false,
    "stream": false
  }
];
