// Reads the built docs site and pulls out what its pages say about the API, to compare with the document.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One HTML page of the built site. */
export interface SitePage {
  /** Relative to the site root, e.g. `errors/index.html`. */
  file: string;
  html: string;
}

/**
 * Every HTML page of the site except the API reference (checked through its embedded document), with the
 * highlighter's `<span>`s removed: a highlighted `POST /v1/sms/send` is split across spans, and the rules
 * below must read it as the reader does.
 */
export function guidePages(siteDir: string): SitePage[] {
  return readdirSync(siteDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("reference"))
    .sort()
    .map((file) => ({
      file,
      html: readFileSync(join(siteDir, file), "utf8").replace(/<\/?span\b[^>]*>/g, ""),
    }));
}

/** The OpenAPI document Scalar renders on the reference page (its inlined `content`). */
export function embeddedDocument(referenceHtml: string): Record<string, unknown> {
  const start = referenceHtml.indexOf("{ content: ");
  const end = referenceHtml.lastIndexOf("}));");
  if (start === -1 || end < start) throw new Error("the reference page has no inlined `content` document");
  return JSON.parse(referenceHtml.slice(start + "{ content: ".length, end).trim()) as Record<string, unknown>;
}

const METHOD_PATH = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/v\d+\/[A-Za-z0-9_{}./-]*)/g;
const ANY_PATH = /(\/v\d+\/[A-Za-z0-9_{}./-]*)/g;

/** `METHOD /vN/…` mentions of a page, e.g. `POST /v1/sms/send`. */
export function methodPathMentions(html: string): string[] {
  return [...html.matchAll(METHOD_PATH)].map((m) => `${m[1]} ${m[2]}`);
}

/** Every `/vN/…` path mentioned, with or without a method (URLs in samples included). */
export function pathMentions(html: string): string[] {
  return [...html.matchAll(ANY_PATH)].map((m) => m[1] ?? "");
}

/**
 * Event-type-like names (`<prefix>.<name>`, the prefixes being those of the document's event types), not
 * part of a longer dotted name or a call: `client.sms.send(` and `register-webhook.sh` are not events.
 */
export function eventMentions(html: string, prefixes: string[]): string[] {
  const pattern = new RegExp(`(?<![\\w.\\-/])(?:${prefixes.join("|")})\\.[a-z_*]+(?![\\w(.\\-/])`, "g");
  return [...html.matchAll(pattern)].map((m) => m[0]);
}

/** `Group_name` operationId-like names. */
export function operationIdMentions(html: string): string[] {
  return [...html.matchAll(/\b[A-Z][A-Za-z]+_[a-z][A-Za-z]+\b/g)].map((m) => m[0]);
}

/** Snake_case identifiers shown as code (`<code>insufficient_credits</code>`), digits excluded (keys, ids). */
export function codeIdentifiers(html: string): string[] {
  return [...html.matchAll(/<code>([a-z]+(?:_[a-z]+)+)<\/code>/g)].map((m) => m[1] ?? "");
}

/** Fragments of links into the error catalogue (`errors/#code`, `errors#code`). */
export function errorLinkTargets(html: string): string[] {
  return [...html.matchAll(/errors\/?#([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? "");
}

/** Every key and every string value anywhere in a JSON value. */
export function vocabulary(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) vocabulary(item, into);
  else if (value && typeof value === "object")
    for (const [key, field] of Object.entries(value)) {
      into.add(key);
      vocabulary(field, into);
    }
  else if (typeof value === "string") into.add(value);
  return into;
}

/**
 * Whether a path mention fits a path template: segment by segment equal, a `{param}` matching any concrete
 * value. With `prefix`, a mention may stop early (`/v1/sms/` before an interpolated id, `/v1/...`).
 */
export function fitsTemplate(mention: string, template: string, prefix: boolean): boolean {
  const said = mention
    .replace(/\.{3}$/, "")
    .replace(/\/$/, "")
    .split("/");
  const want = template.split("/");
  if (said.length > want.length || (!prefix && said.length !== want.length)) return false;
  return said.every((segment, i) => {
    const expected = want[i] ?? "";
    if (segment.startsWith("{")) return segment === expected;
    return segment === expected || (expected.startsWith("{") && segment !== "");
  });
}
