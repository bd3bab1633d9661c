import { describe, expect, it } from "vitest";
import { moveWebhooks, type OpenApiDocument } from "../src/index.js";

const base = { openapi: "3.1.0", info: { title: "t", version: "1" } };

describe("moveWebhooks", () => {
  it("moves marked operations into webhooks, keyed by name and sorted, without the marker", () => {
    const doc: OpenApiDocument = {
      ...base,
      paths: {
        "/sms/send": { post: { operationId: "send" } },
        "/hooks/b.two": { post: { operationId: "two", "x-webhook": "b.two" } },
        "/hooks/a.one": { post: { operationId: "one", "x-webhook": "a.one" } },
      },
    };
    const out = moveWebhooks(doc);
    expect(Object.keys(out.paths ?? {})).toEqual(["/sms/send"]);
    expect(out.webhooks).toEqual({
      "a.one": { post: { operationId: "one" } },
      "b.two": { post: { operationId: "two" } },
    });
    expect(Object.keys(out.webhooks ?? {})).toEqual(["a.one", "b.two"]);
  });

  it("leaves a document without webhooks unchanged", () => {
    const doc: OpenApiDocument = { ...base, paths: { "/a": { get: { operationId: "a" } } } };
    expect(moveWebhooks(doc)).toEqual(doc);
  });

  it.each([
    {
      name: "a path mixing webhook and API operations",
      paths: { "/x": { post: { "x-webhook": "x" }, get: {} } },
      error: /mixes webhook and API operations/,
    },
    {
      name: "an unnamed webhook",
      paths: { "/x": { post: { "x-webhook": "" } } },
      error: /must name the webhook/,
    },
    {
      name: "a webhook defined twice",
      paths: { "/x": { post: { "x-webhook": "x" } }, "/y": { post: { "x-webhook": "x" } } },
      error: /defined twice/,
    },
  ])("refuses $name", ({ paths, error }) => {
    expect(() => moveWebhooks({ ...base, paths })).toThrow(error);
  });
});
