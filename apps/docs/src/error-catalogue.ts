import { actionByStatus, ERROR_ACTIONS } from "./error-actions.js";
import { escapeHtml } from "./layout.js";
import { inlineMarkdownToHtml } from "./markdown.js";
import { deref, listOperations, type OpenApiDocument, referenceFragment } from "./openapi-walk.js";

/** Everything the catalogue says about one error code. */
export interface ErrorEntry {
  code: string;
  /** HTTP statuses that carry this code (from the examples, else the description's `NNN:` prefix). */
  statuses: number[];
  /** The contract's description of the code (its meaning), without its status prefix. */
  description: string;
  /** What the caller should do about it (`ERROR_ACTIONS`, else the advice for its status). */
  action: string;
  /** The problem `title` of the code's examples. */
  title: string | undefined;
  /** One example `detail`. */
  exampleDetail: string | undefined;
  /** Every operation with an example of this code: `METHOD /path` and its fragment on the reference page. */
  operations: { label: string; fragment: string }[];
}

interface ErrorCodeSchema {
  enum?: string[];
  "x-enumDescriptions"?: Record<string, string>;
}

interface ProblemExample {
  code?: string;
  title?: string;
  detail?: string;
}

const STATUS_PREFIX = /^((?:\d{3}[^:]*?)):\s*/;

/**
 * The catalogue of the document's `ErrorCode` enum, one entry per value, in enum order, with the advice of
 * `actions` (v1's by default).
 */
export function errorCatalogue(
  doc: OpenApiDocument,
  actions: Readonly<Record<string, string>> = ERROR_ACTIONS,
): ErrorEntry[] {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {};
  const schema = deref<ErrorCodeSchema>(doc, schemas.ErrorCode);
  if (!schema?.enum?.length) throw new Error("the document has no components.schemas.ErrorCode enum");
  const descriptions = schema["x-enumDescriptions"] ?? {};
  const operations = listOperations(doc);

  return schema.enum.map((code) => {
    const uses = operations.flatMap((op) =>
      op.responseExamples
        .filter((ex) => (ex.value as ProblemExample | undefined)?.code === code)
        .map((ex) => ({ op, status: ex.status, value: ex.value as ProblemExample })),
    );
    const raw = descriptions[code] ?? "";
    const prefix = STATUS_PREFIX.exec(raw);
    const statuses = [...new Set(uses.map((u) => u.status))].sort((a, b) => a - b);
    if (statuses.length === 0 && prefix?.[1]) {
      statuses.push(...(prefix[1].match(/\d{3}/g) ?? []).map(Number));
    }
    const title = uses[0]?.value.title;
    const description = (prefix ? raw.slice(prefix[0].length) : raw).trim();
    if (!description && !title)
      throw new Error(`error code ${code} has neither a description nor an example`);
    return {
      code,
      statuses,
      description: description ? description.charAt(0).toUpperCase() + description.slice(1) : "",
      action: actions[code] ?? actionByStatus(statuses),
      title,
      exampleDetail: uses[0]?.value.detail,
      operations: [...new Set(uses.map((u) => u.op))].map((op) => ({
        label: `${op.method} ${op.path}`,
        fragment: referenceFragment(op),
      })),
    };
  });
}

/**
 * The catalogue as HTML: one `<section id="<code>">` per code, the target of problem `type` links; each
 * operation that returns a code links to it on the reference page at `referenceHref`.
 */
export function renderErrorCatalogue(entries: ErrorEntry[], referenceHref: string): string {
  const meaning = (e: ErrorEntry) => inlineMarkdownToHtml(e.description || (e.title ?? ""));
  const sections = entries.map((e) => {
    const facts = [
      e.statuses.length ? `<dt>HTTP status</dt><dd>${e.statuses.join(", ")}</dd>` : "",
      e.title ? `<dt>Title</dt><dd>${escapeHtml(e.title)}</dd>` : "",
      e.exampleDetail ? `<dt>Example detail</dt><dd>${escapeHtml(e.exampleDetail)}</dd>` : "",
      e.operations.length
        ? `<dt>Returned by</dt><dd><ul class="ops">${e.operations.map((o) => `<li><a href="${escapeHtml(`${referenceHref}#${o.fragment}`)}"><code>${escapeHtml(o.label)}</code></a></li>`).join("")}</ul></dd>`
        : "",
    ].join("");
    return `<section class="error-code" id="${escapeHtml(e.code)}">
<h3><a href="#${escapeHtml(e.code)}"><code>${escapeHtml(e.code)}</code></a></h3>
<p class="meaning">${meaning(e)}</p>
<p class="what-to-do"><strong>What to do:</strong> ${inlineMarkdownToHtml(e.action)}</p>
<dl>${facts}</dl>
</section>`;
  });
  const index = entries
    .map(
      (e) =>
        `<tr><td><a href="#${escapeHtml(e.code)}"><code>${escapeHtml(e.code)}</code></a></td><td>${e.statuses.join(", ")}</td><td>${meaning(e)}</td></tr>`,
    )
    .join("\n");
  return `<h2 id="catalogue">Catalogue of error codes</h2>
<p>Generated from the <code>ErrorCode</code> enum of the OpenAPI document: ${entries.length} codes. Each code's
meaning is the contract's own description; its entry below says what to do.</p>
<div class="table-scroll"><table class="error-index"><thead><tr><th>code</th><th>HTTP</th><th>Meaning</th></tr></thead><tbody>
${index}
</tbody></table></div>
${sections.join("\n")}`;
}
