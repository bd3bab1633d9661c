// GET /v1/events/stream on the real server: events as Server-Sent Events in order, the types filter,
// Last-Event-ID resume with nothing lost or repeated (from the start position too), the opening message,
// heartbeats, errors in the problem shape, the per-key limit, the poll that finds events nobody woke it for,
// and shutdown.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newEventId, nowIso } from "../../src/domain/ids.js";
import { expectProblem } from "../support/problem.js";
import { openSse, type SseClient } from "../support/sse-client.js";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

const PATH = "/v1/events/stream";
/** The documented start position: the `id:` of a stream opened before any event, and a `Last-Event-ID`. */
const START = "evt_00000000000000000000000000";
const DELIVERED = { to: "919000000001", template_id: "tmpl_otp", variables: ["123456", "10"] };
/** The events one test-mode send to the delivered magic number produces, in order. */
const DELIVERY_TYPES = ["sms.processing", "sms.submitted", "sms.sent", "sms.delivered"];

let server: TestServer;
const open: SseClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { EVENT_STREAM_HEARTBEAT_MS: "200", EVENT_STREAMS_PER_KEY: "3" } });
});
afterEach(async () => {
  for (const stream of open.splice(0)) {
    stream.close();
    await stream.ended;
  }
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

async function stream(key: string, headers: Record<string, string> = {}, query = ""): Promise<SseClient> {
  const client = await openSse(`${server.url}${PATH}${query}`, { key, headers });
  open.push(client);
  return client;
}

async function send(key: string, body = DELIVERED): Promise<string> {
  const res = await server.call("POST", "/v1/sms/send", { key, body });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { message_id: string } }).data.message_id;
}

/** Sends a test message on acc_small and waits until all its events are recorded (it reached `delivered`). */
async function sendSmall(): Promise<string> {
  const body = { to: "919000000001", template_id: "tmpl_otp", variables: ["123456"] };
  const messageId = await send(KEYS.small, body);
  for (;;) {
    const res = await server.call("GET", `/v1/sms/${messageId}`, { key: KEYS.small });
    if (((await res.json()) as { data: { status: string } }).data.status === "delivered") return messageId;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const parsed = (data: string) =>
  JSON.parse(data) as { event_id: string; type: string; data: { message_id?: string } };

describe("GET /v1/events/stream", () => {
  it("opens with stream.opened, then each event as GET /v1/events renders it, in order", async () => {
    const s = await stream(KEYS.test);
    expect(s.response.status).toBe(200);
    expect(s.response.headers.get("content-type")).toBe("text/event-stream");
    expect(s.response.headers.get("cache-control")).toBe("no-cache");
    expect(s.response.headers.get("x-request-id")).toMatch(/^req_/);
    expect(s.response.headers.get("ratelimit-policy")).toContain('"default"');
    const [opened] = await s.take(1);
    expect(opened?.event).toBe("stream.opened");
    expect(opened?.id).toBe(START);
    expect(JSON.parse(opened?.data ?? "")).toEqual({ after_event_id: null });

    const messageId = await send(KEYS.test);
    const messages = (await s.take(1 + DELIVERY_TYPES.length)).slice(1);
    expect(messages.map((m) => m.event)).toEqual(DELIVERY_TYPES);
    for (const m of messages) {
      const event = parsed(m.data);
      expect(m.id).toBe(event.event_id);
      expect(event.type).toBe(m.event);
      expect(event.data.message_id).toBe(messageId);
      const listed = await server.call("GET", `/v1/events/${event.event_id}`, { key: KEYS.test });
      expect(((await listed.json()) as { data: unknown }).data).toEqual(event);
    }
  });

  it("resumes after Last-Event-ID with nothing lost and nothing repeated", async () => {
    const first = await stream(KEYS.test);
    const [opened] = await first.take(1);
    const start = JSON.parse(opened?.data ?? "").after_event_id as string;
    expect(start).toMatch(/^evt_/);
    expect(opened?.id).toBe(start);
    await send(KEYS.test);
    const received = (await first.take(3)).slice(1);
    first.close();
    const lastId = received[received.length - 1]?.id ?? "";
    await send(KEYS.test);
    // Everything of both sends after the last id received, once, whichever send it belongs to.
    const resumed = await stream(KEYS.test, { "Last-Event-ID": lastId });
    const [reopened] = await resumed.take(1);
    expect(JSON.parse(reopened?.data ?? "")).toEqual({ after_event_id: lastId });
    const rest = (await resumed.take(1 + 2 * DELIVERY_TYPES.length - 2)).slice(1);
    // Each message's events in its own order (the first message's last steps may interleave with the second's).
    const byMessage = new Map<string, Array<string | undefined>>();
    for (const m of [...received, ...rest]) {
      const id = parsed(m.data).data.message_id as string;
      byMessage.set(id, [...(byMessage.get(id) ?? []), m.event]);
    }
    expect([...byMessage.values()]).toEqual([[...DELIVERY_TYPES], [...DELIVERY_TYPES]]);
    const ids = [...received, ...rest].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // A stream from the first stream's opening id replays exactly those events.
    const replay = await stream(KEYS.test, { "Last-Event-ID": start });
    expect((await replay.take(1 + ids.length)).slice(1).map((m) => m.id)).toEqual(ids);
  });

  it("resumes a stream dropped before its first event from the start: every event of the gap, once, in order", async () => {
    // acc_small's test mode has no event yet: the stream starts at the start position.
    const first = await stream(KEYS.small);
    const [opened] = await first.take(1);
    expect(opened?.id).toBe(START);
    expect(JSON.parse(opened?.data ?? "")).toEqual({ after_event_id: null });
    first.close();
    await first.ended;
    // Recorded while no stream is open, one message after the other, so their order is known.
    const sent = [await sendSmall(), await sendSmall()];
    const resumed = await stream(KEYS.small, { "Last-Event-ID": START });
    const [reopened, ...gap] = await resumed.take(1 + 2 * DELIVERY_TYPES.length);
    expect(reopened).toMatchObject({ id: START, event: "stream.opened" });
    expect(JSON.parse(reopened?.data ?? "")).toEqual({ after_event_id: null });
    expect(gap.map((m) => [parsed(m.data).data.message_id, m.event])).toEqual(
      sent.flatMap((messageId) => DELIVERY_TYPES.map((type) => [messageId, type])),
    );
    const ids = gap.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Then the stream goes on live: the next message's events follow the gap's, none repeated.
    const later = await sendSmall();
    const next = (await resumed.take(1 + 3 * DELIVERY_TYPES.length)).slice(1 + ids.length);
    expect(next.map((m) => [parsed(m.data).data.message_id, m.event])).toEqual(
      DELIVERY_TYPES.map((type) => [later, type]),
    );
  });

  it("sends only the types asked for", async () => {
    const s = await stream(KEYS.test, {}, "?types=sms.delivered,sms.sent");
    await s.take(1);
    const sent = [await send(KEYS.test), await send(KEYS.test)];
    const events = (await s.take(5)).slice(1);
    // The two messages walk at once, so only each message's own events have a fixed order.
    const typesOf = (messageId: string) =>
      events.filter((m) => parsed(m.data).data.message_id === messageId).map((m) => m.event);
    for (const messageId of sent) expect(typesOf(messageId)).toEqual(["sms.sent", "sms.delivered"]);
  });

  it("finds an event nobody woke it for (as another process writes it) by its poll", async () => {
    const s = await stream(KEYS.other);
    const [opened] = await s.take(1);
    const event = {
      event_id: newEventId(),
      account_id: "acc_other",
      mode: "test" as const,
      type: "webhook.test",
      message_id: null,
      created_at: nowIso(),
      data: { webhook_id: "whk_01JD40A3RZ6M2V8N4C7QK1YB5T", message: "written without a wake-up" },
    };
    await server.storage.transaction((tx) => tx.events.insert(event));
    const [, arrived] = await s.take(2);
    expect(opened?.event).toBe("stream.opened");
    expect(arrived?.id).toBe(event.event_id);
    expect(parsed(arrived?.data ?? "").data).toEqual(event.data);
  });

  it("sends `: ping` comments while idle", async () => {
    const s = await stream(KEYS.small);
    await s.take(1);
    expect(await s.comment()).toBe("ping");
  });

  it("refuses an unknown Last-Event-ID, a malformed one and an unknown type with 400", async () => {
    const otherEvent = (await stream(KEYS.other)).take(1);
    const foreign = (await otherEvent)[0]?.id;
    expect(foreign).toMatch(/^evt_/);
    // A real event of acc_other (written by the poll test), not the start position every account accepts.
    expect(foreign).not.toBe(START);
    const unknown = await server.call("GET", PATH, {
      key: KEYS.test,
      headers: { "Last-Event-ID": String(foreign) },
    });
    const problem = await expectProblem(unknown, 400, "invalid_request");
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: "last-event-id", code: "unknown_event" }),
    ]);
    await expectProblem(
      await server.call("GET", PATH, { key: KEYS.test, headers: { "Last-Event-ID": "not-an-event" } }),
      400,
      "invalid_request",
    );
    await expectProblem(
      await server.call("GET", `${PATH}?types=sms.nope`, { key: KEYS.test }),
      400,
      "invalid_request",
    );
  });

  it("needs a key (401) with scope sms:read (403)", async () => {
    await expectProblem(await server.call("GET", PATH), 401, "unauthenticated");
    await expectProblem(await server.call("GET", PATH, { key: KEYS.sendOnly }), 403, "permission_denied");
  });

  it("holds at most EVENT_STREAMS_PER_KEY streams per key: one more is 429 too_many_streams", async () => {
    const held = [await stream(KEYS.postpaid), await stream(KEYS.postpaid), await stream(KEYS.postpaid)];
    for (const s of held) await s.take(1);
    const refused = await server.call("GET", PATH, { key: KEYS.postpaid });
    await expectProblem(refused, 429, "too_many_streams");
    expect(refused.headers.get("retry-after")).toBe("5");
    held[0]?.close();
    await held[0]?.ended;
    // The server sees the close when the socket does; the next stream is accepted once it has.
    let again = await openSse(`${server.url}${PATH}`, { key: KEYS.postpaid });
    while (again.response.status === 429) {
      await again.response.body?.cancel();
      await new Promise((r) => setTimeout(r, 20));
      again = await openSse(`${server.url}${PATH}`, { key: KEYS.postpaid });
    }
    open.push(again);
    expect(again.response.status).toBe(200);
  });
});

describe("shutdown", () => {
  it("ends open streams, so the server stops", async () => {
    const own = await startTestServer();
    const s = await openSse(`${own.url}${PATH}`, { key: KEYS.test });
    await s.take(1);
    expect(own.errors).toEqual([]);
    // Resolves only once the HTTP server closed, which an open stream would prevent for good.
    await own.destroy();
    await s.ended;
  });
});
