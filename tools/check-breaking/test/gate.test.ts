import { afterEach, describe, expect, it } from "vitest";
import { checkBreaking, formatReport } from "../src/index.ts";
import { breakingMutations } from "./mutations.ts";
import { applyEdits, baselinePath, copySpec, removeSpecCopy } from "./spec-copy.ts";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) removeSpecCopy(dir);
});

describe("the v1 evolution gate", () => {
  // The repo's own spec is checked by cli.test.ts, exactly as `pnpm check:breaking` runs.
  it("passes an unmodified copy of the spec", async () => {
    const dir = copySpec();
    copies.push(dir);
    expect((await checkBreaking({ specDir: dir, baselinePath })).breaking).toEqual([]);
  });

  it.each(breakingMutations)("fails when $name", async ({ edits, rule, where, mentions }) => {
    const dir = copySpec();
    copies.push(dir);
    applyEdits(dir, edits);
    const result = await checkBreaking({ specDir: dir, baselinePath });
    expect(result.breaking).toContainEqual(expect.objectContaining({ rule, where }));
    const change = result.breaking.find((c) => c.rule === rule && c.where === where);
    expect(change?.message).toContain(mentions);
    const report = formatReport(result, "published/v1/openapi.yaml");
    expect(report).toContain(`${where}: ${change?.message} [${rule}]`);
    expect(report).toContain(`at ${change?.pointer}`);
    expect(report).toContain(`instead: ${change?.advice}`);
  });
});
