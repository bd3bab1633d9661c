import { describe, expect, it } from "vitest";
import { declareStage, dropSchemas, postprocess } from "../src/index.js";

const base = { openapi: "3.1.0", info: { title: "t", version: "v2" } };

describe("declareStage", () => {
  it("writes a preview or stable version's stage alone", () => {
    expect(declareStage(base, { version: "v2", stage: "preview" }).info).toEqual({
      title: "t",
      version: "v2",
      "x-stage": "preview",
    });
  });

  it("writes a deprecated version's dates beside its stage", () => {
    const stage = {
      version: "v2",
      stage: "deprecated",
      deprecated: "2026-12-01",
      sunset: "2027-06-30",
    } as const;
    expect(declareStage(base, stage).info).toMatchObject({
      "x-stage": "deprecated",
      "x-deprecation": "2026-12-01",
      "x-sunset": "2027-06-30",
    });
  });

  it("refuses the stage of another version", () => {
    expect(() => declareStage(base, { version: "v1", stage: "stable" })).toThrow(/given for the v2 document/);
  });
});

describe("dropSchemas", () => {
  it("removes the named schemas and keeps the others", () => {
    const doc = { ...base, components: { schemas: { Versions: { enum: ["v1"] }, Message: {} } } };
    expect(dropSchemas(doc, ["Versions"]).components).toEqual({ schemas: { Message: {} } });
  });

  it("leaves a document without them as it is", () => {
    const doc = { ...base, components: { schemas: { Message: {} } } };
    expect(dropSchemas(doc, ["Versions"])).toBe(doc);
  });
});

describe("postprocess with a stage", () => {
  it("declares the stage and drops the authoring schemas", () => {
    const doc = { ...base, paths: {}, components: { schemas: { Versions: { enum: ["v1", "v2"] } } } };
    const out = postprocess(doc, {
      version: "v2",
      stage: { version: "v2", stage: "preview" },
      authoringSchemas: ["Versions"],
    });
    expect(out.info["x-stage"]).toBe("preview");
    expect(out.components).toEqual({ schemas: {} });
  });
});
