/**
 * What a caller should do about each error code: the catalogue's "What to do", beside the contract's own
 * description of the code (its meaning). A test fails when a code of the document has no entry here, so a
 * code added to the contract is never published without advice; until then the catalogue falls back to
 * {@link actionByStatus}.
 */
export const ERROR_ACTIONS: Readonly<Record<string, string>> = {
  unauthenticated: "Send the key as `Authorization: Bearer <API_KEY>`. Retrying without a key never helps.",
  invalid_api_key:
    "Check that the whole key was copied and that it belongs to this environment (`sk_test_…` or `sk_live_…`).",
  api_key_inactive: "The key was revoked: create a new key for the account and use it instead.",
  permission_denied:
    "Use a key with the scope the operation needs (`sms:send`, `sms:read` or `webhooks:manage`), or add the scope to this key.",
  ip_not_allowed: "Call from an address on the key's IP allow-list, or add the caller's address to it.",
  test_mode_only:
    "Call test helpers with a test key (`sk_test_…`). A live balance changes only through payments; nothing to retry.",
  rate_limited:
    "Wait the `Retry-After` seconds, then send the same request again (same idempotency key). Spread bursts over time; `RateLimit` shows what is left.",
  malformed_json: "Send a valid JSON body; `detail` says where parsing stopped. Do not retry it unchanged.",
  unsupported_media_type: "Send the body as JSON with `Content-Type: application/json`.",
  payload_too_large: "Keep the body under 16 KiB: variables are short values, never documents.",
  invalid_request:
    "Fix every field `errors[]` names (`field` is a JSON Pointer into the body, or a parameter name), then send again.",
  invalid_idempotency_key:
    "Use 1–255 characters of `A-Z a-z 0-9 . _ : -`, and send one idempotency header (`X-Idempotency-Key`) or the same value in both.",
  idempotency_key_reused:
    "A key names one message: use a new key for a new message. Send the original body again to get its original answer.",
  idempotency_request_in_progress:
    "Retry in a moment with the same key and body: you get the first request's answer, and nothing is sent twice.",
  invalid_recipient:
    "Send the number as digits only, country code first, without `+` (`919000000001`), and only to mobile numbers.",
  recipient_rate_limited:
    "Wait the `Retry-After` seconds before the next message to this recipient, and check your code for a loop sending to one number.",
  template_not_found:
    "Check the `template_id` against `GET /v1/templates` (and the key's mode); templates are registered outside the API.",
  template_inactive:
    "Send with an active template (`GET /v1/templates` shows each status), or have this one approved again.",
  variable_count_mismatch: "Send exactly the template's `variable_count` variables, in the template's order.",
  invalid_variable:
    "Fix the variable `errors[]` names: 1 to `max_variable_length` characters, no control characters.",
  message_too_long:
    "Shorten the variables so the text fits 10 segments; one character outside GSM-7 switches the whole text to UCS-2 and shortens every segment.",
  destination_not_permitted:
    "`GET /v1/account` lists the countries the account may send to; ask us to enable another one.",
  category_not_permitted:
    "Use a template of a category the account may send (`GET /v1/account`), or ask us to enable the category.",
  dlt_mapping_incomplete:
    "Complete the template's DLT entity id, header and template id (see India DLT) before sending it to India.",
  insufficient_credits:
    "Top up the balance (`GET /v1/account` shows it), then retry the send with the same idempotency key: nothing was charged.",
  message_not_found:
    "Check the id, and use a key of the same mode (test or live) as the key that sent the message.",
  message_not_cancellable:
    "Nothing to undo: the message already left the queue. `GET /v1/sms/{message_id}` shows where it is.",
  webhook_not_found: "Check the id and the key's mode; `GET /v1/webhooks` lists the endpoints.",
  webhook_url_not_allowed:
    "Register a public `https` URL. To receive on your own machine, expose the receiver through an https tunnel, or run the reference server with `ALLOW_INSECURE_WEBHOOKS=true`.",
  event_not_found: "Check the id and the key's mode; `GET /v1/events` lists the events.",
  too_many_streams:
    "Close an event stream this key holds open (or use one stream with a `types` filter) and retry after `Retry-After` seconds; each key may hold 5 at a time.",
  route_not_found: "Check the path against the API reference: every path starts with `/v1`.",
  method_not_allowed: "Use one of the methods the `Allow` header lists.",
  internal_error:
    "Retry with the same idempotency key: nothing was charged. If it keeps failing, contact support with the `request_id`.",
  malformed_http_request:
    "Your HTTP client sent a request the server could not parse (a broken request line, header or chunk): fix the client or proxy; retrying it unchanged never helps.",
  request_timeout:
    "Send the whole request promptly: the server stopped waiting for the rest of it. Retry with the same idempotency key.",
  expectation_failed: "Drop the `Expect` header, or send only `Expect: 100-continue`.",
  request_headers_too_large:
    "Keep all request headers under 16 KiB together: send no large cookies or custom headers.",
  webhook_endpoint_limit_reached:
    "Delete an endpoint you no longer use, or subscribe one endpoint to more event types: an account has a fixed number of endpoints per mode.",
  webhook_url_duplicate:
    "This URL is already registered in this mode: change that endpoint's `events` instead of registering it again.",
  service_unavailable: "Wait the `Retry-After` seconds, then retry with the same idempotency key.",
};

/** The advice for a code with no entry, by its HTTP status, as the errors guide says to treat unknown codes. */
export function actionByStatus(statuses: readonly number[]): string {
  return statuses.some((s) => s >= 500 || s === 429)
    ? "Retry later with the same idempotency key (after `Retry-After` when the answer has one)."
    : "Do not retry the request as it is: `detail` says what to change.";
}
