import { afterEach, describe, expect, it } from "vitest";
import { checkBreaking } from "../src/index.ts";
import { additiveMutations } from "./mutations.ts";
import { applyEdits, baselinePath, copySpec, removeSpecCopy } from "./spec-copy.ts";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) removeSpecCopy(dir);
});

describe("the v1 evolution gate lets v1 grow", () => {
  it.each(additiveMutations)("passes when $name", async ({ edits }) => {
    const dir = copySpec();
    copies.push(dir);
    applyEdits(dir, edits);
    const result = await checkBreaking({ specDir: dir, baselinePath });
    expect(result.breaking).toEqual([]);
    // The change was seen, and rated additive: the copy really differs from the baseline.
    expect(result.additive).toBeGreaterThan(0);
  });
});
