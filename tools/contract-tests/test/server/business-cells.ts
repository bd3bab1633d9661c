// The success and business-rule responses of each operation, driven as a partner would meet them.
import { expect } from "vitest";
import type { ContractClient, ContractRequestInit, ContractResponse } from "../support/contract-client.js";
import { KEYS, MAGIC, US_RECIPIENT } from "../support/contract-fixture.js";
import type { StreamMessage } from "../support/response-validator.js";
import type { ServerProcess } from "../support/server-process.js";
import { type RoleCall, type RoleRequestInit, roleCaller, type VersionApi } from "../support/version-api.js";
import type { OperationRole } from "../support/version-wire.js";
import { driveInProgressCell } from "./in-progress-cell.js";
import type { ResourceIds } from "./operation-requests.js";

/** Where the business cells need to reach outside HTTP. */
export interface BusinessContext {
  /** The server (its engine and database decide how 409 `idempotency_request_in_progress` is met). */
  server: ServerProcess;
  /** A loopback receiver URL for webhook endpoints. */
  webhookUrl: string;
  /** The version under test: its document and wire form. */
  api: VersionApi;
}

const NO_MESSAGE = "msg_00000000000000000000000000";
const NO_EVENT = "evt_00000000000000000000000000";
/** The event stream's documented start position: as `Last-Event-ID`, every event from the first. */
const STREAM_START = NO_EVENT;
/** A well-formed event id no event has that is not the start position: a `Last-Event-ID` to refuse. */
const UNKNOWN_EVENT = "evt_7ZZZZZZZZZZZZZZZZZZZZZZZZZ";
const NO_WEBHOOK = "whk_00000000000000000000000000";
/** A JSON body over the 16 KiB limit. */
const HUGE = JSON.stringify({ description: "x".repeat(20_000) });
/** A URL on a private address: refused whatever the insecure-webhooks setting. */
const PRIVATE_URL = "https://10.0.0.1/hooks/sms";

async function expectAnswer(res: Promise<ContractResponse>, status: number, code?: string) {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  if (code) expect((r.json as { code?: string }).code).toBe(code);
  return r;
}

async function messages(call: RoleCall, ids: ResourceIds, ctx: BusinessContext) {
  const { api } = ctx;
  const otp = { to: api.recipient(MAGIC.delivered), template_id: "tmpl_otp", variables: ["123456", "5"] };
  const sent = await expectAnswer(call("sendMessage", { json: otp }), 202);
  const messageId = api.idOf(api.resource(sent.json), "message");
  await expectAnswer(call("getMessage", { ids: { message_id: messageId } }), 200);
  await expectAnswer(call("getMessage", { ids: { message_id: NO_MESSAGE } }), 404, "message_not_found");
  await expectAnswer(call("listMessages", { query: "limit=5&status=queued" }), 200);
  await expectAnswer(call("listMessages", { query: "limit=0" }), 400, "invalid_request");

  const cancel = (message_id: string) => call("cancelMessage", { ids: { message_id } });
  await expectAnswer(cancel(ids.message_id), 200);
  await expectAnswer(cancel(ids.message_id), 409, "message_not_cancellable");
  await expectAnswer(cancel(NO_MESSAGE), 404, "message_not_found");

  const send = (init: ContractRequestInit) => call("sendMessage", init);
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
  const us = api.recipient(US_RECIPIENT);
  await expectAnswer(send({ json: { to: us, template_id: "tmpl_missing" } }), 422, "template_not_found");
  await expectAnswer(
    send({ json: { to: us, template_id: "tmpl_otp", variables: ["1"] }, key: KEYS.poor }),
    402,
    "insufficient_credits",
  );
  for (const refusal of api.sendRefusals({ to: us, template_id: "tmpl_plain" })) {
    const r = await send(refusal.init);
    expect({ status: r.status, code: (r.json as { code?: string }).code }, refusal.why).toEqual({
      status: refusal.status,
      code: refusal.code,
    });
  }

  await driveInProgressCell(send, ctx.server, api);
  return messageId;
}

async function events(call: RoleCall, api: VersionApi) {
  // The delivered message's status events are written by the simulator within moments (bounded wait).
  let eventId: string | undefined;
  for (let i = 0; i < 100 && !eventId; i++) {
    const page = await expectAnswer(call("listEvents", { query: "limit=1" }), 200);
    const first = api.items(page.json)[0];
    eventId = first === undefined ? undefined : api.idOf(first, "event");
    if (!eventId) await new Promise((r) => setTimeout(r, 50));
  }
  expect(eventId).toBeDefined();
  await expectAnswer(call("getEvent", { ids: { event_id: eventId } }), 200);
  await expectAnswer(call("getEvent", { ids: { event_id: NO_EVENT } }), 404, "event_not_found");
  await expectAnswer(call("listEvents", { query: "limit=101" }), 400, "invalid_request");
}

/**
 * The event stream (versions that have one): a replay validated message by message, 400 for what it cannot
 * resume, 429 past its limit.
 */
async function eventStream(call: RoleCall, ctx: BusinessContext) {
  const { api } = ctx;
  // The delivered message's four status events, oldest first (bounded wait for the simulator).
  let events: Record<string, unknown>[] = [];
  for (let i = 0; i < 100 && events.length < 4; i++) {
    events = api.items((await expectAnswer(call("listEvents", { query: "limit=100" }), 200)).json);
    if (events.length < 4) await new Promise((r) => setTimeout(r, 50));
  }
  const ids = [...events].reverse().map((e) => api.idOf(e, "event"));
  const [oldest, ...later] = ids;
  const replay = await expectAnswer(
    call("streamEvents", { headers: { "Last-Event-ID": oldest ?? "" }, streamMessages: 3 }),
    200,
  );
  const messages = replay.json as StreamMessage[];
  expect(messages[0]).toEqual({ id: oldest, event: "stream.opened", data: { after_event_id: oldest } });
  // The stream sends events in commit order, which across messages need not be the list's id order.
  const replayed = messages.slice(1, 3).map((m) => m.id);
  expect(new Set(replayed).size).toBe(2);
  for (const id of replayed) expect(later).toContain(id);
  const fromStart = await expectAnswer(
    call("streamEvents", { headers: { "Last-Event-ID": STREAM_START }, streamMessages: 3 }),
    200,
  );
  const started = fromStart.json as StreamMessage[];
  expect(started[0]).toEqual({ id: STREAM_START, event: "stream.opened", data: { after_event_id: null } });
  // The first two events in commit order: known events, and resuming after the first sends the second next.
  const [first, second] = started.slice(1, 3).map((m) => m.id);
  const known = api
    .items((await expectAnswer(call("listEvents", { query: "limit=100" }), 200)).json)
    .map((e) => api.idOf(e, "event"));
  expect(first).not.toBe(second);
  expect(known).toEqual(expect.arrayContaining([first, second]));
  const resumed = await expectAnswer(
    call("streamEvents", { headers: { "Last-Event-ID": first ?? "" }, streamMessages: 2 }),
    200,
  );
  expect((resumed.json as StreamMessage[]).slice(0, 2).map((m) => m.id)).toEqual([first, second]);
  await expectAnswer(call("streamEvents", { query: `types=${api.eventType("delivered")}` }), 200);
  await expectAnswer(
    call("streamEvents", { headers: { "Last-Event-ID": UNKNOWN_EVENT } }),
    400,
    "invalid_request",
  );
  await expectAnswer(
    call("streamEvents", { query: `types=${api.eventType("unknown")}` }),
    400,
    "invalid_request",
  );

  // The key's limit (5 on the server's defaults), held by streams read outside the validator.
  const held = Array.from({ length: 5 }, () => new AbortController());
  const opened = await Promise.all(
    held.map((abort) =>
      fetch(`${ctx.server.url}${api.path("streamEvents")}`, {
        headers: { authorization: `Bearer ${KEYS.full}` },
        signal: abort.signal,
      }),
    ),
  );
  expect(opened.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  await expectAnswer(call("streamEvents"), 429, "too_many_streams");
  for (const abort of held) abort.abort();
}

async function templates(call: RoleCall) {
  await expectAnswer(call("listTemplates"), 200);
  await expectAnswer(call("listTemplates", { query: "limit=abc" }), 400, "invalid_request");
  await expectAnswer(call("getTemplate", { ids: { template_id: "tmpl_otp" } }), 200);
  await expectAnswer(
    call("getTemplate", { ids: { template_id: "tmpl_missing" } }),
    404,
    "template_not_found",
  );
}

async function webhooks(call: RoleCall, ctx: BusinessContext) {
  const { api } = ctx;
  const json = (value: unknown): ContractRequestInit => ({ json: value });
  const raw = (text: string, type = "application/json"): ContractRequestInit => ({
    rawBody: text,
    headers: { "content-type": type },
  });
  const create = (init: ContractRequestInit) => call("createWebhook", init);
  // An operation on one endpoint.
  const on =
    (role: OperationRole, whk: string) =>
    (init: RoleRequestInit = {}) =>
      call(role, { ...init, ids: { webhook_id: whk } });
  const created = await expectAnswer(create(json({ url: ctx.webhookUrl, events: ["*"] })), 201);
  const id = api.idOf(api.resource(created.json), "webhook");
  await expectAnswer(create(json({ url: ctx.webhookUrl })), 400, "invalid_request");
  await expectAnswer(create(raw(HUGE)), 413, "payload_too_large");
  await expectAnswer(create(raw("url", "text/plain")), 415, "unsupported_media_type");
  await expectAnswer(
    create(json({ url: PRIVATE_URL, events: [api.eventType("delivered")] })),
    422,
    "webhook_url_not_allowed",
  );

  await expectAnswer(call("listWebhooks"), 200);
  await expectAnswer(call("listWebhooks", { query: "limit=-1" }), 400, "invalid_request");
  await expectAnswer(on("getWebhook", id)(), 200);
  await expectAnswer(on("getWebhook", NO_WEBHOOK)(), 404, "webhook_not_found");

  const patch = (whk: string, init: ContractRequestInit) => on("updateWebhook", whk)(init);
  await expectAnswer(patch(id, json({ description: "contract tests", enabled: true })), 200);
  await expectAnswer(patch(id, json({ enabled: "yes" })), 400, "invalid_request");
  await expectAnswer(patch(NO_WEBHOOK, json({ description: null })), 404, "webhook_not_found");
  await expectAnswer(patch(id, raw(HUGE)), 413, "payload_too_large");
  await expectAnswer(patch(id, raw("x", "text/plain")), 415, "unsupported_media_type");
  await expectAnswer(patch(id, json({ url: PRIVATE_URL })), 422, "webhook_url_not_allowed");

  // One URL once per account and mode, at create and on a move onto it.
  await expectAnswer(create(json({ url: ctx.webhookUrl, events: ["*"] })), 409, "webhook_url_duplicate");
  const second = await expectAnswer(
    create(json({ url: `${ctx.webhookUrl}?copy=1`, events: [api.eventType("failed")] })),
    201,
  );
  const secondId = api.idOf(api.resource(second.json), "webhook");
  await expectAnswer(patch(secondId, json({ url: ctx.webhookUrl })), 409, "webhook_url_duplicate");
  await expectAnswer(on("deleteWebhook", secondId)(), 204);

  await expectAnswer(on("rotateWebhookSecret", id)(), 200);
  await expectAnswer(on("rotateWebhookSecret", NO_WEBHOOK)(), 404, "webhook_not_found");
  await expectAnswer(on("testWebhook", id)(), 202);
  await expectAnswer(on("testWebhook", NO_WEBHOOK)(), 404, "webhook_not_found");
  await expectAnswer(on("deleteWebhook", id)(), 204);
  await expectAnswer(on("deleteWebhook", id)(), 404, "webhook_not_found");
}

async function testHelpers(call: RoleCall, api: VersionApi) {
  const set = (init: ContractRequestInit) => call("setTestBalance", init);
  const before = await expectAnswer(call("getAccount"), 200);
  const balance = api.resource<{ balance: number }>(before.json).balance;
  // Set to what it is: the account's other cells keep their balance.
  await expectAnswer(set({ json: { balance } }), 200);
  await expectAnswer(set({ json: { balance }, key: KEYS.live }), 403, "test_mode_only");
  await expectAnswer(set({ json: { balance: -1 } }), 400, "invalid_request");
  await expectAnswer(
    set({ rawBody: HUGE, headers: { "content-type": "application/json" } }),
    413,
    "payload_too_large",
  );
  await expectAnswer(
    set({ rawBody: "balance=1", headers: { "content-type": "text/plain" } }),
    415,
    "unsupported_media_type",
  );
}

/** Drives the success status and every business-rule status of each operation with the full key. */
export async function driveBusinessCells(client: ContractClient, ids: ResourceIds, ctx: BusinessContext) {
  const call = roleCaller(client, ctx.api, { key: KEYS.full });
  await expectAnswer(call("getAccount"), 200);
  await messages(call, ids, ctx);
  await events(call, ctx.api);
  if (ctx.api.operations.streamEvents) await eventStream(call, ctx);
  await templates(call);
  await webhooks(call, ctx);
  await testHelpers(call, ctx.api);
}
