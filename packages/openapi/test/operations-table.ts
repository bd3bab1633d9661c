/** api-v1.md §2 and §3 as data: every operation, its success status, and exactly the error codes it can return. */

const AUTH = [
  "unauthenticated",
  "invalid_api_key",
  "api_key_inactive",
  "permission_denied",
  "ip_not_allowed",
];
const ALWAYS = ["rate_limited", "internal_error", "service_unavailable"];
const BODY = ["malformed_json", "invalid_request", "payload_too_large", "unsupported_media_type"];

/** One row: an operation of the contract. */
export interface OperationRow {
  method: string;
  path: string;
  success: string;
  codes: string[];
}

export const OPERATIONS: OperationRow[] = [
  {
    method: "post",
    path: "/v1/sms/send",
    success: "202",
    codes: [
      ...AUTH,
      ...ALWAYS,
      ...BODY,
      "invalid_idempotency_key",
      "idempotency_key_reused",
      "idempotency_request_in_progress",
      "invalid_recipient",
      "recipient_rate_limited",
      "template_not_found",
      "template_inactive",
      "variable_count_mismatch",
      "invalid_variable",
      "message_too_long",
      "destination_not_permitted",
      "category_not_permitted",
      "dlt_mapping_incomplete",
      "insufficient_credits",
    ],
  },
  {
    method: "get",
    path: "/v1/sms/{message_id}",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "message_not_found"],
  },
  { method: "get", path: "/v1/sms", success: "200", codes: [...AUTH, ...ALWAYS, "invalid_request"] },
  {
    method: "post",
    path: "/v1/sms/{message_id}/cancel",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "message_not_found", "message_not_cancellable"],
  },
  { method: "get", path: "/v1/templates", success: "200", codes: [...AUTH, ...ALWAYS, "invalid_request"] },
  {
    method: "get",
    path: "/v1/templates/{template_id}",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "template_not_found"],
  },
  // Any valid key may read its account: no scope, so never permission_denied.
  {
    method: "get",
    path: "/v1/account",
    success: "200",
    codes: [...AUTH.filter((c) => c !== "permission_denied"), ...ALWAYS],
  },
  {
    method: "post",
    path: "/v1/webhooks",
    success: "201",
    codes: [
      ...AUTH,
      ...ALWAYS,
      ...BODY,
      "webhook_url_not_allowed",
      "webhook_url_duplicate",
      "webhook_endpoint_limit_reached",
    ],
  },
  { method: "get", path: "/v1/webhooks", success: "200", codes: [...AUTH, ...ALWAYS, "invalid_request"] },
  // Beyond api-v1.md §2 (issue 16, decided as Stripe's test helpers): sets the test balance; live keys are refused.
  {
    method: "post",
    path: "/v1/test-helpers/account/balance",
    success: "200",
    codes: [...AUTH, ...ALWAYS, ...BODY, "test_mode_only"],
  },
  {
    method: "get",
    path: "/v1/webhooks/{webhook_id}",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "webhook_not_found"],
  },
  {
    method: "patch",
    path: "/v1/webhooks/{webhook_id}",
    success: "200",
    codes: [
      ...AUTH,
      ...ALWAYS,
      ...BODY,
      "webhook_not_found",
      "webhook_url_not_allowed",
      "webhook_url_duplicate",
    ],
  },
  {
    method: "delete",
    path: "/v1/webhooks/{webhook_id}",
    success: "204",
    codes: [...AUTH, ...ALWAYS, "webhook_not_found"],
  },
  {
    method: "post",
    path: "/v1/webhooks/{webhook_id}/rotate-secret",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "webhook_not_found"],
  },
  {
    method: "post",
    path: "/v1/webhooks/{webhook_id}/test",
    success: "202",
    codes: [...AUTH, ...ALWAYS, "webhook_not_found"],
  },
  { method: "get", path: "/v1/events", success: "200", codes: [...AUTH, ...ALWAYS, "invalid_request"] },
  // Beyond api-v1.md §2 (issue 19, the CLI's listen): the events as Server-Sent Events, at most 5 per key.
  {
    method: "get",
    path: "/v1/events/stream",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "invalid_request", "too_many_streams"],
  },
  {
    method: "get",
    path: "/v1/events/{event_id}",
    success: "200",
    codes: [...AUTH, ...ALWAYS, "event_not_found"],
  },
];

/** Error codes no single operation declares: they answer requests that match no operation. */
export const ROUTING_CODES = ["route_not_found", "method_not_allowed"];

/** Error codes answered before a request is parsed into an operation: malformed HTTP at the socket. */
export const PROTOCOL_CODES = [
  "malformed_http_request",
  "request_timeout",
  "expectation_failed",
  "request_headers_too_large",
];

/** api-v1.md §9: every webhook event type. */
export const EVENT_TYPES = [
  "sms.processing",
  "sms.submitted",
  "sms.sent",
  "sms.delivered",
  "sms.undelivered",
  "sms.failed",
  "sms.rejected",
  "sms.expired",
  "sms.cancelled",
  "webhook.test",
];

/** api-v2.md §1: where each `v1` path lives in `v2` (messages are a resource; every other path keeps its name). */
export function v2Path(v1Path: string): string {
  const path = v1Path.replace(/^\/v1/, "/v2");
  return path === "/v2/sms/send" ? "/v2/messages" : path.replace(/^\/v2\/sms(?=\/|$)/, "/v2/messages");
}

/**
 * The `v2` operations: `v1`'s, at their `v2` paths, with the same success statuses and error codes, except the
 * event stream, which `v2` does not have while it is in preview (its events are read with `GET /v2/events`).
 */
export const OPERATIONS_V2: OperationRow[] = OPERATIONS.filter((row) => row.path !== "/v1/events/stream").map(
  (row) => ({ ...row, path: v2Path(row.path) }),
);

/** api-v2.md §1 row 6: the `v2` event types, `message.<status>` for `sms.<status>`. */
export const EVENT_TYPES_V2 = EVENT_TYPES.map((type) => type.replace(/^sms\./, "message."));
