import { fence } from "./code-fence.js";
import { deref, listOperations, type OpenApiDocument } from "./openapi-walk.js";

/** `<!-- example: <operationId> <status> <name> -->`: a named response example of an operation. */
const RESPONSE_EXAMPLE = /^<!--\s*example:\s*(\S+)\s+(\d{3})\s+(\S+)\s*-->$/gm;
/** `<!-- webhook-example: <event type> -->`: the payload example of a webhook event. */
const WEBHOOK_EXAMPLE = /^<!--\s*webhook-example:\s*(\S+)\s*-->$/gm;

type Json = Record<string, unknown>;

function fenced(value: unknown, title: string): string {
  return fence("json", title, JSON.stringify(value, null, 2));
}

/**
 * Replaces example lines by the document's own examples, so the JSON a guide shows is the contract's
 * (which the openapi package validates against the schemas); throws on an example that does not exist.
 */
export function includeDocumentExamples(markdown: string, doc: OpenApiDocument): string {
  const operations = listOperations(doc);
  return markdown
    .replace(RESPONSE_EXAMPLE, (line, operationId: string, status: string, name: string) => {
      const op = operations.find((o) => o.operationId === operationId);
      const example = op?.responseExamples.find((e) => e.status === Number(status) && e.name === name);
      if (!op || !example) throw new Error(`${line}: no such example in the document`);
      return fenced(example.value, `${op.method} ${op.path} → ${status} (example "${name}")`);
    })
    .replace(WEBHOOK_EXAMPLE, (line, type: string) => {
      const post = ((doc.webhooks as Json | undefined)?.[type] as Json | undefined)?.post as Json | undefined;
      const body = post ? deref<Json>(doc, post.requestBody) : undefined;
      const media = (body?.content as Record<string, Json> | undefined)?.["application/json"];
      const first = Object.values((media?.examples ?? {}) as Record<string, unknown>)[0];
      if (!first) throw new Error(`${line}: no such webhook example in the document`);
      return fenced(deref<Json>(doc, first).value, `webhook ${type}: request body`);
    });
}
