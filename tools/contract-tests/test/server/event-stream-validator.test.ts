// The validator on fabricated event streams: every message checked against the `x-sse-events` schema of
// its event name, an event's SSE id and name against its own fields. (Fabricated: this tests the checker.)
import { describe, expect, it } from "vitest";
import { loadContract } from "../support/openapi-document.js";
import { createResponseValidator, parseEventStream } from "../support/response-validator.js";

const contract = loadContract("v1");
const validator = createResponseValidator(contract);
const headers = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  "x-request-id": "req_1",
  "ratelimit-policy": '"default";q=100;w=1',
  ratelimit: '"default";r=99;t=1',
};
const EVENT_ID = "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F";
const event = {
  event_id: EVENT_ID,
  type: "webhook.test",
  created_at: "2026-11-22T10:20:00.000Z",
  data: { webhook_id: "whk_01JD40A3RZ6M2V8N4C7QK1YB5T", message: "test" },
};
const opened = `retry: 1000\nevent: stream.opened\ndata: ${JSON.stringify({ after_event_id: null })}\n\n`;

function stream(body: string) {
  return validator.validate({ method: "GET", path: "/v1/events/stream", status: 200, headers, body });
}

describe("the event stream validator", () => {
  it("reads x-sse-events from the document: every event type and the opening message", () => {
    const documented = contract.operation("Events_stream").responses.get(200);
    expect(Object.keys(documented?.sseEvents ?? {}).sort()).toEqual(
      [
        "stream.opened",
        ...(contract.resolve<{ enum: string[] }>("#/components/schemas/EventType").enum ?? []),
      ].sort(),
    );
  });

  it("passes the opening message, an event and a heartbeat", () => {
    const body = `${opened}: ping\n\nid: ${EVENT_ID}\nevent: webhook.test\ndata: ${JSON.stringify(event)}\n\n`;
    const result = stream(body);
    expect(result.violations).toEqual([]);
    expect(result.json).toEqual(parseEventStream(body));
    expect(parseEventStream(body).map((m) => m.event)).toEqual(["stream.opened", "webhook.test"]);
  });

  it.each([
    [
      "an undocumented event name",
      `event: sms.unknown\ndata: {}\n\n`,
      /event "sms.unknown" is not documented/,
    ],
    ["data that is not JSON", `id: ${EVENT_ID}\nevent: webhook.test\ndata: nope\n\n`, /data is not JSON/],
    [
      "data against its schema",
      `id: ${EVENT_ID}\nevent: webhook.test\ndata: ${JSON.stringify({ ...event, created_at: 5 })}\n\n`,
      /data \/created_at/,
    ],
    [
      "an id other than the event's",
      `id: evt_other\nevent: webhook.test\ndata: ${JSON.stringify(event)}\n\n`,
      /id evt_other is not the event's event_id/,
    ],
    [
      "an event name other than the event's type",
      `id: ${EVENT_ID}\nevent: sms.sent\ndata: ${JSON.stringify(event)}\n\n`,
      /event sms.sent is not the event's type webhook.test/,
    ],
  ])("catches %s", (_name, message, violation) => {
    expect(stream(opened + message).violations.join("\n")).toMatch(violation);
  });
});
