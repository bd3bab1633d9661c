import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDocuments } from "@sms-api/openapi/build-documents";
import { afterEach, describe, expect, it } from "vitest";
import { checkedVersions, stageProblems } from "../src/version-stages.ts";
import { setStage } from "./mutations.ts";
import { checkBreakingCli } from "./run-cli.ts";
import { applyEdits, baselinePath, copySpec, specDir } from "./spec-copy.ts";

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A spec copy with edits, removed after the test. */
function editedSpec(...edits: Parameters<typeof applyEdits>[1]): string {
  const dir = copySpec();
  temporary.push(dir);
  applyEdits(dir, edits);
  return dir;
}

/** A published folder holding v1's real baseline and, when given, a frozen v2. */
function publishedWith(v2Yaml?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "sms-api-gate-published-"));
  temporary.push(dir);
  mkdirSync(join(dir, "v1"));
  copyFileSync(baselinePath, join(dir, "v1", "openapi.yaml"));
  if (v2Yaml !== undefined) {
    mkdirSync(join(dir, "v2"));
    writeFileSync(join(dir, "v2", "openapi.yaml"), v2Yaml);
  }
  return dir;
}

describe("the stage rules", () => {
  it("accept a frozen stable version beside an unfrozen preview one", () => {
    expect(stageProblems({ v1: "stable", v2: "preview" }, ["v1"])).toEqual([]);
  });

  it("refuse a frozen version still declared preview", () => {
    const problems = stageProblems({ v1: "stable", v2: "preview" }, ["v1", "v2"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^v2 is frozen under packages\/openapi\/published\/ but .*@stage\("preview"\)/,
    );
  });

  it.each(["stable", "deprecated"] as const)(
    "refuse a version declared %s with no frozen baseline",
    (stage) => {
      const problems = stageProblems({ v1: "stable", v2: stage }, ["v1"]);
      expect(problems).toEqual([
        expect.stringContaining(`v2 is declared @stage("${stage}") but has no frozen baseline`),
      ]);
      expect(problems[0]).toContain("freeze --version v2");
    },
  );

  it("leave retired versions out of the comparison", () => {
    expect(checkedVersions(["v1", "v2"], { v1: "retired", v2: "stable" })).toEqual(["v2"]);
  });
});

describe("pnpm check:breaking and the stages", () => {
  it("fails when v2 is frozen while the spec still calls it preview", async () => {
    const documents = await buildDocuments({ specDir });
    const { code, stdout } = await checkBreakingCli(["--published", publishedWith(documents.v2?.yaml)]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^stage mismatch: v2 is frozen under packages\/openapi\/published\/ but/m);
  });

  it("fails when v2 is declared stable before it is frozen, naming the freeze command", async () => {
    const spec = editedSpec(setStage("v2", '"preview"', '"stable"'));
    const { code, stdout } = await checkBreakingCli(["--spec", spec]);
    expect(code).toBe(1);
    expect(stdout).toContain('stage mismatch: v2 is declared @stage("stable") but has no frozen baseline');
    expect(stdout).toContain("--filter @sms-api/openapi freeze --version v2");
  });

  it("stops checking a retired version, and checks the stable one frozen after it", async () => {
    const spec = editedSpec(setStage("v1", '"stable"', '"retired"'), setStage("v2", '"preview"', '"stable"'));
    const documents = await buildDocuments({ specDir: spec });
    expect(JSON.parse(documents.v1?.json ?? "{}").info["x-stage"]).toBe("retired");
    const { code, stdout } = await checkBreakingCli([
      "--spec",
      spec,
      "--published",
      publishedWith(documents.v2?.yaml),
    ]);
    expect({ code, head: stdout.split("\n").slice(0, 2) }).toEqual({
      code: 0,
      head: [
        "no breaking changes against the frozen v2 baseline",
        "v1 is retired: no longer served, so no longer checked",
      ],
    });
  });

  it("carries a deprecated version's dates into its document, and the gate passes it", async () => {
    const spec = editedSpec(
      setStage("v1", '"stable"', '"deprecated", #{ deprecated: "2026-12-01", sunset: "2027-06-30" }'),
    );
    const documents = await buildDocuments({ specDir: spec });
    expect(JSON.parse(documents.v1?.json ?? "{}").info).toMatchObject({
      "x-stage": "deprecated",
      "x-deprecation": "2026-12-01",
      "x-sunset": "2027-06-30",
    });
    const { code, stdout } = await checkBreakingCli(["--spec", spec]);
    expect({ code, first: stdout.split("\n")[0] }).toEqual({
      code: 0,
      first: "no breaking changes against the frozen v1 baseline",
    });
  });

  it.each([
    ['"deprecated"', "needs both dates"],
    ['"deprecated", #{ deprecated: "2027-07-01", sunset: "2027-06-30" }', "is before its deprecation"],
    ['"deprecated", #{ deprecated: "2026-12-01", sunset: "2027-02-30" }', "is not a YYYY-MM-DD date"],
    ['"stable", #{ sunset: "2027-06-30" }', "takes no dates"],
  ])("cannot run on @stage(%s): %s", async (stage, message) => {
    const spec = editedSpec(setStage("v1", '"stable"', stage));
    const { code, stderr } = await checkBreakingCli(["--spec", spec]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/versions\.tsp:\d+:\d+: error sms-api\/invalid-stage: @stage/);
    expect(stderr).toContain(message);
  });
});
