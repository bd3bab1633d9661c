import { afterAll, describe, expect, it } from "vitest";
import { breakingMutations } from "./mutations.ts";
import { checkBreakingCli } from "./run-cli.ts";
import { applyEdits, copySpec, removeSpecCopy } from "./spec-copy.ts";

const copy = copySpec();
afterAll(() => removeSpecCopy(copy));

describe("pnpm check:breaking", () => {
  it("exits 0 on the repo's spec: v1 checked, v2 left alone while in preview, v1 → v2 listed as information", async () => {
    const { code, stdout } = await checkBreakingCli([]);
    const [checked, skipped, blank, info] = stdout.split("\n");
    expect({ code, checked, skipped, blank }).toEqual({
      code: 0,
      checked: "no breaking changes against the frozen v1 baseline",
      skipped: "v2 is in preview: it may still change, and the gate checks it once it is frozen",
      blank: "",
    });
    expect(info).toMatch(/^v1 → v2 \(information, not a failure.*\): [1-9]\d* breaking changes/);
    // What every partner meets when moving: the send moved, and bodies lost their envelope.
    expect(stdout).toContain("  - path /sms/send: Path `/sms/send` was removed. [path-removed]");
    expect(stdout).toContain(
      "  - GET /account: Property `success` of `Account` was removed. [property-removed]",
    );
  });

  it("checks one version with --version, and says why it leaves a preview version alone", async () => {
    expect(await checkBreakingCli(["--version", "v1"])).toMatchObject({
      code: 0,
      stdout: "no breaking changes against the frozen v1 baseline\n",
    });
    expect(await checkBreakingCli(["--version", "v2"])).toMatchObject({
      code: 0,
      stdout: "v2 is in preview: it may still change, and the gate checks it once it is frozen\n",
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
    expect(stdout).toContain(
      'start the next major version beside it (CONTRIBUTING.md, "Starting the next major version")',
    );
  });

  it("exits 2 when there is no baseline to compare with", async () => {
    const { code, stderr } = await checkBreakingCli(["--baseline", "/nonexistent/openapi.yaml"]);
    expect(code).toBe(2);
    expect(stderr).toContain("No frozen baseline at /nonexistent/openapi.yaml");
  });
});
