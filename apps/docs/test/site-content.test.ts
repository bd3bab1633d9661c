import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOpenApi } from "@sms-api/openapi";
import MiniSearch from "minisearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../src/build-site.js";
import { fence, parseFenceInfo } from "../src/code-fence.js";
import { ERROR_ACTIONS } from "../src/error-actions.js";
import { errorCatalogue } from "../src/error-catalogue.js";
import { GUIDES } from "../src/guides.js";
import { markdownToHtml } from "../src/markdown.js";
import { listOperations, referenceFragment } from "../src/openapi-walk.js";
import { SEARCH_INDEX_FILE, type SearchDocument } from "../src/search-index.js";
import { expectedCaptions } from "./captions.js";

const doc = loadOpenApi("v1");
const codes = (doc.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;
const out = mkdtempSync(join(tmpdir(), "sms-docs-content-"));
const page = (file: string) => readFileSync(join(out, file), "utf8");
beforeAll(() => {
  buildSite(out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("code block captions", () => {
  it.each([
    'POST /v1/sms/send → 402 (example "insufficient_credits")',
    "a `tick` & an &amp; and 'single' quotes",
    'title="nested"',
  ])("survive a round trip through the fence's info string: %s", (title) => {
    const html = markdownToHtml(fence("json", title, "{}"));
    const caption = /<figcaption>([^<]*)<\/figcaption>/.exec(html)?.[1];
    expect(caption).toBe(title.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#39;"));
    const info = fence("json", title, "{}").split("\n")[0]?.slice(3);
    expect(parseFenceInfo(info)).toEqual({ language: "json", title });
  });

  it("are whole on the built pages: every sample name and example title, quotes included", () => {
    const shown = GUIDES.flatMap((g) =>
      [...page(`${g.slug}/index.html`).matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map((m) => m[1]),
    );
    const expected = expectedCaptions(doc).map((c) =>
      c.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#39;"),
    );
    expect(shown.sort()).toEqual(expected.sort());
    expect(page("errors/index.html")).toContain(
      "POST /v1/sms/send → 402 (example &quot;insufficient_credits&quot;)</figcaption>",
    );
  });
});

describe("code blocks", () => {
  it("are highlighted at build time and each has a copy button", () => {
    for (const guide of GUIDES) {
      const html = page(`${guide.slug}/index.html`);
      const figures = html.split('<figure class="code">').slice(1);
      for (const figure of figures) {
        expect(figure, guide.slug).toMatch(
          /^(<figcaption>[^<]*<\/figcaption>)?<button type="button" class="copy-code"/,
        );
        expect(figure, guide.slug).toMatch(/<pre class="shiki [^"]*language-(ts|js|sh|json)"/);
        expect(figure, guide.slug).toMatch(/<span style="color:#[0-9A-F]{6}">/i);
      }
    }
    expect(page("webhooks/index.html").split('<figure class="code">').length - 1).toBeGreaterThan(3);
  });
});

describe("the home page", () => {
  it("links every operation to its place in the reference", () => {
    const home = page("index.html");
    for (const op of listOperations(doc)) {
      expect(home).toContain(
        `<a href="reference/#${referenceFragment(op)}"><code>${op.method} ${op.path}</code></a>`,
      );
    }
  });
});

describe("the error catalogue", () => {
  it("says for every code of the document what it means and what to do", () => {
    const html = page("errors/index.html");
    for (const entry of errorCatalogue(doc)) {
      expect(entry.description, entry.code).not.toBe("");
      expect(entry.action, entry.code).toBe(ERROR_ACTIONS[entry.code]);
      const section = html.slice(html.indexOf(`id="${entry.code}"`)).split("</section>")[0] ?? "";
      expect(section, entry.code).toContain('<p class="meaning">');
      expect(section, entry.code).toContain("<strong>What to do:</strong>");
    }
  });

  it("has advice for exactly the document's codes (none missing, none stale)", () => {
    expect(Object.keys(ERROR_ACTIONS).sort()).toEqual([...codes].sort());
  });

  it("gives the index table each code's meaning", () => {
    const index = page("errors/index.html").split('class="error-index"')[1]?.split("</table>")[0] ?? "";
    expect(index).toContain("<th>Meaning</th>");
    expect(index.match(/<tr><td>/g)).toHaveLength(codes.length);
  });
});

describe("the search index", () => {
  const load = () => {
    const { options, index } = JSON.parse(page(SEARCH_INDEX_FILE));
    return MiniSearch.loadJS<SearchDocument>(index, options);
  };

  it("holds every guide's sections and every operation", () => {
    const search = load();
    for (const guide of GUIDES) {
      expect(
        search.search(guide.title, { combineWith: "AND" }).map((hit) => hit.url),
        guide.slug,
      ).toContain(`${guide.slug}/`);
    }
    for (const op of listOperations(doc)) {
      expect(search.search(op.summary).map((hit) => hit.url)).toContain(
        `reference/#${referenceFragment(op)}`,
      );
    }
  });

  it("finds an error code's entry, and a word only the body of a section has", () => {
    const search = load();
    expect(search.search("insufficient credits")[0]?.url).toBe("errors/#insufficient_credits");
    expect(search.search("surrogate").map((hit) => hit.url)).toContain("limits/#encoding-and-segments");
  });
});
