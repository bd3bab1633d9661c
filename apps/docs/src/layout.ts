import { GUIDES } from "./guides.js";

/** What a page of the site needs from the layout. */
export interface PageInput {
  /** The page's `<title>` and heading context. */
  title: string;
  /** The page's main HTML. */
  body: string;
  /** Folder depth below the site root (0 for `index.html`, 1 for `errors/index.html`); links stay relative. */
  depth: number;
  /** Slug of the current page, to mark it in the navigation. */
  current?: string;
  /** Links the menu shows after the guides, relative to the site root (each version's reference, the changelog). */
  menu?: readonly MenuLink[];
}

/** A menu entry after the guides. */
export interface MenuLink {
  /** Relative to the site root, e.g. `v2/reference/`. */
  href: string;
  /** Marks it as the current page when it equals the page's `current`. */
  slug: string;
  label: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function navigation(root: string, current: string | undefined, menu: readonly MenuLink[]): string {
  const link = (href: string, slug: string, label: string) =>
    `<li><a href="${root}${href}"${slug === current ? ' aria-current="page"' : ""}>${escapeHtml(label)}</a></li>`;
  return `<nav class="site-nav" aria-label="Documentation">
<a class="brand" href="${root}">SMS API</a>
<div class="site-search" role="search" hidden>
<input type="search" class="site-search-input" placeholder="Search the docs" aria-label="Search the docs" autocomplete="off" spellcheck="false">
<ul class="site-search-results" aria-label="Search results" hidden></ul>
</div>
<details class="nav-menu" open>
<summary>Menu</summary>
<ul>
${[
  ...GUIDES.map((g) => link(`${g.slug}/`, g.slug, g.title)),
  ...(menu.length ? menu : [{ href: "reference/", slug: "reference", label: "API reference" }]).map((m) =>
    link(m.href, m.slug, m.label),
  ),
].join("\n")}
</ul>
</details>
</nav>`;
}

/**
 * A complete guide-style page: navigation (with search), content, and only same-site assets (relative
 * links, so the site works under any prefix). `site.js` loads right after the navigation, before the
 * content is painted, so a phone shows the menu folded from the first frame.
 */
export function renderPage(page: PageInput): string {
  const root = page.depth === 0 ? "./" : "../".repeat(page.depth);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · SMS API docs</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${root}assets/site.css">
</head>
<body>
${navigation(root, page.current, page.menu ?? [])}
<script src="${root}assets/site.js" data-root="${root}"></script>
<main class="content">
${page.body}
</main>
</body>
</html>
`;
}
