import MiniSearch, { type Options } from "minisearch";
import { listOperations, type OpenApiDocument, referenceFragment } from "./openapi-walk.js";

/** One searchable section of the site: a guide's heading and the text under it, or an operation. */
export interface SearchDocument {
  id: string;
  /** The heading (or operation summary) a result shows. */
  title: string;
  /** The page it is on, shown under the title. */
  page: string;
  /** Link relative to the site root, with the section's fragment. */
  url: string;
  text: string;
}

/** A rendered page of the site, as the index reads it. */
export interface IndexedPage {
  title: string;
  /** Relative to the site root: `""` for the home page, `webhooks/` for a guide. */
  url: string;
  /** The page's main HTML. */
  html: string;
}

/** The file the site's script fetches, relative to the site root. */
export const SEARCH_INDEX_FILE = "search-index.json";

/**
 * Options of the index: the browser loads the index with these same options (they travel in the file),
 * so what the build indexes and what the reader's query matches cannot disagree.
 */
export const SEARCH_OPTIONS = {
  fields: ["title", "text"],
  storeFields: ["title", "page", "url"],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
} satisfies Options<SearchDocument>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text of an HTML fragment: inline tags dropped (a highlighted word is split across `<span>`s), other
 * tags turned into a space, entities decoded, white space collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(?:span|a|code|strong|em|b|i)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** An anchored heading (`<h2 id>`), or a heading opening an anchored section (the error catalogue's). */
const HEADING =
  /<h([1-3]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>|<section\b[^>]*\sid="([^"]+)"[^>]*>\s*<h([1-3])[^>]*>([\s\S]*?)<\/h\5>/g;

/** A page cut at its anchored headings: one document per heading, holding the text up to the next. */
export function pageSections(page: IndexedPage): SearchDocument[] {
  const headings = [...page.html.matchAll(HEADING)];
  return headings.map((heading, i) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[i + 1]?.index ?? page.html.length;
    const [level, id, title] = heading[1]
      ? [heading[1], heading[2], heading[3]]
      : [heading[5], heading[4], heading[6]];
    // The h1 is the page itself: its link is the page, not a fragment.
    const url = level === "1" ? page.url || "./" : `${page.url}#${id}`;
    return {
      id: url,
      title: htmlToText(title ?? ""),
      page: page.title,
      url,
      text: htmlToText(page.html.slice(start, end)),
    };
  });
}

/** The operations of the document, each a result that opens it on the reference page. */
export function operationDocuments(doc: OpenApiDocument): SearchDocument[] {
  return listOperations(doc).map((op) => {
    const url = `reference/#${referenceFragment(op)}`;
    const raw = (doc.paths as Record<string, Record<string, { description?: string }>>)[op.path];
    const description = raw?.[op.method.toLowerCase()]?.description ?? "";
    return {
      id: url,
      title: op.summary,
      page: "API reference",
      url,
      text: `${op.method} ${op.path} ${op.operationId} ${description}`,
    };
  });
}

/** The serialized search index of the site: MiniSearch's JSON and the options to load it with. */
export function buildSearchIndex(documents: SearchDocument[]): string {
  const ids = new Set<string>();
  for (const d of documents) {
    if (ids.has(d.id)) throw new Error(`search index: two sections link to ${d.id}`);
    ids.add(d.id);
  }
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  return JSON.stringify({ options: SEARCH_OPTIONS, index });
}
