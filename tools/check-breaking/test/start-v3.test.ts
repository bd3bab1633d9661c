import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDocuments } from "@sms-api/openapi/build-documents";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkBreaking } from "../src/index.ts";
import { setStage, startV3 } from "./mutations.ts";
import { checkBreakingCli } from "./run-cli.ts";
import { applyEdits, baselinePath, copySpec, removeSpecCopy } from "./spec-copy.ts";

// biome-ignore lint/suspicious/noExplicitAny: reads a few members of a generated OpenAPI document
type Json = Record<string, any>;

const copy = copySpec();
applyEdits(copy, startV3.edits);
const published = mkdtempSync(join(tmpdir(), "sms-api-gate-published-"));
afterAll(() => {
  removeSpecCopy(copy);
  rmSync(published, { recursive: true, force: true });
});

describe("starting the next major version (v3) as CONTRIBUTING.md describes", () => {
  it("generates v3 beside v1 and v2: its own /v3 paths, the field removed in v3 only, in schemas and examples", async () => {
    const documents = await buildDocuments({ specDir: copy });
    expect(Object.keys(documents)).toEqual(["v1", "v2", "v3"]);
    const [v2, v3] = [documents.v2, documents.v3].map((d) => JSON.parse(d?.json ?? "{}") as Json);
    expect(v3?.info["x-stage"]).toBe("preview");
    expect(Object.keys(v3?.paths ?? {})).toContain("/v3/account");
    expect(Object.keys(v3?.paths ?? {}).filter((p) => !p.startsWith("/v3/"))).toEqual([]);
    expect(v2?.components.schemas.Account.properties).toHaveProperty("name");
    expect(v3?.components.schemas.Account.properties).not.toHaveProperty("name");
    const example = (doc: Json | undefined, version: string) =>
      doc?.paths[`/${version}/account`].get.responses["200"].content["application/json"].examples.account
        .value;
    expect(example(v2, "v2")).toHaveProperty("name", "Demo Ltd");
    expect(example(v3, "v3")).not.toHaveProperty("name");
  });

  it("keeps v1 passing the gate", async () => {
    expect((await checkBreaking({ specDir: copy, baselinePath })).breaking).toEqual([]);
  });

  it("checks every frozen version once v2 is stable and frozen, and fails on a break in v2 alone", async () => {
    // Ship v2 as CONTRIBUTING.md says: declare it stable, then freeze it as `freeze --version v2` would.
    applyEdits(copy, [setStage("v2", '"preview"', '"stable"')]);
    const documents = await buildDocuments({ specDir: copy });
    for (const version of ["v1", "v2"]) mkdirSync(join(published, version));
    copyFileSync(baselinePath, join(published, "v1", "openapi.yaml"));
    writeFileSync(join(published, "v2", "openapi.yaml"), documents.v2?.yaml ?? "");
    const passed = await checkBreakingCli(["--spec", copy, "--published", published]);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(
      /^no breaking changes against the frozen v1 baseline\nno breaking changes against the frozen v2 baseline\nv3 is in preview: .*\n/,
    );
    expect(passed.stdout).toMatch(/^v2 → v3 \(information, not a failure.*\): 2 breaking changes/m);

    // The frozen v2 promised `Account.time_zone`; the spec does not send it, so v2 lost a response field.
    const frozenV2 = parse(documents.v2?.yaml ?? "") as Json;
    frozenV2.components.schemas.Account.properties.time_zone = { type: "string" };
    writeFileSync(join(published, "v2", "openapi.yaml"), stringify(frozenV2));
    const failed = await checkBreakingCli(["--spec", copy, "--published", published]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^no breaking changes against the frozen v1 baseline$/m);
    expect(failed.stdout).toMatch(
      /^1 breaking change in v2 against the frozen baseline .*v2\/openapi\.yaml:$/m,
    );
    expect(failed.stdout).toContain(
      "1. GET /v2/account: Property `time_zone` of `Account` was removed. [property-removed]",
    );
    // Three compiles and two full gate runs (each diffs v1 → v2 and v2 → v3 too): more than one case's budget.
  }, 180_000);
});
