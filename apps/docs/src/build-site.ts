import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { loadOpenApi, openApiPath } from "@sms-api/openapi";
import { includeDocumentExamples } from "./document-examples.js";
import { errorCatalogue, renderErrorCatalogue } from "./error-catalogue.js";
import { GUIDES } from "./guides.js";
import { escapeHtml, renderPage } from "./layout.js";
import { includeSamples, markdownToHtml } from "./markdown.js";
import {
  listOperations,
  listWebhooks,
  type OpenApiDocument,
  referenceFragment,
  webhookFragment,
} from "./openapi-walk.js";
import { assetsDir, docsDistDir, guidesDir, referenceSamplesDir, samplesDir } from "./paths.js";
import { clientSamples, referenceDocument } from "./reference-document.js";
import { renderReferencePage } from "./reference-page.js";
import {
  buildSearchIndex,
  type IndexedPage,
  operationDocuments,
  pageSections,
  SEARCH_INDEX_FILE,
} from "./search-index.js";

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function homeBody(doc: OpenApiDocument): string {
  const info = doc.info as { title: string; description?: string };
  const ops = listOperations(doc)
    .map(
      (op) =>
        `<li><a href="reference/#${escapeHtml(referenceFragment(op))}"><code>${op.method} ${escapeHtml(op.path)}</code></a> ${escapeHtml(op.summary)}</li>`,
    )
    .join("\n");
  const events = listWebhooks(doc)
    .map(
      (name) =>
        `<li><a href="reference/#${escapeHtml(webhookFragment(doc, name))}"><code>${escapeHtml(name)}</code></a></li>`,
    )
    .join("\n");
  const guides = GUIDES.map((g) => `<li><a href="${g.slug}/">${escapeHtml(g.title)}</a></li>`).join("\n");
  return `<h1 id="top">${escapeHtml(info.title)} documentation</h1>
${markdownToHtml(info.description ?? "")}
<h2 id="guides">Guides</h2>
<ul>${guides}</ul>
<h2 id="reference">API reference</h2>
<p>The <a href="reference/">API reference</a> shows every operation, schema, example and webhook event.
Download the contract: <a href="openapi.json">openapi.json</a>, <a href="openapi.yaml">openapi.yaml</a>.</p>
<h3 id="operations">Operations</h3>
<ul class="operations">${ops}</ul>
<h3 id="webhook-events">Webhook events</h3>
<ul class="webhook-events">${events}</ul>`;
}

/** MiniSearch's browser build, served with the site so search works offline. */
function minisearchBundle(): string {
  const entry = createRequire(import.meta.url).resolve("minisearch");
  return join(entry.slice(0, entry.lastIndexOf("/dist/")), "dist", "umd", "index.js");
}

/** Builds the site into `outDir` (default `dist/`) and returns the files written, relative to it. */
export function buildSite(outDir: string = docsDistDir): string[] {
  const doc = loadOpenApi("v1");
  rmSync(outDir, { recursive: true, force: true });
  const files: string[] = [];
  const emit = (relative: string, content: string) => {
    write(join(outDir, relative), content);
    files.push(relative);
  };
  const indexed: IndexedPage[] = [];

  const info = doc.info as { title: string };
  const home = homeBody(doc);
  emit("index.html", renderPage({ title: info.title, body: home, depth: 0 }));
  indexed.push({ title: "Home", url: "", html: home });
  emit(
    "reference/index.html",
    renderReferencePage(referenceDocument(doc, clientSamples(doc, referenceSamplesDir))),
  );
  for (const guide of GUIDES) {
    const source = readFileSync(join(guidesDir, `${guide.slug}.md`), "utf8");
    let body = markdownToHtml(includeDocumentExamples(includeSamples(source, samplesDir).markdown, doc));
    // The catalogue is generated from the document, so a code added to the contract is never missing here.
    if (guide.slug === "errors") body += renderErrorCatalogue(errorCatalogue(doc), "../reference/");
    emit(`${guide.slug}/index.html`, renderPage({ title: guide.title, body, depth: 1, current: guide.slug }));
    indexed.push({ title: guide.title, url: `${guide.slug}/`, html: body });
  }
  emit(SEARCH_INDEX_FILE, buildSearchIndex([...indexed.flatMap(pageSections), ...operationDocuments(doc)]));
  emit("openapi.json", readFileSync(openApiPath("v1", "json"), "utf8"));
  emit("openapi.yaml", readFileSync(openApiPath("v1", "yaml"), "utf8"));
  cpSync(assetsDir, join(outDir, "assets"), { recursive: true });
  files.push("assets/");
  // Without its source map (not shipped), so nothing on the site points to a missing file.
  emit(
    "assets/minisearch.js",
    readFileSync(minisearchBundle(), "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, ""),
  );
  return files;
}
