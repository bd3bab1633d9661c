import { HTTP_METHODS, type OpenApiDocument, type PathItem } from "./openapi-document.js";

/** The operation extension that marks a modelled webhook (TypeSpec has no `webhooks` syntax yet). */
export const WEBHOOK_EXTENSION = "x-webhook";

/**
 * Moves every operation marked `x-webhook: <name>` from `paths` into top-level `webhooks[<name>]`
 * and drops the placeholder path. A path may hold only webhook operations: mixing them with real
 * operations is a modelling mistake, so it throws rather than guessing.
 */
export function moveWebhooks(doc: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  const webhooks: Record<string, PathItem> = { ...doc.webhooks };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const marked = HTTP_METHODS.filter((m) => isWebhookOperation(item[m]));
    if (marked.length === 0) {
      paths[path] = item;
      continue;
    }
    const unmarked = HTTP_METHODS.filter((m) => item[m] !== undefined && !marked.includes(m));
    if (unmarked.length > 0) {
      throw new Error(
        `Path ${path} mixes webhook and API operations (${unmarked.join(", ")}); give webhooks their own route.`,
      );
    }
    for (const method of marked) {
      const { [WEBHOOK_EXTENSION]: name, ...operation } = item[method] as Record<string, unknown>;
      if (typeof name !== "string" || name.length === 0) {
        throw new Error(`${method.toUpperCase()} ${path}: ${WEBHOOK_EXTENSION} must name the webhook.`);
      }
      if (webhooks[name]?.[method] !== undefined) {
        throw new Error(`Webhook ${name} is defined twice (again at ${method.toUpperCase()} ${path}).`);
      }
      webhooks[name] = { ...webhooks[name], [method]: operation };
    }
  }
  const result: OpenApiDocument = { ...doc, paths };
  if (Object.keys(webhooks).length > 0) result.webhooks = sortKeys(webhooks);
  return result;
}

function isWebhookOperation(operation: unknown): boolean {
  return typeof operation === "object" && operation !== null && WEBHOOK_EXTENSION in operation;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
