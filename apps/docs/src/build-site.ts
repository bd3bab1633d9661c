import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { API_VERSIONS, type ApiVersion, loadOpenApi, openApiPath } from "@sms-api/openapi";
import { stringify } from "yaml";
import { type ChangelogSources, renderChangelog, repositoryChangelogSources } from "./changelog.js";
import { includeDocumentExamples } from "./document-examples.js";
import { errorCatalogue, renderErrorCatalogue } from "./error-catalogue.js";
import { GUIDES } from "./guides.js";
import { escapeHtml, renderPage } from "./layout.js";
import { includeSamples, markdownToHtml } from "./markdown.js";
import type { OpenApiDocument } from "./openapi-walk.js";
import { assetsDir, docsDistDir, guidesDir, referenceSamplesDir, samplesDir } from "./paths.js";
import {
  buildSearchIndex,
  type IndexedPage,
  operationDocuments,
  pageSections,
  SEARCH_INDEX_FILE,
} from "./search-index.js";
import { migrationGuideSlug, type SiteVersion, siteVersions, versionLabel } from "./site-versions.js";
import {
  versionDepth,
  versionErrorsBody,
  versionHeader,
  versionHomeBody,
  versionReferencePage,
  versionSamplesDir,
} from "./version-pages.js";

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** MiniSearch's browser build, served with the site so search works offline. */
function minisearchBundle(): string {
  const entry = createRequire(import.meta.url).resolve("minisearch");
  return join(entry.slice(0, entry.lastIndexOf("/dist/")), "dist", "umd", "index.js");
}

/** What {@link buildSite} builds from; every field defaults to the repository's own. */
export interface BuildSiteOptions {
  /**
   * Each version's document, oldest first (default: every generated document of `@sms-api/openapi`). A
   * test passes a copy with another `info.x-stage` to see the deprecation banner.
   */
  documents?: Record<string, OpenApiDocument>;
  /** The changelog's sources (default: the repository's frozen baselines and their git history). */
  changelog?: ChangelogSources;
}

/** Builds the site into `outDir` (default `dist/`) and returns the files written, relative to it. */
export function buildSite(outDir: string = docsDistDir, options: BuildSiteOptions = {}): string[] {
  const documents =
    options.documents ?? Object.fromEntries(API_VERSIONS.map((v) => [v, loadOpenApi(v)] as const));
  const versions = siteVersions(documents);
  const [oldest] = versions;
  if (!oldest) throw new Error("no API version to document");
  for (const site of versions) {
    const guide = migrationGuideSlug(site.version, versions);
    if (site.stage !== "stable" && site.stage !== "preview" && guide && !GUIDES.some((g) => g.slug === guide))
      throw new Error(
        `${site.version} is ${site.stage}: its pages link guides/${guide}.md, which does not exist`,
      );
  }
  rmSync(outDir, { recursive: true, force: true });
  const files: string[] = [];
  const emit = (relative: string, content: string) => {
    write(join(outDir, relative), content);
    files.push(relative);
  };
  const indexed: IndexedPage[] = [];
  // A later version's sections name their version in the title: the result says which version it is, and
  // a plain query (an error code) finds the stable version's entry first.
  const laterVersion: { page: IndexedPage; version: string }[] = [];
  const menu = [
    ...versions.map((v) => ({
      href: `${v.prefix}reference/`,
      slug: `${v.prefix}reference`,
      label: `API reference ${versionLabel(v)}`,
    })),
    { href: "changelog/", slug: "changelog", label: "Changelog" },
  ];
  const page = (title: string, body: string, depth: number, current?: string) =>
    renderPage({ title, body, depth, current, menu });
  const guideList = `<h2 id="guides">Guides</h2>
<ul>${GUIDES.map((g) => `<li><a href="${g.slug}/">${escapeHtml(g.title)}</a></li>`).join("\n")}</ul>
`;

  for (const site of versions) {
    const depth = versionDepth(site);
    const title = (oldest.doc.info as { title: string }).title;
    const home = versionHomeBody(site, versions, site === oldest ? guideList : "");
    emit(`${site.prefix}index.html`, page(site === oldest ? title : `${title} ${site.version}`, home, depth));
    const homePage = {
      title: site === oldest ? "Home" : `${site.version} home`,
      url: site.prefix,
      html: home,
    };
    if (site === oldest) indexed.push(homePage);
    else laterVersion.push({ page: homePage, version: site.version });
    emit(
      `${site.prefix}reference/index.html`,
      versionReferencePage(site, versions, versionSamplesDir(referenceSamplesDir, site)),
    );
    emit(`${site.prefix}openapi.json`, documentFile(site, "json"));
    emit(`${site.prefix}openapi.yaml`, documentFile(site, "yaml"));
    if (site !== oldest) {
      const errors = versionErrorsBody(site, versions);
      emit(`${site.prefix}errors/index.html`, page(`${site.version} error codes`, errors, depth + 1));
      laterVersion.push({
        page: { title: `${site.version} error codes`, url: `${site.prefix}errors/`, html: errors },
        version: site.version,
      });
    }
  }
  const v1Header = versionHeader(oldest, versions, 1, "errors/");
  for (const guide of GUIDES) {
    const source = readFileSync(join(guidesDir, `${guide.slug}.md`), "utf8");
    let body = markdownToHtml(
      includeDocumentExamples(includeSamples(source, samplesDir).markdown, oldest.doc),
    );
    // The catalogue is generated from the document, so a code added to the contract is never missing here.
    if (guide.slug === "errors")
      body =
        body.replace("</h1>", `</h1>\n${v1Header}`) +
        renderErrorCatalogue(errorCatalogue(oldest.doc), "../reference/");
    emit(`${guide.slug}/index.html`, page(guide.title, body, 1, guide.slug));
    indexed.push({ title: guide.title, url: `${guide.slug}/`, html: body });
  }
  const changelog = renderChangelog(versions, options.changelog ?? repositoryChangelogSources());
  emit("changelog/index.html", page("Changelog", changelog, 1, "changelog"));
  indexed.push({ title: "Changelog", url: "changelog/", html: changelog });

  const operations = versions.flatMap((site) =>
    operationDocuments(site.doc).map((d) => ({
      ...d,
      id: site.prefix + d.id,
      url: site.prefix + d.url,
      page: `API reference ${site.version}`,
    })),
  );
  const later = laterVersion.flatMap(({ page, version }) =>
    pageSections(page).map((d) =>
      d.title.includes(version) ? d : { ...d, title: `${d.title} (${version})` },
    ),
  );
  emit(SEARCH_INDEX_FILE, buildSearchIndex([...indexed.flatMap(pageSections), ...later, ...operations]));
  cpSync(assetsDir, join(outDir, "assets"), { recursive: true });
  files.push("assets/");
  // Without its source map (not shipped), so nothing on the site points to a missing file.
  emit(
    "assets/minisearch.js",
    readFileSync(minisearchBundle(), "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, ""),
  );
  return files;
}

/** A version's document as a file: the generated one when building from it, else the given document. */
function documentFile(site: SiteVersion, format: "json" | "yaml"): string {
  const version = site.version as ApiVersion;
  if (API_VERSIONS.includes(version) && JSON.stringify(loadOpenApi(version)) === JSON.stringify(site.doc))
    return readFileSync(openApiPath(version, format), "utf8");
  return format === "json" ? `${JSON.stringify(site.doc, null, 2)}\n` : stringify(site.doc);
}
