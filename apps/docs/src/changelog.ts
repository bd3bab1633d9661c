import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { type Difference, diffDocuments } from "./document-diff.js";
import { escapeHtml } from "./layout.js";
import { inlineMarkdownToHtml } from "./markdown.js";
import { listOperations, listWebhooks, type OpenApiDocument } from "./openapi-walk.js";
import { packageDir } from "./paths.js";
import { longDate, type SiteVersion, stageNotice, versionLabel } from "./site-versions.js";

/** One release of a version: a recorded state of its frozen baseline. */
export interface Release {
  /** What identifies it: the commit that recorded it (short hash), or `baseline` without history. */
  id: string;
  /** The day it was recorded, `YYYY-MM-DD`, when known. */
  date: string | undefined;
  /** The document as frozen then. */
  document: OpenApiDocument;
}

/** Where the changelog reads each version's releases from. */
export interface ChangelogSources {
  /** A version's releases, oldest first; none while it was never frozen. */
  releases(version: string): Release[];
}

/** The repository root (`apps/docs/../..`). */
const repositoryRoot = join(packageDir, "..", "..");

/** A version's frozen baseline, relative to the repository root. */
export const baselinePath = (version: string) => `packages/openapi/published/${version}/openapi.yaml`;

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      // Outside a repository git's complaint is expected: the caller falls back to the file on disk.
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}

/**
 * The releases of the repository at `root`: every commit that changed a version's frozen baseline is a
 * release (a `freeze` is committed when a release ships), dated by its commit. Without git or its history
 * (an exported tree), the baseline on disk is one undated release.
 */
export function repositoryChangelogSources(root: string = repositoryRoot): ChangelogSources {
  return {
    releases(version) {
      const path = baselinePath(version);
      const log = git(root, ["log", "--format=%h %cs", "--", path]);
      const releases = (log ?? "")
        .trim()
        .split("\n")
        .filter(Boolean)
        .reverse()
        .flatMap((line): Release[] => {
          const [id = "", date] = line.split(" ");
          const text = git(root, ["show", `${id}:${path}`]);
          return text === undefined ? [] : [{ id, date, document: parse(text) as OpenApiDocument }];
        });
      if (releases.length === 0 && existsSync(join(root, path)))
        return [{ id: "baseline", date: undefined, document: parse(readFileSync(join(root, path), "utf8")) }];
      return releases;
    },
  };
}

/** One difference in words (inline markdown). */
export function describeDifference(d: Difference): string {
  const code = (text: string) => `\`${text}\``;
  if (d.before !== undefined && d.after !== undefined)
    return `${d.kind} ${code(d.subject)}: ${code(d.before)} → ${code(d.after)}`;
  if (d.after !== undefined)
    return `new ${d.kind} ${code(d.after)}${d.after === d.subject ? "" : ` in ${code(d.subject)}`}`;
  return `${d.kind} ${code(d.before ?? "")} removed${d.before === d.subject ? "" : ` from ${code(d.subject)}`}`;
}

function differenceList(differences: Difference[]): string {
  if (differences.length === 0)
    return "<p>Descriptions and examples only: no operation, parameter, response, event type, field, constraint or value changed.</p>";
  return `<ul class="changes">${differences.map((d) => `<li>${inlineMarkdownToHtml(describeDifference(d))}</li>`).join("")}</ul>`;
}

function firstRelease(doc: OpenApiDocument): string {
  const codes = (
    (doc.components as { schemas?: { ErrorCode?: { enum?: unknown[] } } } | undefined)?.schemas?.ErrorCode
      ?.enum ?? []
  ).length;
  return `<p>First release: ${listOperations(doc).length} operations, ${listWebhooks(doc).length} webhook event types, ${codes} error codes.</p>`;
}

/**
 * The changelog page: per version (newest first) what its current document changes against its last
 * release ("unreleased"), then every release newest first with what it changed against the one before,
 * each computed from the frozen baselines by {@link diffDocuments}.
 */
export function renderChangelog(versions: readonly SiteVersion[], sources: ChangelogSources): string {
  const sections = [...versions].reverse().map((site) => {
    const v = escapeHtml(site.version);
    const releases = sources.releases(site.version);
    const latest = releases.at(-1);
    const pending = latest ? diffDocuments(latest.document, site.doc) : [];
    const unreleased = !latest
      ? `<p id="${v}-unreleased">No release of ${v} is frozen yet: its <a href="../${escapeHtml(site.prefix)}reference/">reference</a> shows the current document, which may still change.</p>`
      : pending.length
        ? `<h3 id="${v}-unreleased">Unreleased</h3>\n<p>In the current document, not yet frozen:</p>\n${differenceList(pending)}`
        : "";
    const entries = releases
      .map((release, i) => {
        const previous = releases[i - 1];
        const body = previous
          ? differenceList(diffDocuments(previous.document, release.document))
          : firstRelease(release.document);
        const id = `${v}-${release.date ?? "undated"}-${escapeHtml(release.id)}`;
        return `<h3 id="${id}">${v} · ${release.date ? longDate(release.date) : "date not recorded"} <small>(${escapeHtml(release.id)})</small></h3>\n${body}`;
      })
      .reverse();
    return `<h2 id="${v}">${escapeHtml(versionLabel(site))}</h2>
${stageNotice(site, versions, "../")}${unreleased}
${entries.join("\n")}`;
  });
  return `<h1 id="top">Changelog</h1>
<p>Generated from the frozen baselines (<code>packages/openapi/published/&lt;version&gt;/openapi.yaml</code>): each
commit that records a baseline is a release, and each release lists what changed in the contract against the
one before: operations, parameters, responses, event types, fields, constraints and enum values. A version that
was never frozen has no release yet. The <a href="../versioning/">versioning guide</a> says what each kind of
change means for your code.</p>
${sections.join("\n")}`;
}
