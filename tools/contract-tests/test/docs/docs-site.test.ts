import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { docsDistDir } from "@sms-api/docs";
import { openApiPath } from "@sms-api/openapi";
import { describe, expect, it } from "vitest";
import { listErrorCodes, listEventTypes, listOperations, loadDocument } from "../client/document-examples.js";
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
const doc = loadDocument();
const operations = listOperations(doc);
const eventTypes = listEventTypes(doc);
const errorCodes = listErrorCodes(doc);
const pages = existsSync(site) ? guidePages(site) : [];
const page = (file: string) => readFileSync(join(site, file), "utf8");
const versions = [...new Set(operations.map((op) => op.path.split("/")[1]))];

/** One kind of mention the guides may make, and whether the document knows a given one. */
interface MentionRule {
  name: string;
  extract(html: string): string[];
  known(mention: string): boolean;
}

const prefixes = [...new Set(eventTypes.map((type) => type.split(".")[0] ?? ""))];
const names = vocabulary(doc);
const RULES: MentionRule[] = [
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
      if (!versions.includes(path.split("/")[1])) return /^\/v\d+\/(\.\.\.)?$/.test(path);
      return operations.some((op) => fitsTemplate(path, op.path, true));
    },
  },
  {
    name: "event type",
    extract: (html) => eventMentions(html, prefixes),
    known: (t) => eventTypes.includes(t),
  },
  {
    name: "operationId",
    extract: operationIdMentions,
    known: (id) => operations.some((op) => op.operationId === id),
  },
  { name: "error code link", extract: errorLinkTargets, known: (code) => errorCodes.includes(code) },
  { name: "snake_case name shown as code", extract: codeIdentifiers, known: (name) => names.has(name) },
];

/** Mentions on the given pages that a rule's `known` rejects, as `file: mention`. */
function unknownMentions(on: SitePage[], rule: MentionRule): string[] {
  return on.flatMap((p) =>
    [...new Set(rule.extract(p.html))].filter((m) => !rule.known(m)).map((m) => `${p.file}: ${m}`),
  );
}

describe("docs: the built site lists exactly the document's operations, event types and error codes", () => {
  it("is built, with the reference, the error catalogue and guide pages", () => {
    expect(existsSync(join(site, "reference", "index.html")), `${site} is not built`).toBe(true);
    expect(pages.map((p) => p.file)).toContain("errors/index.html");
    expect(pages.length).toBeGreaterThan(2);
  });

  it("publishes the generated document byte for byte (openapi.json, openapi.yaml)", () => {
    for (const format of ["json", "yaml"] as const)
      expect(page(`openapi.${format}`), format).toBe(readFileSync(openApiPath("v1", format), "utf8"));
  });

  it("renders, on the reference page, the generated document itself, with presentation additions only", () => {
    type Item = Record<string, { parameters?: Record<string, unknown>[]; [key: string]: unknown }>;
    const shown = embeddedDocument(page("reference/index.html")) as {
      info: { description: string; "x-scalar-sdk-installation"?: unknown };
      tags: { name: string }[];
      paths: Record<string, Item>;
    };
    const info = doc.info as { description: string };
    // The page adds navigation links before the description and the client-library note, and nothing else.
    expect(shown.info.description.endsWith(info.description)).toBe(true);
    expect(shown.info["x-scalar-sdk-installation"]).toBeDefined();
    // The sidebar lists operation tags before webhook tags: the same tags, in another order.
    const tagNames = (doc.tags as { name: string }[]).map((t) => t.name);
    expect(shown.tags.map((t) => t.name).sort()).toEqual([...tagNames].sort());
    // Operations gain their `@sms-api/client` sample; the alias idempotency header gains disabled examples
    // (so snippets send only `X-Idempotency-Key`). Undo exactly those, and the rest must be the document.
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
    expect({ ...shown, tags: doc.tags, info: { ...shownInfo, description: info.description } }).toEqual(doc);
  });

  it("lists on the home page exactly the operations and the event types", () => {
    const home = page("index.html");
    const section = (id: string) => home.slice(home.indexOf(`id="${id}"`)).split("</ul>")[0] ?? "";
    // Each operation links to its place on the reference page.
    const listed = [
      ...section("operations").matchAll(/<li><a href="reference\/#[^"]+"><code>(\w+) ([^<]+)<\/code>/g),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(listed.sort()).toEqual(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort());
    const events = [
      ...section("webhook-events").matchAll(/<li><a href="reference\/#[^"]+"><code>([^<]+)<\/code>/g),
    ].map((m) => m[1]);
    expect(events.sort()).toEqual([...eventTypes].sort());
  });

  it("has in the error catalogue exactly one anchor per error code, and no entry for any other", () => {
    const html = page("errors/index.html");
    for (const code of errorCodes) expect(html.split(`id="${code}"`).length - 1, code).toBe(1);
    const entries = [...html.matchAll(/class="error-code" id="([^"]+)"/g)].map((m) => m[1]);
    expect(entries.sort()).toEqual([...errorCodes].sort());
    const index = html.slice(html.indexOf('class="error-index"')).split("</table>")[0] ?? "";
    const indexed = [...index.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(indexed.sort()).toEqual([...errorCodes].sort());
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))("mentions no %s the document lacks", (_, rule) => {
    expect(unknownMentions(pages, rule)).toEqual([]);
  });

  it("would catch a stale mention with each of those rules", () => {
    const stale = {
      file: "stale.html",
      html: `<p>POST /v1/sms/resend, GET /v1/sms/{id}/history, sms.bounced, Sms_resend,
        <a href="../errors/#no_such_code">x</a>, <code>no_such_code</code></p>`,
    };
    for (const rule of RULES) expect(unknownMentions([stale], rule), rule.name).not.toEqual([]);
  });

  it("is not checking empty pages: the guides do mention operations, events and error codes", () => {
    const all = pages.map((p) => p.html).join("\n");
    expect(methodPathMentions(all).length).toBeGreaterThan(0);
    expect(eventMentions(all, prefixes).length).toBeGreaterThan(0);
    expect(codeIdentifiers(all).filter((name) => errorCodes.includes(name)).length).toBeGreaterThan(0);
    expect(errorLinkTargets(all).length).toBeGreaterThan(0);
  });
});
