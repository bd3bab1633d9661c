import { describe, expect, it } from "vitest";
import { closeSchemas, declareServerAudience, SERVER_AUDIENCE_EXTENSION } from "../src/index.js";

const base = { openapi: "3.1.0", info: { title: "t", version: "1" } };

describe("closeSchemas", () => {
  it("writes unevaluatedProperties {not: {}} as false, at any depth", () => {
    const out = closeSchemas({
      ...base,
      components: {
        schemas: {
          Req: { type: "object", unevaluatedProperties: { not: {} } },
          Outer: {
            type: "object",
            properties: { inner: { type: "object", unevaluatedProperties: { not: {} } } },
          },
        },
      },
    });
    expect(out.components).toEqual({
      schemas: {
        Req: { type: "object", unevaluatedProperties: false },
        Outer: { type: "object", properties: { inner: { type: "object", unevaluatedProperties: false } } },
      },
    });
  });

  it("keeps an unevaluatedProperties that constrains, and a property named unevaluatedProperties", () => {
    const schemas = {
      Map: { type: "object", unevaluatedProperties: { type: "string" } },
      Narrow: { type: "object", unevaluatedProperties: { not: { type: "string" } } },
      Odd: { type: "object", properties: { unevaluatedProperties: { type: "string" } } },
    };
    expect(closeSchemas({ ...base, components: { schemas } }).components).toEqual({ schemas });
  });
});

describe("declareServerAudience", () => {
  it("marks each server that does not say its audience, and keeps one that does", () => {
    const out = declareServerAudience(
      { ...base, servers: [{ url: "a" }, { url: "b", [SERVER_AUDIENCE_EXTENSION]: true }] },
      false,
    );
    expect(out.servers).toEqual([
      { url: "a", "x-internal": false },
      { url: "b", "x-internal": true },
    ]);
  });

  it("leaves a document without servers as it is", () => {
    expect(declareServerAudience(base, false)).toEqual(base);
  });
});
