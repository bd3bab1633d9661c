// The success and business-rule responses of each operation, driven as a partner would meet them.
import { expect } from "vitest";
import type { ContractClient, ContractRequestInit, ContractResponse } from "../support/contract-client.js";
import { KEYS, MAGIC, US_RECIPIENT } from "../support/contract-fixture.js";
import type { StreamMessage } from "../support/response-validator.js";
import type { ServerProcess } from "../support/server-process.js";
import { driveInProgressCell } from "./in-progress-cell.js";
import type { ResourceIds } from "./operation-requests.js";

/** Where the business cells need to reach outside HTTP. */
export interface BusinessContext {
  /** The server (its engine and database decide how 409 `idempotency_request_in_progress` is met). */
  server: ServerProcess;
  /** A loopback receiver URL for webhook endpoints. */
  webhookUrl: string;
}

const NO_MESSAGE = "msg_00000000000000000000000000";
const NO_EVENT = "evt_00000000000000000000000000";
const NO_WEBHOOK = "whk_00000000000000000000000000";
/** A JSON body over the 16 KiB limit. */
const HUGE = JSON.stringify({ description: "x".repeat(20_000) });
/** A URL on a private address: refused whatever the insecure-webhooks setting. */
const PRIVATE_URL = "https://10.0.0.1/hooks/sms";

type Call = (method: string, path: string, init?: ContractRequestInit) => Promise<ContractResponse>;

async function expectAnswer(res: Promise<ContractResponse>, status: number, code?: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  if (code) expect((r.json as { code?: string }).code).toBe(code);
  return r;
}

function dataOf<T>(r: ContractResponse): T {
  return (r.json as { data: T }).data;
}

async function messages(call: Call, ids: ResourceIds, ctx: BusinessContext) {
  const otp = { to: MAGIC.delivered, template_id: "tmpl_otp", variables: ["123456", "5"] };
  const sent = await expectAnswer(call("POST", "/v1/sms/send", { json: otp }), 202);
  const messageId = dataOf<{ message_id: string }>(sent).message_id;
  await expectAnswer(call("GET", `/v1/sms/${messageId}`), 200);
  await expectAnswer(call("GET", `/v1/sms/${NO_MESSAGE}`), 404, "message_not_found");
  await expectAnswer(call("GET", "/v1/sms?limit=5&status=queued"), 200);
  await expectAnswer(call("GET", "/v1/sms?limit=0"), 400, "invalid_request");

  await expectAnswer(call("POST", `/v1/sms/${ids.message_id}/cancel`), 200);
  await expectAnswer(call("POST", `/v1/sms/${ids.message_id}/cancel`), 409, "message_not_cancellable");
  await expectAnswer(call("POST", `/v1/sms/${NO_MESSAGE}/cancel`), 404, "message_not_found");

  const send = (init: ContractRequestInit) => call("POST", "/v1/sms/send", init);
  await expectAnswer(
    send({ rawBody: '{"to":', headers: { "content-type": "application/json" } }),
    400,
    "malformed_json",
  );
  await expectAnswer(
    send({ rawBody: "to=1", headers: { "content-type": "text/plain" } }),
    415,
    "unsupported_media_type",
  );
  await expectAnswer(
    send({ rawBody: HUGE, headers: { "content-type": "application/json" } }),
    413,
    "payload_too_large",
  );
  await expectAnswer(
    send({ json: { to: US_RECIPIENT, template_id: "tmpl_missing" } }),
    422,
    "template_not_found",
  );
  await expectAnswer(
    send({ json: { to: US_RECIPIENT, template_id: "tmpl_otp", variables: ["1"] }, key: KEYS.poor }),
    402,
    "insufficient_credits",
  );

  await driveInProgressCell(send, ctx.server);
  return messageId;
}

async function events(call: Call) {
  // The delivered message's status events are written by the simulator within moments (bounded wait).
  let eventId: string | undefined;
  for (let i = 0; i < 100 && !eventId; i++) {
    const page = await expectAnswer(call("GET", "/v1/events?limit=1"), 200);
    eventId = dataOf<{ event_id: string }[]>(page)[0]?.event_id;
    if (!eventId) await new Promise((r) => setTimeout(r, 50));
  }
  expect(eventId).toBeDefined();
  await expectAnswer(call("GET", `/v1/events/${eventId}`), 200);
  await expectAnswer(call("GET", `/v1/events/${NO_EVENT}`), 404, "event_not_found");
  await expectAnswer(call("GET", "/v1/events?limit=101"), 400, "invalid_request");
}

/** The event stream: a replay validated message by message, 400 for what it cannot resume, 429 past its limit. */
async function eventStream(call: Call, ctx: BusinessContext) {
  const path = "/v1/events/stream";
  // The delivered message's four status events, oldest first (bounded wait for the simulator).
  let events: { event_id: string }[] = [];
  for (let i = 0; i < 100 && events.length < 4; i++) {
    events = dataOf<{ event_id: string }[]>(await expectAnswer(call("GET", "/v1/events?limit=100"), 200));
    if (events.length < 4) await new Promise((r) => setTimeout(r, 50));
  }
  const [oldest, ...later] = [...events].reverse();
  const replay = await expectAnswer(
    call("GET", path, { headers: { "Last-Event-ID": oldest?.event_id ?? "" }, streamMessages: 3 }),
    200,
  );
  const messages = replay.json as StreamMessage[];
  expect(messages[0]).toEqual({
    id: oldest?.event_id,
    event: "stream.opened",
    data: { after_event_id: oldest?.event_id },
  });
  expect(messages.slice(1, 3).map((m) => m.id)).toEqual(later.slice(0, 2).map((e) => e.event_id));
  await expectAnswer(call("GET", `${path}?types=sms.delivered`), 200);
  await expectAnswer(call("GET", path, { headers: { "Last-Event-ID": NO_EVENT } }), 400, "invalid_request");
  await expectAnswer(call("GET", `${path}?types=sms.unknown`), 400, "invalid_request");

  // The key's limit (5 on the server's defaults), held by streams read outside the validator.
  const held = Array.from({ length: 5 }, () => new AbortController());
  const opened = await Promise.all(
    held.map((abort) =>
      fetch(`${ctx.server.url}${path}`, {
        headers: { authorization: `Bearer ${KEYS.full}` },
        signal: abort.signal,
      }),
    ),
  );
  expect(opened.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  await expectAnswer(call("GET", path), 429, "too_many_streams");
  for (const abort of held) abort.abort();
}

async function templates(call: Call) {
  await expectAnswer(call("GET", "/v1/templates"), 200);
  await expectAnswer(call("GET", "/v1/templates?limit=abc"), 400, "invalid_request");
  await expectAnswer(call("GET", "/v1/templates/tmpl_otp"), 200);
  await expectAnswer(call("GET", "/v1/templates/tmpl_missing"), 404, "template_not_found");
}

async function webhooks(call: Call, ctx: BusinessContext) {
  const json = (value: unknown): ContractRequestInit => ({ json: value });
  const raw = (text: string, type = "application/json"): ContractRequestInit => ({
    rawBody: text,
    headers: { "content-type": type },
  });
  const created = await expectAnswer(
    call("POST", "/v1/webhooks", json({ url: ctx.webhookUrl, events: ["*"] })),
    201,
  );
  const id = dataOf<{ webhook_id: string }>(created).webhook_id;
  await expectAnswer(call("POST", "/v1/webhooks", json({ url: ctx.webhookUrl })), 400, "invalid_request");
  await expectAnswer(call("POST", "/v1/webhooks", raw(HUGE)), 413, "payload_too_large");
  await expectAnswer(call("POST", "/v1/webhooks", raw("url", "text/plain")), 415, "unsupported_media_type");
  await expectAnswer(
    call("POST", "/v1/webhooks", json({ url: PRIVATE_URL, events: ["sms.delivered"] })),
    422,
    "webhook_url_not_allowed",
  );

  await expectAnswer(call("GET", "/v1/webhooks"), 200);
  await expectAnswer(call("GET", "/v1/webhooks?limit=-1"), 400, "invalid_request");
  await expectAnswer(call("GET", `/v1/webhooks/${id}`), 200);
  await expectAnswer(call("GET", `/v1/webhooks/${NO_WEBHOOK}`), 404, "webhook_not_found");

  const patch = (whk: string, init: ContractRequestInit) => call("PATCH", `/v1/webhooks/${whk}`, init);
  await expectAnswer(patch(id, json({ description: "contract tests", enabled: true })), 200);
  await expectAnswer(patch(id, json({ enabled: "yes" })), 400, "invalid_request");
  await expectAnswer(patch(NO_WEBHOOK, json({ description: null })), 404, "webhook_not_found");
  await expectAnswer(patch(id, raw(HUGE)), 413, "payload_too_large");
  await expectAnswer(patch(id, raw("x", "text/plain")), 415, "unsupported_media_type");
  await expectAnswer(patch(id, json({ url: PRIVATE_URL })), 422, "webhook_url_not_allowed");

  // One URL once per account and mode, at create and on a move onto it.
  await expectAnswer(
    call("POST", "/v1/webhooks", json({ url: ctx.webhookUrl, events: ["*"] })),
    409,
    "webhook_url_duplicate",
  );
  const second = await expectAnswer(
    call("POST", "/v1/webhooks", json({ url: `${ctx.webhookUrl}?copy=1`, events: ["sms.failed"] })),
    201,
  );
  const secondId = dataOf<{ webhook_id: string }>(second).webhook_id;
  await expectAnswer(patch(secondId, json({ url: ctx.webhookUrl })), 409, "webhook_url_duplicate");
  await expectAnswer(call("DELETE", `/v1/webhooks/${secondId}`), 204);

  await expectAnswer(call("POST", `/v1/webhooks/${id}/rotate-secret`), 200);
  await expectAnswer(call("POST", `/v1/webhooks/${NO_WEBHOOK}/rotate-secret`), 404, "webhook_not_found");
  await expectAnswer(call("POST", `/v1/webhooks/${id}/test`), 202);
  await expectAnswer(call("POST", `/v1/webhooks/${NO_WEBHOOK}/test`), 404, "webhook_not_found");
  await expectAnswer(call("DELETE", `/v1/webhooks/${id}`), 204);
  await expectAnswer(call("DELETE", `/v1/webhooks/${id}`), 404, "webhook_not_found");
}

async function testHelpers(call: Call) {
  const path = "/v1/test-helpers/account/balance";
  const before = await expectAnswer(call("GET", "/v1/account"), 200);
  const balance = dataOf<{ balance: number }>(before).balance;
  // Set to what it is: the account's other cells keep their balance.
  await expectAnswer(call("POST", path, { json: { balance } }), 200);
  await expectAnswer(call("POST", path, { json: { balance }, key: KEYS.live }), 403, "test_mode_only");
  await expectAnswer(call("POST", path, { json: { balance: -1 } }), 400, "invalid_request");
  await expectAnswer(
    call("POST", path, { rawBody: HUGE, headers: { "content-type": "application/json" } }),
    413,
    "payload_too_large",
  );
  await expectAnswer(
    call("POST", path, { rawBody: "balance=1", headers: { "content-type": "text/plain" } }),
    415,
    "unsupported_media_type",
  );
}

/** Drives the success status and every business-rule status of each operation with the full key. */
export async function driveBusinessCells(client: ContractClient, ids: ResourceIds, ctx: BusinessContext) {
  const call: Call = (method, path, init = {}) => client.request(method, path, { key: KEYS.full, ...init });
  await expectAnswer(call("GET", "/v1/account"), 200);
  await messages(call, ids, ctx);
  await events(call);
  await eventStream(call, ctx);
  await templates(call);
  await webhooks(call, ctx);
  await testHelpers(call);
}
