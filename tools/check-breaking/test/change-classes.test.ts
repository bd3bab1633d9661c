import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { adviceFor, GATE_RULES } from "../src/index.ts";
import type { Verdict } from "./classes/document-mutation.ts";
import { documentMutations } from "./classes/index.ts";
import { additiveMutations, breakingMutations } from "./mutations.ts";

/** One row of CONTRIBUTING.md's table of change classes. */
interface ClassRow {
  class: string;
  verdict: string;
  rule: string;
}

const contributing = readFileSync(
  fileURLToPath(new URL("../../../CONTRIBUTING.md", import.meta.url)),
  "utf8",
);

/** The rows of every table in the "Change classes" section (cells split on unescaped `|`). */
function classRows(): ClassRow[] {
  const start = contributing.indexOf("### Change classes");
  const end = contributing.indexOf("\n### ", start + 1);
  if (start < 0 || end < 0) throw new Error('CONTRIBUTING.md has no "Change classes" section');
  return contributing
    .slice(start, end)
    .split("\n")
    .filter((line) => /^\| `[a-z-]+\.[a-z-]+` +\|/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      const [, id = "", , verdict = "", rule = ""] = cells;
      return { class: id.replaceAll("`", ""), verdict, rule: rule.replaceAll("`", "") };
    });
}

/** Every mutation test: its class, the verdict it proves, and the rule it expects (none for additive). */
const proofs: { class: string; verdict: Verdict; rule: string; test: string }[] = [
  ...documentMutations.map((m) => ({
    class: m.class,
    verdict: m.verdict,
    rule: m.expect?.rule ?? "—",
    test: m.name,
  })),
  ...breakingMutations.map((m) => ({
    class: m.class,
    verdict: "breaking" as const,
    rule: m.rule,
    test: m.name,
  })),
  ...additiveMutations.map((m) => ({
    class: m.class,
    verdict: "additive" as const,
    rule: "—",
    test: m.name,
  })),
];

describe("CONTRIBUTING.md's table of change classes", () => {
  const rows = classRows();

  it("lists classes for every location the gate judges, each once", () => {
    expect(rows.length).toBeGreaterThan(50);
    const ids = rows.map((row) => row.class);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const locations = new Set(ids.map((id) => id.split(".")[0]));
    for (const location of [
      "request-body",
      "parameter",
      "request-header",
      "response-header",
      "media-type",
      "security",
      "status",
      "response-body",
      "output-enum",
      "webhook",
    ]) {
      expect(locations).toContain(location);
    }
  });

  it.each(rows)("$class ($verdict) has a mutation test reaching its verdict through its rule", (row) => {
    expect(["breaking", "additive"]).toContain(row.verdict);
    if (row.verdict === "additive") expect(row.rule).toBe("—");
    const tests = proofs.filter((proof) => proof.class === row.class);
    expect(tests.length, `no mutation test for ${row.class}`).toBeGreaterThan(0);
    for (const test of tests)
      expect({ verdict: test.verdict, rule: test.rule }).toEqual({ verdict: row.verdict, rule: row.rule });
  });

  it("has a row for every mutation test", () => {
    const ids = new Set(rows.map((row) => row.class));
    expect(
      proofs.filter((proof) => !ids.has(proof.class)).map((proof) => `${proof.class}: ${proof.test}`),
    ).toEqual([]);
  });

  it("proves every rule of the gate's own with a class, and each has advice", () => {
    const rules = new Set(rows.map((row) => row.rule));
    for (const rule of GATE_RULES) {
      expect(rules, rule).toContain(rule);
      expect(adviceFor(rule)).not.toBe(adviceFor("an-unknown-rule"));
    }
    for (const rule of rules)
      if (rule !== "—") expect(adviceFor(rule), rule).not.toBe(adviceFor("an-unknown-rule"));
  });
});
