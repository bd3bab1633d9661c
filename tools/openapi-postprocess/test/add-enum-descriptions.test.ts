import { describe, expect, it } from "vitest";
import { addEnumDescriptions, type OpenApiDocument } from "../src/index.js";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  components: { schemas: { Mode: { type: "string", enum: ["test", "live"] }, Other: { type: "object" } } },
};

describe("addEnumDescriptions", () => {
  it("adds x-enumDescriptions to the matching schema and leaves others alone", () => {
    const out = addEnumDescriptions(doc, { Mode: { test: "Simulated.", live: "Real." } });
    const schemas = (out.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
    expect(schemas.Mode?.["x-enumDescriptions"]).toEqual({ test: "Simulated.", live: "Real." });
    expect(schemas.Other).toEqual({ type: "object" });
  });

  it("skips enums the document does not contain", () => {
    expect(addEnumDescriptions(doc, { Unused: { a: "A." } })).toEqual(doc);
  });

  it("refuses a documented value the schema lacks", () => {
    expect(() => addEnumDescriptions(doc, { Mode: { sandbox: "?" } })).toThrow(
      /Mode has no enum value sandbox/,
    );
  });

  it("does not mutate its input", () => {
    const before = JSON.stringify(doc);
    addEnumDescriptions(doc, { Mode: { test: "Simulated." } });
    expect(JSON.stringify(doc)).toBe(before);
  });
});
