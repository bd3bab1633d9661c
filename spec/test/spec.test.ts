import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileSpec, enumDescriptions, undocumented, versionStages } from "../lib/spec-program.mjs";

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

  it("declares each version's stage: v1 stable, v2 preview", async () => {
    expect(versionStages(await compileSpec())).toEqual([
      { version: "v1", stage: "stable" },
      { version: "v2", stage: "preview" },
    ]);
  });

  it("describes the enums of each version apart, under their schema names", async () => {
    const program = await compileSpec();
    const [v1, v2] = [enumDescriptions(program, "v1"), enumDescriptions(program, "v2")];
    expect(Object.keys(v1.EventType ?? {})).toContain("sms.delivered");
    expect(Object.keys(v1.EventType ?? {})).not.toContain("message.delivered");
    expect(Object.keys(v2.EventType ?? {})).toContain("message.delivered");
    expect(Object.keys(v2.EventType ?? {})).not.toContain("sms.delivered");
    expect(v2.WebhookApiVersion).toEqual(v1.WebhookApiVersion);
  });
});
