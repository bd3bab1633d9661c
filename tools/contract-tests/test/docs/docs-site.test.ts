import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { docsDistDir } from "@sms-api/docs";
import { API_VERSIONS, loadOpenApi, openApiPath } from "@sms-api/openapi";
import { describe, expect, it } from "vitest";
import { listErrorCodes, listEventTypes, listOperations } from "../client/document-examples.js";
import {
  codeIdentifiers,
  embeddedDocument,
  errorLinkTargets,
  eventMentions,
  fitsTemplate,
  guidePages,
  methodPathMentions,
  operationIdMentions,
  pathMentions,
  type SitePage,
  vocabulary,
} from "./site-mentions.js";

// The site as `@sms-api/docs`'s build left it (turbo builds dependencies first): what gets published.
const site = docsDistDir;
const page = (file: string) => readFileSync(join(site, file), "utf8");
const pages = existsSync(site) ? guidePages(site) : [];

/**
 * Every version the site documents, with its folder: the oldest at the root (v1's pages stay where every
 * v1 link points), each later one under `<version>/`.
 */
const VERSIONS = API_VERSIONS.map((version, i) => {
  const doc = loadOpenApi(version);
  return {
    version,
    folder: i === 0 ? "" : `${version}/`,
    doc,
    operations: listOperations(doc),
    eventTypes: listEventTypes(doc),
    errorCodes: listErrorCodes(doc),
  };
});
type SiteVersion = (typeof VERSIONS)[number];

/** One kind of mention the guides may make, and whether the document knows a given one. */
interface MentionRule {
  name: string;
  extract(html: string): string[];
  known(mention: string): boolean;
}

/** The rules for pages that speak of `versions`: a mention is known when one of their documents has it. */
function rulesFor(versions: SiteVersion[]): MentionRule[] {
  const operations = versions.flatMap((v) => v.operations);
  const eventTypes = versions.flatMap((v) => v.eventTypes);
  const errorCodes = versions.flatMap((v) => v.errorCodes);
  const prefixes = [...new Set(eventTypes.map((type) => type.split(".")[0] ?? ""))];
  const names = new Set(versions.flatMap((v) => [...vocabulary(v.doc)]));
  const segments = [...new Set(operations.map((op) => op.path.split("/")[1]))];
  return [
    {
      name: "operation (METHOD /path)",
      extract: methodPathMentions,
      known: (mention) => {
        const [method = "", path = ""] = mention.split(" ");
        return operations.some(
          (op) => op.method.toUpperCase() === method && fitsTemplate(path, op.path, false),
        );
      },
    },
    {
      name: "path (another version only as a bare `/vN/…` placeholder)",
      extract: pathMentions,
      known: (path) => {
        if (!segments.includes(path.split("/")[1])) return /^\/v\d+\/(\.\.\.)?$/.test(path);
        return operations.some((op) => fitsTemplate(path, op.path, true));
      },
    },
    {
      name: "event type",
      extract: (html) => eventMentions(html, prefixes),
      // `sms.*` names every event type of a prefix, as an endpoint's `events` may.
      known: (t) => eventTypes.includes(t) || (t.endsWith(".*") && prefixes.includes(t.slice(0, -2))),
    },
    {
      name: "operationId",
      extract: operationIdMentions,
      known: (id) => operations.some((op) => op.operationId === id),
    },
    { name: "error code link", extract: errorLinkTargets, known: (code) => errorCodes.includes(code) },
    { name: "snake_case name shown as code", extract: codeIdentifiers, known: (name) => names.has(name) },
  ];
}

/**
 * The versions a page speaks of: a page under a later version's folder speaks of that version; a migration
 * guide (`migrate-vN-to-vM/`) of both; every other page of the oldest. Links to another version's pages
 * (`../v2/reference/`, the menu and the version switcher) are site links, not API paths.
 */
function versionsOf(file: string): SiteVersion[] {
  const later = VERSIONS.find((v) => v.folder !== "" && file.startsWith(v.folder));
  if (later) return [later];
  const migration = /^migrate-(v\d+)-to-(v\d+)\//.exec(file);
  if (migration) return VERSIONS.filter((v) => v.version === migration[1] || v.version === migration[2]);
  return VERSIONS.slice(0, 1);
}
const withoutSiteLinks = (html: string) => html.replace(/href="(?:\.\.\/|\.\/)*v\d+\/[^"]*"/g, 'href=""');

/**
 * The pages the mention rules read: every page but the references (the document itself) and the changelog,
 * which is computed from the frozen documents and names what they once had.
 */
const mentionPages = pages.filter(
  (p) => !p.file.startsWith("changelog/") && !/(^|\/)reference\//.test(p.file),
);

/** Mentions on the given pages that a rule's `known` rejects, as `file: mention`. */
function unknownMentions(on: SitePage[], rule: (versions: SiteVersion[]) => MentionRule): string[] {
  return on.flatMap((p) => {
    const r = rule(versionsOf(p.file));
    return [...new Set(r.extract(withoutSiteLinks(p.html)))]
      .filter((m) => !r.known(m))
      .map((m) => `${p.file}: ${m}`);
  });
}

const RULE_NAMES = rulesFor(VERSIONS).map((r) => r.name);
const ruleNamed = (name: string) => (versions: SiteVersion[]) =>
  rulesFor(versions).find((r) => r.name === name) as MentionRule;

describe("docs: the built site lists exactly each version's operations, event types and error codes", () => {
  it("is built, with the reference, the error catalogue and guide pages", () => {
    expect(existsSync(join(site, "reference", "index.html")), `${site} is not built`).toBe(true);
    expect(pages.map((p) => p.file)).toContain("errors/index.html");
    expect(pages.length).toBeGreaterThan(2);
  });

  describe.each(VERSIONS)("$version", ({ version, folder, doc, operations, eventTypes, errorCodes }) => {
    it("publishes the generated document byte for byte (openapi.json, openapi.yaml)", () => {
      for (const format of ["json", "yaml"] as const)
        expect(page(`${folder}openapi.${format}`), format).toBe(
          readFileSync(openApiPath(version, format), "utf8"),
        );
    });

    it("renders, on the reference page, the generated document itself, with presentation additions only", () => {
      type Item = Record<string, { parameters?: Record<string, unknown>[]; [key: string]: unknown }>;
      const shown = embeddedDocument(page(`${folder}reference/index.html`)) as {
        info: { description: string; "x-scalar-sdk-installation"?: unknown };
        tags: { name: string }[];
        paths: Record<string, Item>;
      };
      const info = doc.info as { description: string };
      // The page adds the version switcher, links and the client-library note, and nothing else.
      expect(shown.info.description.endsWith(info.description)).toBe(true);
      expect(shown.info["x-scalar-sdk-installation"]).toBeDefined();
      const tagNames = (doc.tags as { name: string }[]).map((t) => t.name);
      expect(shown.tags.map((t) => t.name).sort()).toEqual([...tagNames].sort());
      let samples = 0;
      for (const item of Object.values(shown.paths)) {
        for (const op of Object.values(item)) {
          if (op["x-codeSamples"]) samples += 1;
          delete op["x-codeSamples"];
          for (const parameter of op.parameters ?? []) {
            const examples = Object.values(
              (parameter.examples ?? {}) as Record<string, Record<string, unknown>>,
            );
            if (examples.length > 0 && examples.every((e) => e["x-disabled"] === true))
              delete parameter.examples;
          }
        }
      }
      expect(samples).toBe(operations.length);
      const { "x-scalar-sdk-installation": _, ...shownInfo } = shown.info;
      expect({ ...shown, tags: doc.tags, info: { ...shownInfo, description: info.description } }).toEqual(
        doc,
      );
    });

    it("lists on its home page exactly the operations and the event types", () => {
      const home = page(`${folder}index.html`);
      const section = (id: string) => home.slice(home.indexOf(`id="${id}"`)).split("</ul>")[0] ?? "";
      const listed = [
        ...section("operations").matchAll(/<li><a href="reference\/#[^"]+"><code>(\w+) ([^<]+)<\/code>/g),
      ].map((m) => `${m[1]} ${m[2]}`);
      expect(listed.sort()).toEqual(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort());
      const events = [
        ...section("webhook-events").matchAll(/<li><a href="reference\/#[^"]+"><code>([^<]+)<\/code>/g),
      ].map((m) => m[1]);
      expect(events.sort()).toEqual([...eventTypes].sort());
    });

    it("has in its error catalogue exactly one anchor per error code, and no entry for any other", () => {
      const html = page(`${folder}errors/index.html`);
      for (const code of errorCodes) expect(html.split(`id="${code}"`).length - 1, code).toBe(1);
      const entries = [...html.matchAll(/class="error-code" id="([^"]+)"/g)].map((m) => m[1]);
      expect(entries.sort()).toEqual([...errorCodes].sort());
      const index = html.slice(html.indexOf('class="error-index"')).split("</table>")[0] ?? "";
      const indexed = [...index.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
      expect(indexed.sort()).toEqual([...errorCodes].sort());
    });
  });

  it.each(RULE_NAMES)("mentions no %s its pages' versions lack", (name) => {
    expect(unknownMentions(mentionPages, ruleNamed(name))).toEqual([]);
  });

  it("would catch a stale mention with each of those rules, on a v1 page and on a v2 page", () => {
    const stale = `<p>POST /v1/sms/resend, GET /v1/sms/{id}/history, sms.bounced, Sms_resend,
        <a href="../errors/#no_such_code">x</a>, <code>no_such_code</code></p>`;
    const staleV2 = `<p>POST /v2/messages/resend, GET /v2/messages/{id}/history, message.bounced, Messages_resend,
        <a href="../errors/#no_such_code">x</a>, <code>no_such_code</code></p>`;
    for (const name of RULE_NAMES) {
      expect(unknownMentions([{ file: "stale/index.html", html: stale }], ruleNamed(name)), name).not.toEqual(
        [],
      );
      expect(unknownMentions([{ file: "v2/stale.html", html: staleV2 }], ruleNamed(name)), name).not.toEqual(
        [],
      );
    }
    // v2's names on a v1-only page are stale too.
    expect(
      unknownMentions(
        [{ file: "stale/index.html", html: "<p>POST /v2/messages</p>" }],
        ruleNamed(RULE_NAMES[1] ?? ""),
      ),
    ).not.toEqual([]);
  });

  it("is not checking empty pages: the guides do mention operations, events and error codes", () => {
    const all = pages.map((p) => p.html).join("\n");
    const [oldest] = VERSIONS;
    const prefixes = [...new Set((oldest?.eventTypes ?? []).map((type) => type.split(".")[0] ?? ""))];
    expect(methodPathMentions(all).length).toBeGreaterThan(0);
    expect(eventMentions(all, prefixes).length).toBeGreaterThan(0);
    expect(codeIdentifiers(all).filter((name) => oldest?.errorCodes.includes(name)).length).toBeGreaterThan(
      0,
    );
    expect(errorLinkTargets(all).length).toBeGreaterThan(0);
  });
});
