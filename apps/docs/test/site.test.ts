import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/build-site.js";
import { includeDocumentExamples } from "../src/document-examples.js";
import { errorCatalogue } from "../src/error-catalogue.js";
import { GUIDES } from "../src/guides.js";
import { includeSamples } from "../src/markdown.js";
import { guidesDir, samplesDir } from "../src/paths.js";
import { htmlToText } from "../src/search-index.js";

const doc = loadOpenApi("v1");
const codes = (doc.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;
const out = mkdtempSync(join(tmpdir(), "sms-docs-site-"));
beforeAll(() => {
  buildSite(out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the site build", () => {
  it("writes the home page, the reference, every guide and the document", () => {
    for (const page of [
      "index.html",
      "reference/index.html",
      "openapi.json",
      "openapi.yaml",
      "assets/site.css",
    ]) {
      expect(readFileSync(join(out, page), "utf8").length, page).toBeGreaterThan(0);
    }
    for (const guide of GUIDES)
      expect(readFileSync(join(out, guide.slug, "index.html"), "utf8")).toContain("<h1");
  });

  it("catalogues every ErrorCode with a description and one anchor each", () => {
    const entries = errorCatalogue(doc);
    expect(entries.map((e) => e.code)).toEqual(codes);
    for (const e of entries) {
      expect(e.description, e.code).not.toBe("");
      expect(e.statuses.length, e.code).toBeGreaterThan(0);
    }
    const html = readFileSync(join(out, "errors", "index.html"), "utf8");
    for (const code of codes) expect(html.split(`id="${code}"`), code).toHaveLength(2);
  });

  it("inlines Scalar and the document, with no URL of another host to load", () => {
    const html = readFileSync(join(out, "reference", "index.html"), "utf8");
    expect(html).toContain("Scalar.createApiReference");
    expect(html).toContain('"withDefaultFonts":false');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(https?:)?\/\//);
  });

  it("has no hand-written code block: every one is a tested sample or a document example", () => {
    for (const guide of GUIDES) {
      expect(readFileSync(join(guidesDir, `${guide.slug}.md`), "utf8"), guide.slug).not.toContain("```");
    }
  });

  it("shows the document's own examples where a guide asks for one", () => {
    const html = readFileSync(join(out, "webhooks", "index.html"), "utf8");
    expect(html).toContain("webhook sms.delivered: request body");
    expect(htmlToText(html)).toContain('"previous_status": "submitted"');
    expect(() => includeDocumentExamples("<!-- example: Sms_send 202 nope -->", doc)).toThrow(
      /no such example/,
    );
  });

  it("includes every sample in a guide, and every included sample exists", () => {
    const included = GUIDES.flatMap(
      (g) => includeSamples(readFileSync(join(guidesDir, `${g.slug}.md`), "utf8"), samplesDir).samples,
    );
    expect(new Set(included)).toEqual(new Set(readdirSync(samplesDir)));
  });
});

it("every TypeScript sample type-checks (tsc, strict)", () => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const project = fileURLToPath(new URL("../tsconfig.samples.json", import.meta.url));
  const result = spawnSync(process.execPath, [tsc, "-p", project], { encoding: "utf8" });
  expect(result.stdout + result.stderr).toBe("");
  expect(result.status).toBe(0);
}, 120_000);
