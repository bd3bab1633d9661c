import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { Marked, Renderer, type Tokens } from "marked";
import { fence, parseFenceInfo } from "./code-fence.js";
import { highlightCode } from "./highlight.js";
import { escapeHtml } from "./layout.js";

/** A guide line `<!-- sample: name.ts -->` is replaced by the file `samples/name.ts`, verbatim. */
const SAMPLE_LINE = /^<!--\s*sample:\s*(\S+)\s*-->$/gm;

const LANGUAGES: Record<string, string> = {
  ".ts": "ts",
  ".sh": "sh",
  ".json": "json",
  ".js": "js",
  ".mjs": "js",
};

/** A heading's anchor: lower case, words joined by `-`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^a-z0-9_]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Replaces every sample line by a fenced code block holding the sample file; throws on a missing file. */
export function includeSamples(
  markdown: string,
  samplesDir: string,
): { markdown: string; samples: string[] } {
  const samples: string[] = [];
  const out = markdown.replace(SAMPLE_LINE, (_, name: string) => {
    const language = LANGUAGES[extname(name)];
    if (!language) throw new Error(`sample ${name}: unknown language of ${extname(name)}`);
    samples.push(name);
    const code = readFileSync(join(samplesDir, name), "utf8").trimEnd();
    return fence(language, name, code);
  });
  return { markdown: out, samples };
}

/**
 * A code block as the site shows it: the caption, a copy button (hidden until the site's script wires it,
 * so a reader without JavaScript never sees a button that does nothing) and the highlighted code.
 */
export function codeFigure(code: string, language: string | undefined, title: string | undefined): string {
  const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
  const label = title ? `Copy ${title}` : "Copy the code";
  const copy = `<button type="button" class="copy-code" aria-label="${escapeHtml(label)}" hidden>Copy</button>`;
  return `<figure class="code">${caption}${copy}${highlightCode(code, language)}</figure>\n`;
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const html = this.parser.parseInline(tokens);
      return `<h${depth} id="${slugify(html)}">${html}</h${depth}>\n`;
    },
    // A table wider than the column (on a phone, most are) scrolls inside its own box, not the page.
    table(token: Tokens.Table) {
      return `<div class="table-scroll">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
    code({ text, lang }) {
      const { language, title } = parseFenceInfo(lang);
      return codeFigure(text, language, title);
    },
  },
});

/** Markdown to HTML (GitHub flavour, anchored headings). */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** Inline markdown (e.g. a description with `code`) to HTML. */
export function inlineMarkdownToHtml(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}
