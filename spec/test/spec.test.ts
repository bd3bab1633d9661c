import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileSpec, enumDescriptions, undocumented } from "../lib/spec-program.mjs";

const specDir = fileURLToPath(new URL("..", import.meta.url));
const tsp = fileURLToPath(new URL("../node_modules/.bin/tsp", import.meta.url));

describe("the spec", () => {
  it("compiles with the linter on and no warning", async () => {
    await expect(compileSpec()).resolves.toBeDefined();
  });

  it("is formatted (`tsp format --check`)", () => {
    expect(() =>
      execFileSync(tsp, ["format", "--check", "**/*.tsp"], { cwd: specDir, stdio: "pipe" }),
    ).not.toThrow();
  });

  it("documents every operation, parameter, model, property, enum member, union variant and scalar", async () => {
    expect(undocumented(await compileSpec())).toEqual([]);
  });

  it("gives every error code a doc that starts with its HTTP status", async () => {
    const codes = enumDescriptions(await compileSpec()).ErrorCode ?? {};
    expect(Object.keys(codes).length).toBeGreaterThanOrEqual(31);
    for (const [code, doc] of Object.entries(codes))
      expect(doc, code).toMatch(/^[45]\d\d( on \w+, [45]\d\d on \w+)?: /);
  });
});
