import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_VERSIONS, loadOpenApi, openApiPath } from "@sms-api/openapi";
import MiniSearch from "minisearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/build-site.js";
import type { ChangelogSources } from "../src/changelog.js";
import { listOperations, listWebhooks, type OpenApiDocument } from "../src/openapi-walk.js";
import type { SearchDocument } from "../src/search-index.js";
import { errorActionsFor } from "../src/version-error-actions.js";

const out = mkdtempSync(join(tmpdir(), "sms-docs-versions-"));
const page = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");
beforeAll(() => {
  buildSite(out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Each version's folder on the site: v1's pages stay at the root, every later version's under its name. */
const FOLDERS = { v1: "", v2: "v2/" } as const;
const codesOf = (doc: OpenApiDocument) =>
  (doc.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;
const listed = (html: string, list: string) =>
  [
    ...(html.split(`<ul class="${list}">`)[1]?.split("</ul>")[0] ?? "").matchAll(/<code>([^<]+)<\/code>/g),
  ].map((m) => m[1]);

describe.each(API_VERSIONS)("the %s pages", (version) => {
  const doc = loadOpenApi(version);
  const folder = FOLDERS[version];
  const errorsPage = () => page(out, `${folder}errors/index.html`);

  it("list exactly the version's operations and webhook events on its home page", () => {
    const home = page(out, `${folder}index.html`);
    expect(listed(home, "operations")).toEqual(listOperations(doc).map((op) => `${op.method} ${op.path}`));
    expect(listed(home, "webhook-events")).toEqual(listWebhooks(doc));
  });

  it("catalogue exactly the version's error codes, one anchor each", () => {
    const ids = [...errorsPage().matchAll(/<section class="error-code" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(codesOf(doc));
    for (const op of listOperations(doc).filter((o) => o.responseExamples.some((e) => e.status >= 400)))
      expect(errorsPage(), op.operationId).toContain(`<code>${op.method} ${op.path}</code>`);
  });

  it("embed the version's own document in its reference, with its client's samples", () => {
    const reference = page(out, `${folder}reference/index.html`);
    for (const op of listOperations(doc)) expect(reference, op.operationId).toContain(`"${op.operationId}"`);
    expect(reference).toContain(`"version":"${version}"`);
    const client = version === "v1" ? "@sms-api/client" : `@sms-api/client/${version}`;
    expect(reference).toContain(`from \\"${client}\\"`);
    expect(page(out, `${folder}openapi.json`)).toBe(readFileSync(openApiPath(version, "json"), "utf8"));
    expect(page(out, `${folder}openapi.yaml`)).toBe(readFileSync(openApiPath(version, "yaml"), "utf8"));
  });

  it("switch to every version from the home, errors and reference pages", () => {
    for (const file of ["index.html", "errors/index.html"]) {
      const html = page(out, `${folder}${file}`);
      const switcher = html.split('<p class="version-switch">')[1]?.split("</p>")[0] ?? "";
      expect(switcher.match(/<a /g), file).toHaveLength(API_VERSIONS.length);
      expect(switcher, file).toContain(`aria-current="page">${version}`);
      // The switcher stays on the same page: another version's error codes from an errors page.
      const root = "../".repeat(folder.split("/").filter(Boolean).length + (file === "index.html" ? 0 : 1));
      const same = file === "index.html" ? "" : "errors/";
      for (const other of API_VERSIONS)
        expect(switcher, `${file} → ${other}`).toContain(`href="${root || "./"}${FOLDERS[other]}${same}"`);
    }
    expect(page(out, `${folder}reference/index.html`)).toContain("API version: ");
  });
});

describe("the stage notice", () => {
  it("says on every v2 page that v2 is a preview and what that promises, and nothing on v1's", () => {
    for (const file of ["v2/index.html", "v2/errors/index.html", "changelog/index.html"]) {
      expect(page(out, file), file).toMatch(
        /class="stage-notice stage-preview"[^>]*><strong>v2 is a preview.<\/strong> It may still change/,
      );
    }
    expect(page(out, "v2/reference/index.html")).toContain("**v2 is a preview.** It may still change");
    for (const file of ["index.html", "errors/index.html", "reference/index.html", "quick-start/index.html"])
      expect(page(out, file), file).not.toContain("stage-notice");
  });

  describe("of a deprecated version (a fixture: v1's document declared deprecated)", () => {
    const fixture = mkdtempSync(join(tmpdir(), "sms-docs-deprecated-"));
    const deprecated = (stage: string, extra: Record<string, string>) => {
      const doc = loadOpenApi("v1");
      doc.info = { ...(doc.info as object), "x-stage": stage, ...extra };
      return doc;
    };
    const noHistory: ChangelogSources = { releases: () => [] };
    beforeAll(() => {
      buildSite(fixture, {
        documents: {
          v1: deprecated("deprecated", { "x-deprecation": "2027-01-01", "x-sunset": "2027-06-30" }),
          v2: loadOpenApi("v2"),
        },
        changelog: noHistory,
      });
    });
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    it("shows a banner with the sunset date and the migration guide on each of its pages", () => {
      for (const [file, root] of [
        ["index.html", "./"],
        ["errors/index.html", "../"],
      ] as const) {
        const html = page(fixture, file);
        expect(html, file).toContain('class="stage-notice stage-deprecated"');
        expect(html, file).toContain("<strong>v1 is deprecated</strong> since 1 January 2027");
        expect(html, file).toContain("stops being served on <strong>30 June 2027</strong>");
        expect(html, file).toContain(`<a href="${root}migrate-v1-to-v2/">migration guide</a>`);
      }
      expect(page(fixture, "reference/index.html")).toContain(
        "> **v1 is deprecated** since 1 January 2027: it stops being served on **30 June 2027**",
      );
      expect(existsSync(join(fixture, "migrate-v1-to-v2", "index.html"))).toBe(true);
      expect(page(fixture, "v2/index.html")).not.toContain("stage-deprecated");
      expect(page(fixture, "index.html")).toContain('<a href="./v2/">v2 (preview)</a>');
    });

    it("refuses a deprecated document without a sunset, or whose migration guide is missing", () => {
      const elsewhere = join(fixture, "refused");
      expect(() =>
        buildSite(elsewhere, { documents: { v1: deprecated("deprecated", {}) }, changelog: noHistory }),
      ).toThrow(/deprecated but declares no info.x-sunset/);
      const v2 = loadOpenApi("v2");
      v2.info = { ...(v2.info as object), "x-stage": "deprecated", "x-sunset": "2028-01-01" };
      expect(() =>
        buildSite(elsewhere, {
          documents: { v1: loadOpenApi("v1"), v2, v3: loadOpenApi("v2") },
          changelog: noHistory,
        }),
      ).toThrow(/migrate-v2-to-v3.md, which does not exist/);
    });
  });
});

describe("v2's error advice", () => {
  it("names v2's paths, its E.164 numbers and its one idempotency header", () => {
    const actions = errorActionsFor("v2");
    expect(Object.keys(actions).sort()).toEqual([...codesOf(loadOpenApi("v2"))].sort());
    for (const [code, action] of Object.entries(actions)) expect(action, code).not.toContain("/v1");
    expect(actions.invalid_recipient).toContain("`+919000000001`");
    expect(actions.invalid_idempotency_key).toMatch(/`Idempotency-Key` only/);
  });
});

describe("the search index", () => {
  it("holds each version's operations, each linking into its own reference", () => {
    const index = page(out, "search-index.json");
    for (const version of API_VERSIONS)
      for (const op of listOperations(loadOpenApi(version)))
        expect(index, `${version} ${op.operationId}`).toContain(`"${FOLDERS[version]}reference/#tag/`);
  });

  it("finds v2's advice for a code beside v1's, its title naming the version", () => {
    const { options, index } = JSON.parse(page(out, "search-index.json"));
    const hits = MiniSearch.loadJS<SearchDocument>(index, options).search("invalid_recipient");
    expect(hits[0]?.url).toBe("errors/#invalid_recipient");
    expect(hits.find((h) => h.url === "v2/errors/#invalid_recipient")?.title).toBe("invalid_recipient (v2)");
  });
});
