import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSchema, SCHEMA_VERSIONS, schemaPath } from "../scripts/render-schema.mjs";

describe.each(SCHEMA_VERSIONS)("generated/%s/schema.d.ts", (version) => {
  it("matches what openapi-typescript makes from the current OpenAPI document", async () => {
    const committed = readFileSync(schemaPath(version), "utf8").split("\n");
    const fresh = (await renderSchema(version)).split("\n");
    const line = fresh.findIndex((text, i) => committed[i] !== text);
    const where = line === -1 ? committed.length : line;
    const firstDifference = line === -1 && committed.length === fresh.length ? "none" : `line ${where + 1}`;
    expect(firstDifference, "stale: run `pnpm --filter @sms-api/client generate`").toBe("none");
  });

  it("starts with a do-not-edit header", () => {
    expect(readFileSync(schemaPath(version), "utf8").split("\n")[0]).toBe("// GENERATED FILE: DO NOT EDIT.");
  });
});
