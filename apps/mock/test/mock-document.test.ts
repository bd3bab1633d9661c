import { describe, expect, it } from "vitest";
import { mockDocument } from "../src/mock-document.js";

const response = (headers: Record<string, unknown>) => ({
  paths: { "/v1/x": { post: { responses: { "202": { description: "ok", headers } } } } },
  components: {
    headers: { Replayed: { required: false, schema: { type: "boolean", enum: [true] } } },
    schemas: { Id: { type: "string", examples: ["req_1"] } },
  },
});

describe("mockDocument", () => {
  it.each([
    ["an optional header with no example", { H: { schema: { type: "boolean" } } }, []],
    ["a $ref to an optional header with no example", { H: { $ref: "#/components/headers/Replayed" } }, []],
    ["a required header", { H: { required: true, schema: { type: "string" } } }, ["H"]],
    ["an optional header with an example", { H: { example: "x", schema: { type: "string" } } }, ["H"]],
    [
      "an optional header whose schema has examples",
      { H: { schema: { $ref: "#/components/schemas/Id" } } },
      ["H"],
    ],
  ])("%s: kept %j", (_name, headers, kept) => {
    const served = mockDocument(response(headers));
    expect(Object.keys(served.paths["/v1/x"].post.responses["202"].headers)).toEqual(kept);
  });

  it("leaves the contract it was given unchanged", () => {
    const contract = response({ H: { schema: { type: "boolean" } } });
    mockDocument(contract);
    expect(Object.keys(contract.paths["/v1/x"].post.responses["202"].headers)).toEqual(["H"]);
  });
});
