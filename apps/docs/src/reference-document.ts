import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { METHODS, type OpenApiDocument } from "./openapi-walk.js";

type Json = Record<string, unknown>;

/** One entry of an operation's `x-codeSamples`, the extension Scalar shows beside its generated snippets. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** What the reference's "Client libraries" box says about the client (`site`: the site root, relative). */
const clientLibraryNote = (site: string, entry: string) =>
  `\`${entry}\` is the API's typed TypeScript client (Node ≥ 20, Deno, Bun, Workers): typed calls, ` +
  "typed errors, retries with idempotency keys, pagination and webhook verification. Every operation " +
  `below shows its call with it, and the [quick start](${site}quick-start/) walks through a first send.`;

/** Where a version's reference page links to, each relative to the reference page itself. */
export interface ReferenceLinks {
  /** The site root (`../` from `reference/`, `../../` from `v2/reference/`). */
  site: string;
  /** The version's own folder, where its error codes and document copies are (`../`, `../`). */
  version: string;
  /** The import path of the version's client (`@sms-api/client`, `@sms-api/client/v2`). */
  client: string;
  /** Markdown put before the description: the version switcher and any stage notice. */
  preface?: string;
}

const V1_LINKS: ReferenceLinks = { site: "../", version: "../", client: "@sms-api/client" };

/** The label of our own samples in the reference's client menu. */
export const CLIENT_SAMPLE_LABEL = "@sms-api/client";

/**
 * The idempotency header the generated snippets send (api-v1.md §4: `X-Idempotency-Key` is the seed's, and
 * `Idempotency-Key` the accepted IETF alias). A snippet that sends both teaches readers to send both.
 */
export const PRIMARY_IDEMPOTENCY_HEADER = "X-Idempotency-Key";
const ALIAS_IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The `@sms-api/client` sample of each operation: `reference-samples/<operationId>.ts`, when there is one. */
export function clientSamples(doc: OpenApiDocument, samplesDir: string): Map<string, CodeSample> {
  const samples = new Map<string, CodeSample>();
  for (const op of operationsOf(doc)) {
    const file = join(samplesDir, `${String(op.operationId)}.ts`);
    if (!existsSync(file)) continue; // the docs tests name every operation without one
    const source = readFileSync(file, "utf8").trimEnd();
    samples.set(String(op.operationId), { lang: "typescript", label: CLIENT_SAMPLE_LABEL, source });
  }
  return samples;
}

function operationsOf(doc: OpenApiDocument): Json[] {
  return Object.values((doc.paths ?? {}) as Record<string, Json>).flatMap((item) =>
    METHODS.flatMap((method) => (item[method] ? [item[method] as Json] : [])),
  );
}

/**
 * The reference page's copy of the document. It differs from the published one only in presentation:
 * links back to the guides before the description; operation tags before webhook tags in the sidebar;
 * each operation's `@sms-api/client` sample as `x-codeSamples`; and the alias idempotency header left out
 * of generated snippets (it stays documented).
 */
export function referenceDocument(
  doc: OpenApiDocument,
  samples: Map<string, CodeSample>,
  links: ReferenceLinks = V1_LINKS,
): OpenApiDocument {
  const copy = structuredClone(doc) as Json & {
    info?: Json & { description?: string };
    tags?: { name: string }[];
  };
  copy.info = {
    ...copy.info,
    description: `${links.preface ?? ""}[Guides](${links.site}) · [Error codes](${links.version}errors/) · [Changelog](${links.site}changelog/) · [openapi.json](${links.version}openapi.json) · [openapi.yaml](${links.version}openapi.yaml)\n\n${copy.info?.description ?? ""}`,
    // Scalar's "Client libraries" box: our client, whose samples every operation shows (same `lang`).
    "x-scalar-sdk-installation": [
      {
        lang: "typescript",
        description: clientLibraryNote(links.site, links.client),
        source: `import { createSmsClient } from "${links.client}";`,
      },
    ],
  };
  const operations = operationsOf(copy);
  const operationTags = new Set(operations.flatMap((op) => (op.tags as string[] | undefined) ?? []));
  // The spec declares its tags in reading order; TypeSpec applies decorators bottom-up, so the document
  // lists them reversed. Scalar's sidebar follows `tags`: restore the order, operations before webhooks.
  const declared = [...(copy.tags ?? [])].reverse();
  copy.tags = [
    ...declared.filter((t) => operationTags.has(t.name)),
    ...declared.filter((t) => !operationTags.has(t.name)),
  ];
  for (const op of operations) {
    const sample = samples.get(String(op.operationId));
    if (sample) op["x-codeSamples"] = [sample];
    disableAliasHeader(op);
  }
  return copy;
}

/**
 * Leaves the alias idempotency header out of Scalar's generated snippets: Scalar omits a parameter whose
 * example, looked up by the name of the operation's selected example, is `x-disabled`. So the alias gets
 * one such example under every name the operation's examples use, with the primary header's value.
 */
function disableAliasHeader(op: Json): void {
  const parameters = (op.parameters ?? []) as Json[];
  const header = (name: string) => parameters.find((p) => p.in === "header" && p.name === name);
  const primary = header(PRIMARY_IDEMPOTENCY_HEADER);
  const alias = header(ALIAS_IDEMPOTENCY_HEADER);
  if (!primary || !alias) return;
  const primaryExamples = (primary.examples ?? {}) as Record<string, Json>;
  const body = op.requestBody as { content?: Record<string, { examples?: Json }> } | undefined;
  const names = new Set([
    ...Object.keys(primaryExamples),
    ...Object.values(body?.content ?? {}).flatMap((media) => Object.keys(media.examples ?? {})),
  ]);
  alias.examples = Object.fromEntries(
    [...names].map((name) => [
      name,
      {
        summary: `sent as ${PRIMARY_IDEMPOTENCY_HEADER}`,
        value: primaryExamples[name]?.value,
        "x-disabled": true,
      },
    ]),
  );
}
