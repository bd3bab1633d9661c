import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadOpenApi } from "@sms-api/openapi";
import { describe, expect, it } from "vitest";
import { checkDifferenceTable, parseDifferenceTable } from "../src/difference-table.js";
import { diffDocuments } from "../src/document-diff.js";
import { includeSamples } from "../src/markdown.js";
import { guidesDir, samplesDir } from "../src/paths.js";

const guide = readFileSync(join(guidesDir, "migrate-v1-to-v2.md"), "utf8");
const TABLE = "## Every difference, listed";
const rows = parseDifferenceTable(guide, TABLE);
const differences = diffDocuments(loadOpenApi("v1"), loadOpenApi("v2"));

describe("the v1 → v2 migration guide", () => {
  it("names every difference between the two documents, and no row names nothing", () => {
    expect(differences.length).toBeGreaterThan(50);
    const { missing, stale } = checkDifferenceTable(rows, differences);
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it("fails for each row left out, and for a difference the documents gain", () => {
    for (const row of rows) {
      const { missing } = checkDifferenceTable(
        rows.filter((r) => r !== row),
        differences,
      );
      expect(missing.length, row.line).toBeGreaterThan(0);
    }
    const v2 = loadOpenApi("v2");
    const message = (v2.components as { schemas: Record<string, { properties: object }> }).schemas.Message;
    if (message) message.properties = { ...message.properties, channel: { type: "string" } };
    const { missing } = checkDifferenceTable(rows, diffDocuments(loadOpenApi("v1"), v2));
    expect(missing).toEqual([{ kind: "field", subject: "Message", after: "channel" }]);
  });

  it("has a before (v1) and an after (v2) sample for each difference of api-v2.md §1 and §2", () => {
    const sections = guide.split(/\n## /).filter((s) => /^\d\. /.test(s));
    expect(sections).toHaveLength(7);
    for (const section of sections) {
      const { samples } = includeSamples(section, samplesDir);
      const title = section.split("\n")[0];
      expect(
        samples.filter((s) => s.endsWith(".v1.ts")),
        title,
      ).toHaveLength(1);
      expect(
        samples.filter((s) => s.endsWith(".v2.ts")),
        title,
      ).toHaveLength(1);
      expect(samples[0]?.replace(".v1.", ".v2."), title).toBe(samples[1]);
    }
  });

  it("covers each v1 → v2 operation pair, event type and header by name in its prose too", () => {
    const prose = guide.split(TABLE)[0] ?? "";
    for (const d of differences.filter((x) => x.kind === "operation"))
      expect(prose, d.subject).toContain(`\`${d.before}\``);
    for (const text of ["`X-Idempotency-Key`", "`Idempotency-Key`", "`sms.delivered`", "`message.delivered`"])
      expect(prose).toContain(text);
  });
});
