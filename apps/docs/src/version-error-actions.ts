import { ERROR_ACTIONS } from "./error-actions.js";

/**
 * v2's advice where v1's names v1 paths, the `+`-less number or the `X-Idempotency-Key` header; every other
 * code's advice is the same in both versions. A test fails when a v2 action still names a `/v1` path or
 * `X-Idempotency-Key`.
 */
const V2_ACTIONS: Readonly<Record<string, string>> = {
  invalid_idempotency_key:
    "Send the key in `Idempotency-Key` only (1–255 characters of `A-Z a-z 0-9 . _ : -`): v2 refuses `X-Idempotency-Key`, v1's header, so that a key is never silently ignored.",
  invalid_recipient:
    "Write the number in E.164: `+`, country code, number (`+919000000001`), and send only to mobile numbers. The v1 form without `+` is refused; `detail` shows it with `+`.",
  template_not_found:
    "Check the `template_id` against `GET /v2/templates` (and the key's mode); templates are registered outside the API.",
  template_inactive:
    "Send with an active template (`GET /v2/templates` shows each status), or have this one approved again.",
  destination_not_permitted:
    "`GET /v2/account` lists the countries the account may send to; ask us to enable another one.",
  category_not_permitted:
    "Use a template of a category the account may send (`GET /v2/account`), or ask us to enable the category.",
  insufficient_credits:
    "Top up the balance (`GET /v2/account` shows it), then retry the send with the same idempotency key: nothing was charged.",
  message_not_cancellable:
    "Nothing to undo: the message already left the queue. `GET /v2/messages/{message_id}` shows where it is.",
  webhook_not_found: "Check the id and the key's mode; `GET /v2/webhooks` lists the endpoints.",
  event_not_found: "Check the id and the key's mode; `GET /v2/events` lists the events.",
  route_not_found: "Check the path against the API reference: every v2 path starts with `/v2`.",
};

/** v1's codes that v2 does not have: `too_many_streams` belongs to v1's event stream, which v2 lacks in preview. */
const NOT_IN_V2: readonly string[] = ["too_many_streams"];

/** The advice of every error code in `version`'s catalogue. */
export function errorActionsFor(version: string): Readonly<Record<string, string>> {
  if (version !== "v2") return ERROR_ACTIONS;
  const shared = Object.entries(ERROR_ACTIONS).filter(([code]) => !NOT_IN_V2.includes(code));
  return { ...Object.fromEntries(shared), ...V2_ACTIONS };
}
