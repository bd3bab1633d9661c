import { createHighlighterCoreSync, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import json from "shiki/langs/json.mjs";
import shellscript from "shiki/langs/shellscript.mjs";
import typescript from "shiki/langs/typescript.mjs";
import githubLight from "shiki/themes/github-light.mjs";

/** The theme of every highlighted block; its token colours are written inline, so the site needs no theme CSS. */
const THEME = "github-light";

let highlighter: HighlighterCore | undefined;

/**
 * Shiki with only the languages the guides use, created once and synchronously (the JavaScript regex
 * engine needs no WebAssembly): the whole site is highlighted at build time and ships no highlighter.
 */
function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight],
    langs: [typescript, shellscript, json],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Fence languages the guides write, by the name Shiki knows them under. */
const ALIASES: Record<string, string> = {
  ts: "typescript",
  js: "typescript",
  sh: "shellscript",
  bash: "shellscript",
};

/**
 * The `<pre>` of a code block, highlighted when its language is known (`ts`, `sh`, `json`, …) and plain
 * (escaped) otherwise; `language` lands on the element as `language-<name>` either way.
 */
export function highlightCode(code: string, language: string | undefined): string {
  const name = language ? (ALIASES[language] ?? language) : undefined;
  const known = name !== undefined && shiki().getLoadedLanguages().includes(name);
  return shiki().codeToHtml(code, {
    lang: known ? name : "text",
    theme: THEME,
    // No time limit per line: the first line Shiki sees also compiles the grammar's expressions, and on a
    // busy machine the default 500 ms cut it short, leaving the lines after it coloured as a comment.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        pre(node) {
          this.addClassToHast(node, language ? `language-${language}` : "language-text");
          // The site's stylesheet gives every block the same background; Shiki keeps `tabindex="0"` so a
          // keyboard reader can scroll a wide block.
          delete node.properties.style;
        },
      },
    ],
  });
}
