import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDocuments, generatedDir } from "../scripts/build-documents.mjs";
import { API_VERSIONS } from "../src/index.js";

describe("the committed OpenAPI documents", () => {
  it("are exactly what the spec generates now (run `pnpm generate` and commit if this fails)", async () => {
    const documents: Record<string, { json: string; yaml: string }> = await buildDocuments();
    const committed = readdirSync(generatedDir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(committed.map((d) => d.name).sort()).toEqual(Object.keys(documents).sort());
    expect([...API_VERSIONS]).toEqual(Object.keys(documents));
    for (const [version, { json, yaml }] of Object.entries(documents)) {
      expect(readFileSync(join(generatedDir, version, "openapi.json"), "utf8"), `${version} JSON`).toBe(json);
      expect(readFileSync(join(generatedDir, version, "openapi.yaml"), "utf8"), `${version} YAML`).toBe(yaml);
    }
  }, 60_000);

  it.each(API_VERSIONS)("of %s start with a do-not-edit note", (version) => {
    const yaml = readFileSync(join(generatedDir, version, "openapi.yaml"), "utf8");
    const json = JSON.parse(readFileSync(join(generatedDir, version, "openapi.json"), "utf8"));
    expect(yaml.split("\n")[0]).toMatch(/^# Generated from spec\/ .*Do not edit\.$/);
    expect(Object.keys(json)[0]).toBe("x-generated");
  });
});
