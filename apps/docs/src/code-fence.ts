/**
 * Fenced code blocks with a caption, written as `` ```json title="…" `` and read back by the renderer. The
 * caption is escaped inside the info string, so any text (quotes, backticks, `&`) comes back whole.
 */

/** What a fence's info string says: its language and caption. */
export interface FenceInfo {
  language: string | undefined;
  title: string | undefined;
}

// `&` first on the way in and last on the way out, so an escape in the text itself survives both ways.
const ESCAPES: [string, string][] = [
  ["&", "&amp;"],
  ['"', "&quot;"],
  ["`", "&#96;"],
];

function encodeTitle(title: string): string {
  return ESCAPES.reduce((text, [raw, escaped]) => text.replaceAll(raw, escaped), title.replace(/\s+/g, " "));
}

function decodeTitle(encoded: string): string {
  return ESCAPES.toReversed().reduce((text, [raw, escaped]) => text.replaceAll(escaped, raw), encoded);
}

/** A fenced code block of `code` in `language` with the caption `title`. */
export function fence(language: string, title: string, code: string): string {
  return `\`\`\`${language} title="${encodeTitle(title)}"\n${code}\n\`\`\``;
}

/** Splits an info string written by {@link fence} (or by hand: `ts`, `json title="x"`) into its parts. */
export function parseFenceInfo(info: string | undefined): FenceInfo {
  const [language, ...rest] = (info ?? "").trim().split(/\s+/);
  const title = /title="([^"]*)"/.exec(rest.join(" "))?.[1];
  return { language: language || undefined, title: title === undefined ? undefined : decodeTitle(title) };
}
