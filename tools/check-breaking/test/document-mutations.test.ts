import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { compareDocuments, formatReport, readBaseline } from "../src/index.ts";
import { documentMutations } from "./classes/index.ts";
import { baselinePath } from "./spec-copy.ts";

const baseline = readBaseline(baselinePath);

describe("every change class, on a copy of the frozen baseline", () => {
  it.each(documentMutations)(
    "$class: $name is $verdict",
    async ({ prepare, change, verdict, expect: expected }) => {
      const base = structuredClone(baseline);
      prepare?.(base);
      const revision = structuredClone(base);
      change(revision);
      // The change really changed the document (toEqual would let `undefined` members pass as equal).
      expect(isDeepStrictEqual(revision, base)).toBe(false);
      const result = await compareDocuments(base, revision);
      if (verdict === "additive") {
        expect(result.breaking).toEqual([]);
        expect(result.additive).toBeGreaterThan(0);
        return;
      }
      if (expected === undefined)
        throw new Error("a breaking class names the rule, place and message it expects");
      const { rule, where, mentions, entries = 1 } = expected;
      expect(result.breaking.map((c) => `${c.rule}: ${c.message}`)).toHaveLength(entries);
      expect(result.breaking).toContainEqual(expect.objectContaining({ rule, where }));
      const found = result.breaking.find((c) => c.rule === rule && c.where === where);
      expect(found?.message).toContain(mentions);
      // Readable for every class: no entry says a type became 'any' when it did not.
      for (const entry of result.breaking) expect(entry.message).not.toContain("'any'");
      const report = formatReport({ version: "v1", ...result }, "published/v1/openapi.yaml");
      expect(report).toContain(`${where}: ${found?.message} [${rule}]`);
      expect(report).toContain(`instead: ${found?.advice}`);
    },
  );
});
