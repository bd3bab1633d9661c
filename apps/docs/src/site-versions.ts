import type { Stage } from "@sms-api/openapi";
import { escapeHtml } from "./layout.js";
import { inlineMarkdownToHtml } from "./markdown.js";
import type { OpenApiDocument } from "./openapi-walk.js";

/** One major version as the site publishes it. */
export interface SiteVersion {
  /** `v1`, `v2`, … */
  version: string;
  /** Its stage, from its document's `info.x-stage`. */
  stage: Stage;
  /** `YYYY-MM-DD` it was deprecated (`info.x-deprecation`), for a deprecated version. */
  deprecated?: string;
  /** `YYYY-MM-DD` it stops being served (`info.x-sunset`), for a deprecated or retired version. */
  sunset?: string;
  /**
   * Its folder below the site root: `""` for the oldest (v1's pages stay where every v1 link points),
   * `v2/` and so on for each later version.
   */
  prefix: string;
  /** Its document. */
  doc: OpenApiDocument;
}

/** The site's versions, oldest first, each read from its own document's `info`. */
export function siteVersions(documents: Record<string, OpenApiDocument>): SiteVersion[] {
  return Object.entries(documents).map(([version, doc], i) => {
    const info = (doc.info ?? {}) as Record<string, unknown>;
    const stage = info["x-stage"];
    if (typeof stage !== "string") throw new Error(`the ${version} document declares no info.x-stage`);
    const site: SiteVersion = { version, stage: stage as Stage, prefix: i === 0 ? "" : `${version}/`, doc };
    if (typeof info["x-deprecation"] === "string") site.deprecated = info["x-deprecation"];
    if (typeof info["x-sunset"] === "string") site.sunset = info["x-sunset"];
    if (stage === "deprecated" && !site.sunset)
      throw new Error(`the ${version} document is deprecated but declares no info.x-sunset`);
    return site;
  });
}

/** The slug of the guide that moves a partner from `version` to the next one (`migrate-v1-to-v2`). */
export function migrationGuideSlug(version: string, versions: readonly SiteVersion[]): string | undefined {
  const next = versions[versions.findIndex((v) => v.version === version) + 1];
  return next ? `migrate-${version}-to-${next.version}` : undefined;
}

/** `2027-06-30` → `30 June 2027`: a date no reader can misread. */
export function longDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * What a version's stage promises, as the notice on its pages says it (inline markdown, links relative to
 * `root`): a preview may still change, a deprecated version has a sunset date and a migration guide, a
 * retired one is no longer served. A stable version needs no notice: `""`.
 */
export function stageNoticeMarkdown(
  site: SiteVersion,
  versions: readonly SiteVersion[],
  root: string,
): string {
  const v = site.version;
  const guide = migrationGuideSlug(v, versions);
  const move = guide
    ? ` Move to ${guide.split("-to-")[1]} with the [migration guide](${root}${guide}/).`
    : "";
  switch (site.stage) {
    case "preview":
      return `**${v} is a preview.** It may still change, even incompatibly, until it is frozen as *stable*; every change is listed in the [changelog](${root}changelog/#${v}). Build and test against it, but keep production traffic on a stable version until then.`;
    case "deprecated":
      return `**${v} is deprecated**${site.deprecated ? ` since ${longDate(site.deprecated)}` : ""}: it stops being served on **${longDate(site.sunset ?? "")}**, and every response says so (\`Deprecation\` and \`Sunset\` headers).${move}`;
    case "retired":
      return `**${v} is retired**${site.sunset ? ` since ${longDate(site.sunset)}` : ""}: it is no longer served; this reference stays for the record.${move}`;
    default:
      return "";
  }
}

/** The stage notice as the site's pages show it: an `<aside>` at the top of the content, or `""`. */
export function stageNotice(site: SiteVersion, versions: readonly SiteVersion[], root: string): string {
  const text = stageNoticeMarkdown(site, versions, root);
  if (!text) return "";
  return `<aside class="stage-notice stage-${escapeHtml(site.stage)}" role="note">${inlineMarkdownToHtml(text)}</aside>\n`;
}

/**
 * The version switcher: a link to the same page (`page`: `""` for the home page, `reference/`, `errors/`) of
 * every version, the current one marked, each with its stage unless stable (links relative to `root`).
 */
export function versionSwitcher(
  current: string,
  versions: readonly SiteVersion[],
  root: string,
  page = "",
): string {
  const links = versions.map((v) => {
    const mark = v.version === current ? ' aria-current="page"' : "";
    return `<a href="${root}${v.prefix}${page}"${mark}>${escapeHtml(versionLabel(v))}</a>`;
  });
  return `<p class="version-switch"><span>API version:</span> ${links.join(" ")}</p>\n`;
}

/** The switcher as markdown, for the reference page's description (Scalar renders it). */
export function versionSwitcherMarkdown(
  current: string,
  versions: readonly SiteVersion[],
  root: string,
): string {
  const links = versions.map((v) =>
    v.version === current ? `**${versionLabel(v)}**` : `[${versionLabel(v)}](${root}${v.prefix}reference/)`,
  );
  return `API version: ${links.join(" · ")}`;
}

/** `v1`, `v2 (preview)`: a version's name with its stage unless stable. */
export function versionLabel(v: Pick<SiteVersion, "version" | "stage">): string {
  return v.stage === "stable" ? v.version : `${v.version} (${v.stage})`;
}
