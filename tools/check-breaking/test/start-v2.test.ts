import { buildDocuments } from "@sms-api/openapi/build-documents";
import { afterAll, describe, expect, it } from "vitest";
import { checkBreaking } from "../src/index.ts";
import { startV2 } from "./mutations.ts";
import { applyEdits, baselinePath, copySpec, removeSpecCopy } from "./spec-copy.ts";

// biome-ignore lint/suspicious/noExplicitAny: reads a few members of a generated OpenAPI document
type Json = Record<string, any>;

const copy = copySpec();
applyEdits(copy, startV2.edits);
afterAll(() => removeSpecCopy(copy));

describe("starting v2 as CONTRIBUTING.md describes", () => {
  it("generates v2 beside v1: its own /v2 paths, the field removed in v2 only, in schemas and examples", async () => {
    const documents = await buildDocuments({ specDir: copy });
    expect(Object.keys(documents)).toEqual(["v1", "v2"]);
    const [v1, v2] = [documents.v1, documents.v2].map((d) => JSON.parse(d?.json ?? "{}") as Json);
    expect(Object.keys(v2?.paths ?? {})).toContain("/v2/account");
    expect(Object.keys(v2?.paths ?? {}).filter((p) => !p.startsWith("/v2/"))).toEqual([]);
    expect(v1?.components.schemas.Account.properties).toHaveProperty("name");
    expect(v2?.components.schemas.Account.properties).not.toHaveProperty("name");
    const example = (doc: Json | undefined, version: string) =>
      doc?.paths[`/${version}/account`].get.responses["200"].content["application/json"].examples.account
        .value.data;
    expect(example(v1, "v1")).toHaveProperty("name", "Demo Ltd");
    expect(example(v2, "v2")).not.toHaveProperty("name");
  });

  it("keeps v1 passing the gate", async () => {
    expect((await checkBreaking({ specDir: copy, baselinePath })).breaking).toEqual([]);
  });
});
