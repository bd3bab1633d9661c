import { join } from "node:path";
import { errorCatalogue, renderErrorCatalogue } from "./error-catalogue.js";
import { escapeHtml } from "./layout.js";
import { markdownToHtml } from "./markdown.js";
import { listOperations, listWebhooks, referenceFragment, webhookFragment } from "./openapi-walk.js";
import { clientSamples, referenceDocument } from "./reference-document.js";
import { renderReferencePage } from "./reference-page.js";
import {
  migrationGuideSlug,
  type SiteVersion,
  stageNotice,
  stageNoticeMarkdown,
  versionLabel,
  versionSwitcher,
  versionSwitcherMarkdown,
} from "./site-versions.js";
import { errorActionsFor } from "./version-error-actions.js";

/** `../` repeated for a page `depth` folders below the site root (`./` at the root). */
export const rootFrom = (depth: number) => (depth === 0 ? "./" : "../".repeat(depth));

/** How deep a version's folder is: 0 for v1 (the root), 1 for `v2/`. */
export const versionDepth = (site: SiteVersion) => site.prefix.split("/").filter(Boolean).length;

/** The import path of a version's client: `@sms-api/client` for the oldest, `@sms-api/client/v2` after. */
export const clientEntry = (site: SiteVersion) =>
  site.prefix === "" ? "@sms-api/client" : `@sms-api/client/${site.version}`;

/** What sits on top of every page of a version: its switcher and its stage notice. */
export function versionHeader(
  site: SiteVersion,
  versions: readonly SiteVersion[],
  depth: number,
  page = "",
): string {
  const root = rootFrom(depth);
  return versionSwitcher(site.version, versions, root, page) + stageNotice(site, versions, root);
}

/** A version's home page: its title, description, every operation and webhook event linked into its reference. */
export function versionHomeBody(site: SiteVersion, versions: readonly SiteVersion[], guides: string): string {
  const { doc } = site;
  const depth = versionDepth(site);
  const root = rootFrom(depth);
  const info = doc.info as { title: string; description?: string };
  const ops = listOperations(doc)
    .map(
      (op) =>
        `<li><a href="reference/#${escapeHtml(referenceFragment(op))}"><code>${op.method} ${escapeHtml(op.path)}</code></a> ${escapeHtml(op.summary)}</li>`,
    )
    .join("\n");
  const events = listWebhooks(doc)
    .map(
      (name) =>
        `<li><a href="reference/#${escapeHtml(webhookFragment(doc, name))}"><code>${escapeHtml(name)}</code></a></li>`,
    )
    .join("\n");
  const previous = versions[versions.indexOf(site) - 1];
  const migration = previous ? migrationGuideSlug(previous.version, versions) : undefined;
  const moving = migration
    ? `<p>Coming from ${escapeHtml(previous?.version ?? "")}? The <a href="${root}${migration}/">migration guide</a> lists every difference, each with a before and after sample.</p>\n`
    : "";
  const title = site.prefix === "" ? `${info.title} documentation` : `${info.title} ${versionLabel(site)}`;
  return `<h1 id="top">${escapeHtml(title)}</h1>
${versionHeader(site, versions, depth)}${markdownToHtml(info.description ?? "")}
${moving}${guides}<h2 id="reference">API reference</h2>
<p>The <a href="reference/">${escapeHtml(site.version)} API reference</a> shows every operation, schema, example and
webhook event; <a href="errors/">error codes</a> lists every <code>code</code> ${escapeHtml(site.version)} answers with,
and the <a href="${root}changelog/#${escapeHtml(site.version)}">changelog</a> every release.
Download the contract: <a href="openapi.json">openapi.json</a>, <a href="openapi.yaml">openapi.yaml</a>.</p>
<h3 id="operations">Operations</h3>
<ul class="operations">${ops}</ul>
<h3 id="webhook-events">Webhook events</h3>
<ul class="webhook-events">${events}</ul>`;
}

/** A version's reference page (Scalar), with its samples from `samplesDir` and its switcher and notice. */
export function versionReferencePage(
  site: SiteVersion,
  versions: readonly SiteVersion[],
  samplesDir: string,
): string {
  const depth = versionDepth(site) + 1;
  const root = rootFrom(depth);
  const notice = stageNoticeMarkdown(site, versions, root);
  const preface = `${versionSwitcherMarkdown(site.version, versions, root)}\n\n${notice ? `> ${notice}\n\n` : ""}`;
  const links = { site: root, version: "../", client: clientEntry(site), preface };
  return renderReferencePage(referenceDocument(site.doc, clientSamples(site.doc, samplesDir), links));
}

/** Where a version's reference samples live: `reference-samples/` for v1, `reference-samples/v2/` after. */
export const versionSamplesDir = (referenceSamplesDir: string, site: SiteVersion) =>
  site.prefix === "" ? referenceSamplesDir : join(referenceSamplesDir, site.version);

/**
 * The error codes page of a later version (`v2/errors/`): the codes its document declares with v2's
 * advice, each operation linked into its own reference; the errors guide (v1's page) explains the rest.
 */
export function versionErrorsBody(site: SiteVersion, versions: readonly SiteVersion[]): string {
  const depth = versionDepth(site) + 1;
  const root = rootFrom(depth);
  const catalogue = renderErrorCatalogue(
    errorCatalogue(site.doc, errorActionsFor(site.version)),
    "../reference/",
  );
  return `<h1 id="top">${escapeHtml(site.version)} error codes</h1>
${versionHeader(site, versions, depth, "errors/")}<p>Every problem ${escapeHtml(site.version)} answers with is an RFC 9457 problem
(<code>application/problem+json</code>) with a stable <code>code</code>. The <a href="${root}errors/">errors guide</a>
explains how to handle them; the codes and their meaning are the same in every version, the advice below
names ${escapeHtml(site.version)}'s paths and headers.</p>
${catalogue}`;
}
