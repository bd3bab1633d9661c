import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { Marked } from "marked";
import { escapeHtml } from "./layout.js";

/** A guide line `<!-- sample: name.ts -->` is replaced by the file `samples/name.ts`, verbatim. */
const SAMPLE_LINE = /^<!--\s*sample:\s*(\S+)\s*-->$/gm;

const LANGUAGES: Record<string, string> = { ".ts": "ts", ".sh": "sh", ".json": "json", ".js": "js" };

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
    return `\`\`\`${language} title="${name}"\n${code}\n\`\`\``;
  });
  return { markdown: out, samples };
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const html = this.parser.parseInline(tokens);
      return `<h${depth} id="${slugify(html)}">${html}</h${depth}>\n`;
    },
    code({ text, lang }) {
      const [language, ...rest] = (lang ?? "").split(/\s+/);
      const title = /title="([^"]+)"/.exec(rest.join(" "))?.[1];
      const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
      const cls = language ? ` class="language-${escapeHtml(language)}"` : "";
      return `<figure class="code">${caption}<pre><code${cls}>${escapeHtml(text)}</code></pre></figure>\n`;
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
