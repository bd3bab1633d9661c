// Walks the OpenAPI document so the tests follow the contract instead of a hand-kept list.

type Json = Record<string, unknown>;

/** One named example of a response. */
export interface ResponseExample {
  status: number;
  mediaType: string;
  name: string;
  value: unknown;
}

/** One operation, ready to be called with its example inputs. */
export interface OperationCase {
  operationId: string;
  method: string;
  /** Path with every path parameter replaced by its example value. */
  path: string;
  /** The first named request-body example, when the operation takes a body. */
  body?: unknown;
  /** The success status Prism answers by default (the lowest 2xx). */
  successStatus: number;
  /** The success response's first named example; undefined when it has no body (204). */
  successExample?: ResponseExample;
  /** Names of the headers the success response must carry. */
  requiredSuccessHeaders: string[];
  /** Every named example of every 4xx/5xx response. */
  errorExamples: ResponseExample[];
}

function resolve<T>(doc: Json, node: unknown): T {
  let current = node as Json;
  while (current && typeof current.$ref === "string") {
    const pointer = (current.$ref as string).replace(/^#\//, "").split("/");
    current = pointer.reduce<Json>((acc, key) => acc[key] as Json, doc);
  }
  return current as T;
}

function firstExample(doc: Json, holder: Json | undefined): { name: string; value: unknown } | undefined {
  const examples = holder?.examples as Record<string, unknown> | undefined;
  const first = examples ? Object.entries(examples)[0] : undefined;
  if (first) return { name: first[0], value: resolve<Json>(doc, first[1]).value };
  if (holder && "example" in holder) return { name: "example", value: holder.example };
  return undefined;
}

function parameterValue(doc: Json, param: Json): string {
  const example =
    firstExample(doc, param) ?? firstExample(doc, resolve<Json>(doc, param.schema) as Json | undefined);
  if (example === undefined) throw new Error(`path parameter ${String(param.name)} has no example`);
  return String(example.value);
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every operation of the document with its example request, success example and error examples. */
export function operationCases(doc: Json): OperationCase[] {
  const cases: OperationCase[] = [];
  for (const [template, pathItem] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(
        (p) => resolve<Json>(doc, p),
      );
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = params.find((p) => p.in === "path" && p.name === name);
        if (!param) throw new Error(`${template}: no parameter ${name}`);
        return encodeURIComponent(parameterValue(doc, param));
      });
      const requestBody = op.requestBody ? resolve<Json>(doc, op.requestBody) : undefined;
      const bodyExample = requestBody
        ? firstExample(doc, (requestBody.content as Record<string, Json>)["application/json"])
        : undefined;
      if (requestBody?.required && !bodyExample)
        throw new Error(`${String(op.operationId)}: no body example`);

      const responses = Object.entries(op.responses as Record<string, unknown>).map(([status, r]) => ({
        status: Number(status),
        response: resolve<Json>(doc, r),
      }));
      const examplesOf = (status: number, response: Json): ResponseExample[] =>
        Object.entries((response.content as Record<string, Json>) ?? {}).flatMap(([mediaType, media]) =>
          Object.entries((media.examples as Record<string, unknown>) ?? {}).map(([name, ex]) => ({
            status,
            mediaType,
            name,
            value: resolve<Json>(doc, ex).value,
          })),
        );
      const success = responses
        .filter((r) => r.status >= 200 && r.status < 300)
        .sort((a, b) => a.status - b.status)[0];
      if (!success) throw new Error(`${String(op.operationId)}: no 2xx response`);
      cases.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        ...(bodyExample ? { body: bodyExample.value } : {}),
        successStatus: success.status,
        successExample: examplesOf(success.status, success.response)[0],
        requiredSuccessHeaders: Object.entries((success.response.headers as Record<string, unknown>) ?? {})
          .filter(([, h]) => resolve<Json>(doc, h).required === true)
          .map(([name]) => name),
        errorExamples: responses
          .filter((r) => r.status >= 400)
          .flatMap((r) => examplesOf(r.status, r.response)),
      });
    }
  }
  return cases;
}
