import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSchema, schemaPath } from "../scripts/render-schema.mjs";

describe("generated/v1/schema.d.ts", () => {
  it("matches what openapi-typescript makes from the current OpenAPI document (run `pnpm generate` if not)", async () => {
    const committed = readFileSync(schemaPath("v1"), "utf8");
    const fresh: string = await renderSchema("v1");
    expect(
      committed === fresh,
      "generated/v1/schema.d.ts is stale: run `pnpm --filter @sms-api/client generate`",
    ).toBe(true);
  });

  it("starts with a do-not-edit header", () => {
    expect(readFileSync(schemaPath("v1"), "utf8").split("\n")[0]).toBe("// GENERATED FILE: DO NOT EDIT.");
  });
});
