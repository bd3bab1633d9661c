import { describe, expect, it } from "vitest";
import { API_VERSIONS } from "../src/index.js";
import { redocly } from "./support.js";

describe("redocly lint", () => {
  it.each(API_VERSIONS.flatMap((v) => [`generated/${v}/openapi.yaml`, `generated/${v}/openapi.json`]))(
    "passes %s with no error and no warning",
    (file) => {
      const out = redocly(["lint", file, "--format=json"]);
      const report = JSON.parse(out.stdout) as {
        totals: { errors: number; warnings: number };
        problems: unknown[];
      };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(out.status).toBe(0);
    },
    60_000,
  );
});
