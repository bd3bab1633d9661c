/** An OpenAPI document, parsed. */
export type OpenApiDocument = Record<string, unknown>;

type Json = Record<string, unknown>;

/** One operation of the document. */
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** Its first tag: the group the reference shows it under. */
  tag: string | undefined;
  /** The named examples of its responses, by HTTP status. */
  responseExamples: { status: number; name: string; value: unknown }[];
}

/** The HTTP methods a path item can hold, in the order OpenAPI lists them. */
export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Follows `$ref`s inside the document. */
export function deref<T>(doc: OpenApiDocument, node: unknown): T {
  let current = node as Json;
  while (current && typeof current.$ref === "string") {
    const pointer = (current.$ref as string).replace(/^#\//, "").split("/");
    current = pointer.reduce<Json>((acc, key) => acc[key] as Json, doc);
  }
  return current as T;
}

/** Every operation under `paths`, in document order. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const result: OperationInfo[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const responseExamples = Object.entries((op.responses ?? {}) as Record<string, unknown>).flatMap(
        ([status, response]) =>
          Object.values((deref<Json>(doc, response).content ?? {}) as Record<string, Json>).flatMap((media) =>
            Object.entries((media.examples ?? {}) as Record<string, unknown>).map(([name, example]) => ({
              status: Number(status),
              name,
              value: deref<Json>(doc, example).value,
            })),
          ),
      );
      result.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? op.operationId),
        tag: (op.tags as string[] | undefined)?.[0],
        responseExamples,
      });
    }
  }
  return result;
}

/** The names of the document's webhooks (event types). */
export function listWebhooks(doc: OpenApiDocument): string[] {
  return Object.keys((doc.webhooks ?? {}) as Json);
}

/** The fragment of the reference page that opens a webhook's payload (`tag/webhook-events/webhook/POST/sms.sent`). */
export function webhookFragment(doc: OpenApiDocument, name: string): string {
  const item = ((doc.webhooks ?? {}) as Record<string, Json>)[name] ?? {};
  const method = METHODS.find((m) => item[m]) ?? "post";
  const tag = ((item[method] as Json | undefined)?.tags as string[] | undefined)?.[0];
  return `tag/${tagSlug(tag ?? "default")}/webhook/${method.toUpperCase()}/${name}`;
}

/** Scalar's slug of a tag in its URLs and ids (`Webhook events` → `webhook-events`). */
function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The fragment of the reference page that opens an operation, as Scalar routes it
 * (`tag/messages/POST/v1/sms/send`); the browser test follows every one the site links.
 */
export function referenceFragment(op: Pick<OperationInfo, "tag" | "method" | "path">): string {
  return `tag/${tagSlug(op.tag ?? "default")}/${op.method}${op.path}`;
}
