import { describe, expect, it } from "vitest";
import { normalizeDocument } from "../src/index.ts";

describe("normalizeDocument", () => {
  it("spells a closed object `{ not: {} }` as `false`, leaving other schemas alone", () => {
    const document = {
      closed: { type: "object", unevaluatedProperties: { not: {} }, additionalProperties: { not: {} } },
      open: { type: "object", additionalProperties: { type: "string" } },
    };
    expect(normalizeDocument(document)).toEqual({
      closed: { type: "object", unevaluatedProperties: false, additionalProperties: false },
      open: { type: "object", additionalProperties: { type: "string" } },
    });
  });

  it("folds a nullable scalar into a type list, adding null to its enum or const", () => {
    const nullable = (variant: object) => ({ anyOf: [variant, { type: "null" }], description: "d" });
    expect(normalizeDocument(nullable({ type: "integer", format: "int64", minimum: 0 }))).toEqual({
      type: ["integer", "null"],
      format: "int64",
      minimum: 0,
      description: "d",
    });
    expect(normalizeDocument(nullable({ type: "string", enum: ["a"] }))).toEqual({
      type: ["string", "null"],
      enum: ["a", null],
      description: "d",
    });
    expect(normalizeDocument(nullable({ type: "string", const: "a" }))).toEqual({
      type: ["string", "null"],
      enum: ["a", null],
      description: "d",
    });
  });

  it("keeps a union it cannot fold exactly", () => {
    for (const schema of [
      { anyOf: [{ $ref: "#/components/schemas/Cursor" }, { type: "null" }] },
      { anyOf: [{ type: "object", properties: {} }, { type: "null" }] },
      { anyOf: [{ type: "string", not: { const: "" } }, { type: "null" }] },
      { anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }], maxLength: 9 },
      { anyOf: [{ type: "string" }, { type: "integer" }] },
    ]) {
      expect(normalizeDocument(schema)).toEqual(schema);
    }
  });
});
