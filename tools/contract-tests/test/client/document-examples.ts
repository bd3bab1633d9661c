// The generated OpenAPI document walked for its examples (parameter, body and response values), so every
// check follows the contract, not a hand list. Schemas and validation: ../support/ (the coverage suite's).
import { type ApiVersion, loadOpenApi } from "@sms-api/openapi";

type Json = Record<string, unknown>;

/** A parsed document of one version. */
export type OpenApiDocument = Json;

/** One named example of a response body. */
export interface ResponseExample {
  status: number;
  mediaType: string;
  name: string;
  value: unknown;
}

/** A parameter with its first example value. */
export interface ParameterInfo {
  name: string;
  in: string;
  required: boolean;
  example: unknown;
}

/** One operation under `paths`, with what a generic caller needs. */
export interface OperationInfo {
  operationId: string;
  /** Lower case, as in the document. */
  method: string;
  path: string;
  parameters: ParameterInfo[];
  /** The request body's named examples (application/json), when the operation takes a body. */
  bodyExamples?: Record<string, unknown>;
  /** Statuses the operation documents, e.g. `["202", "400", …]`. */
  statuses: string[];
  /** The lowest documented 2xx status. */
  successStatus: number;
  /** Every named example of every response. */
  examples: ResponseExample[];
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The committed document of `version` (a fresh copy); v1 unless told. */
export function loadDocument(version: ApiVersion = "v1"): OpenApiDocument {
  return loadOpenApi(version);
}

/** Follows `$ref`s inside the document. */
export function deref<T>(doc: OpenApiDocument, node: unknown): T {
  let current = node as Json;
  for (let hops = 0; current && typeof current.$ref === "string"; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    const pointer = (current.$ref as string).replace(/^#\//, "").split("/").map(unescapePointer);
    current = pointer.reduce<Json>((acc, key) => acc[key] as Json, doc);
  }
  return current as T;
}

function unescapePointer(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

function firstExample(doc: OpenApiDocument, holder: Json | undefined): unknown {
  const examples = holder?.examples as Record<string, unknown> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  if (first !== undefined) return deref<Json>(doc, first).value;
  return holder?.example;
}

/** Every operation under `paths`, in document order. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const result: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
        .map((p) => deref<Json>(doc, p))
        .map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          example: firstExample(doc, p) ?? firstExample(doc, deref<Json>(doc, p.schema)),
        }));
      const body = op.requestBody ? deref<Json>(doc, op.requestBody) : undefined;
      const bodyMedia = (body?.content as Record<string, Json> | undefined)?.["application/json"];
      const bodyExamples = bodyMedia
        ? Object.fromEntries(
            Object.entries((bodyMedia.examples ?? {}) as Record<string, unknown>).map(([name, ex]) => [
              name,
              deref<Json>(doc, ex).value,
            ]),
          )
        : undefined;
      const responses = op.responses as Record<string, unknown>;
      const examples = Object.entries(responses).flatMap(([status, r]) =>
        Object.entries((deref<Json>(doc, r).content ?? {}) as Record<string, Json>).flatMap(
          ([mediaType, media]) =>
            Object.entries((media.examples ?? {}) as Record<string, unknown>).map(([name, ex]) => ({
              status: Number(status),
              mediaType,
              name,
              value: deref<Json>(doc, ex).value,
            })),
        ),
      );
      const successStatus = Math.min(
        ...Object.keys(responses)
          .map(Number)
          .filter((s) => s >= 200 && s < 300),
      );
      result.push({
        operationId: String(op.operationId),
        method,
        path,
        parameters,
        ...(bodyExamples ? { bodyExamples } : {}),
        statuses: Object.keys(responses),
        successStatus,
        examples,
      });
    }
  }
  return result;
}

/** The document's webhook names (event types), in document order. */
export function listEventTypes(doc: OpenApiDocument): string[] {
  return Object.keys(doc.webhooks as Json);
}

/** The values of the document's `ErrorCode` enum. */
export function listErrorCodes(doc: OpenApiDocument): string[] {
  const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
  const codes = deref<{ enum?: string[] }>(doc, schemas.ErrorCode).enum;
  if (!codes?.length) throw new Error("the document has no components.schemas.ErrorCode enum");
  return codes;
}
