import { describe, expect, it } from "vitest";
import { carrySseEvents, type OpenApiDocument } from "../src/index.js";

const unions = { Feed: { "a.one": "Thing", "b.two": "Thing" } };

function doc(operation: Record<string, unknown>): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/feed": { get: operation }, "/other": { get: { operationId: "other" } } },
    components: {
      schemas: { Thing: { type: "object" }, Feed: { anyOf: [{ $ref: "#/components/schemas/Thing" }] } },
    },
  };
}

const streamResponses = {
  "200": { description: "ok", content: { "text/event-stream": { schema: { type: "string" } } } },
  "401": { description: "no", content: { "application/problem+json": { schema: { type: "object" } } } },
};

describe("carrySseEvents", () => {
  it("moves the union's schemas onto the stream's media type and drops the operation's marker", () => {
    const out = carrySseEvents(
      doc({ operationId: "feed", "x-sse-events": "Feed", responses: streamResponses }),
      unions,
    );
    const get = out.paths?.["/feed"]?.get as {
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(get).not.toHaveProperty("x-sse-events");
    expect(get.responses["200"]?.content["text/event-stream"]).toEqual({
      schema: { type: "string" },
      "x-sse-events": {
        "a.one": { $ref: "#/components/schemas/Thing" },
        "b.two": { $ref: "#/components/schemas/Thing" },
      },
    });
    expect(get.responses["401"]).toEqual(streamResponses["401"]);
    expect(out.paths?.["/other"]).toEqual({ get: { operationId: "other" } });
    expect(Object.keys((out.components as { schemas: object }).schemas)).toEqual(["Thing"]);
  });

  it("leaves a document without the marker unchanged", () => {
    const input = doc({ operationId: "feed", responses: streamResponses });
    expect(carrySseEvents(input, unions)).toEqual(input);
  });

  it.each([
    {
      name: "an unknown union",
      op: { "x-sse-events": "Nope", responses: streamResponses },
      error: /names no @events union/,
    },
    {
      name: "a schema missing from the components",
      op: { "x-sse-events": "Broken", responses: streamResponses },
      error: /schema Missing is not a component/,
    },
    {
      name: "an operation without a stream response",
      op: { "x-sse-events": "Feed", responses: { "401": streamResponses["401"] } },
      error: /without a text\/event-stream response/,
    },
  ])("refuses $name", ({ op, error }) => {
    expect(() => carrySseEvents(doc(op), { ...unions, Broken: { x: "Missing" } })).toThrow(error);
  });
});
