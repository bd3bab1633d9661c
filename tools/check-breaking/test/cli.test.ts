import { afterAll, describe, expect, it } from "vitest";
import { breakingMutations } from "./mutations.ts";
import { checkBreakingCli } from "./run-cli.ts";
import { applyEdits, copySpec, removeSpecCopy } from "./spec-copy.ts";

const copy = copySpec();
afterAll(() => removeSpecCopy(copy));

describe("pnpm check:breaking", () => {
  it("exits 0 with one line on the repo's spec", async () => {
    const { code, stdout } = await checkBreakingCli([]);
    expect({ code, stdout }).toEqual({
      code: 0,
      stdout: "no breaking changes against the frozen v1 baseline\n",
    });
  });

  it("exits 1 with a report naming each breaking change and the way out", async () => {
    const removed = breakingMutations.find((m) => m.class === "response-body.property-removed");
    if (removed === undefined) throw new Error("no response-body.property-removed mutation");
    applyEdits(copy, removed.edits);
    const { code, stdout } = await checkBreakingCli(["--spec", copy]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^2 breaking changes in v1 against the frozen baseline .*published\/v1\/openapi\.yaml:$/m,
    );
    expect(stdout).toContain("1. GET /v1/account: Properties of `Account` are no longer required: `name`.");
    expect(stdout).toContain(
      "2. GET /v1/account: Property `name` of `Account` was removed. [property-removed]",
    );
    expect(stdout).toContain("   defined at #/components/schemas/Account/properties/name");
    expect(stdout).toContain("   instead: keep the field;");
    expect(stdout).toContain('start the next major version beside it (CONTRIBUTING.md, "Starting v2")');
  });

  it("exits 2 when there is no baseline to compare with", async () => {
    const { code, stderr } = await checkBreakingCli(["--baseline", "/nonexistent/openapi.yaml"]);
    expect(code).toBe(2);
    expect(stderr).toContain("No frozen baseline at /nonexistent/openapi.yaml");
  });
});
