import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../src/index.js";
import { EVENT_TYPES, OPERATIONS, PROTOCOL_CODES, ROUTING_CODES } from "./operations-table.js";

type Json = Record<string, unknown>;
const doc = loadOpenApi("v1") as Json & {
  paths: Record<string, Record<string, Json>>;
  webhooks: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const METHODS = ["get", "put", "post", "delete", "patch"];

const responsesOf = (op: Json) => op.responses as Record<string, Json>;
const headersOf = (response: Json) => Object.keys((response.headers ?? {}) as Json);
const exampleNames = (response: Json) =>
  Object.values((response.content ?? {}) as Record<string, Json>).flatMap((m) =>
    Object.keys((m.examples ?? {}) as Json),
  );
const operation = (method: string, path: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is missing`);
  return op;
};

describe("the v1 document holds the whole contract", () => {
  it("has exactly the operations of api-v1.md §2, all under /v1", () => {
    const actual = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(actual.sort()).toEqual(OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort());
  });

  it.each(OPERATIONS)(
    "$method $path answers $success and exactly its error codes, each with a named example",
    (row) => {
      const op = operation(row.method, row.path);
      const responses = responsesOf(op);
      const success = Object.keys(responses).filter((s) => s.startsWith("2"));
      expect(success).toEqual([row.success]);
      const examples: Record<string, string> = {};
      for (const [status, response] of Object.entries(responses)) {
        if (status.startsWith("2")) {
          if (status === "204") continue; // no body, so nothing to exemplify
          expect(exampleNames(response).length, `${status} success example`).toBeGreaterThan(0);
          continue;
        }
        const media = (response.content as Record<string, Json>)["application/problem+json"];
        expect(media, `${status} is problem+json`).toBeDefined();
        for (const [name, ex] of Object.entries((media?.examples ?? {}) as Record<string, Json>)) {
          const value = ex.value as { code: string; status: number };
          expect(value.code, `example ${name} is named after its code`).toBe(name);
          expect(String(value.status), `example ${name} status`).toBe(status);
          examples[name] = status;
        }
      }
      expect(Object.keys(examples).sort()).toEqual([...row.codes].sort());
    },
  );

  it("uses every error code of the catalogue somewhere", () => {
    const errorCode = doc.components.schemas.ErrorCode as Json;
    const catalogue = errorCode.enum as string[];
    const used = new Set([...OPERATIONS.flatMap((o) => o.codes), ...ROUTING_CODES, ...PROTOCOL_CODES]);
    expect([...used].sort()).toEqual([...catalogue].sort());
    expect(Object.keys(errorCode["x-enumDescriptions"] as Json).sort()).toEqual([...catalogue].sort());
  });

  it("sends X-Request-Id on every response, WWW-Authenticate on 401, Retry-After on 429 and 503", () => {
    for (const row of OPERATIONS) {
      for (const [status, response] of Object.entries(responsesOf(operation(row.method, row.path)))) {
        const headers = headersOf(response);
        expect(headers, `${row.path} ${status}`).toContain("X-Request-Id");
        if (status === "401") expect(headers).toContain("WWW-Authenticate");
        if (status === "429" || status === "503") expect(headers).toContain("Retry-After");
        if (status.startsWith("2") || status === "429")
          expect(headers).toEqual(expect.arrayContaining(["RateLimit-Policy", "RateLimit"]));
      }
    }
  });

  it("answers a send with Location and Idempotent-Replayed, and takes both idempotency headers", () => {
    const send = operation("post", "/v1/sms/send");
    expect(headersOf(responsesOf(send)["202"] as Json)).toEqual(
      expect.arrayContaining(["Location", "Idempotent-Replayed"]),
    );
    const headers = (send.parameters as Json[]).filter((p) => p.in === "header").map((p) => p.name);
    expect(headers.sort()).toEqual(["Idempotency-Key", "X-Idempotency-Key"]);
  });

  it("pages every list with limit (1–100, default 20) and cursor", () => {
    for (const path of ["/v1/sms", "/v1/templates", "/v1/webhooks", "/v1/events"]) {
      const params = operation("get", path).parameters as Json[];
      const limit = params.find((p) => p.name === "limit");
      expect(limit?.schema, path).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
      expect(
        params.some((p) => p.name === "cursor"),
        path,
      ).toBe(true);
    }
  });

  it("requires bearer authentication", () => {
    expect(doc.security).toEqual([{ BearerAuth: [] }]);
    const scheme = ((doc.components as Json).securitySchemes as Record<string, Json>).BearerAuth;
    expect(scheme?.type).toBe("http");
    expect(String(scheme?.scheme).toLowerCase()).toBe("bearer");
  });

  it("publishes every event type as a top-level webhook with a signed, typed payload and an example", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const eventType = doc.components.schemas.EventType as Json;
    expect([...(eventType.enum as string[])].sort()).toEqual([...EVENT_TYPES].sort());
    for (const [type, item] of Object.entries(doc.webhooks)) {
      const post = item.post as Json;
      const headers = (post.parameters as Json[]).map((p) => p.name);
      expect(headers, type).toEqual(
        expect.arrayContaining(["webhook-id", "webhook-timestamp", "webhook-signature"]),
      );
      const media = ((post.requestBody as Json).content as Record<string, Json>)["application/json"] as Json;
      expect(Object.keys(media.examples as Json), type).toEqual([type]);
      const example = (media.examples as Record<string, Json>)[type] as Json;
      expect((example.value as Json).type).toBe(type);
    }
    const union = doc.components.schemas.WebhookEvent as Json;
    const mapping = (union.discriminator as Json).mapping as Json;
    expect(Object.keys(mapping).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("documents every operation, parameter, schema and property", () => {
    const missing: string[] = [];
    for (const [path, item] of [...Object.entries(doc.paths), ...Object.entries(doc.webhooks)]) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.description || !op.summary) missing.push(`${method} ${path}`);
        for (const p of (op.parameters ?? []) as Json[])
          if (!p.description) missing.push(`${method} ${path} ${p.name}`);
        for (const [status, r] of Object.entries(responsesOf(op)))
          if (!r.description) missing.push(`${method} ${path} ${status}`);
      }
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      if (!schema.description) missing.push(`schema ${name}`);
      for (const [prop, p] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        if (!p.description) missing.push(`schema ${name}.${prop}`);
      }
      const values = schema.enum as string[] | undefined;
      if (values && values.length > 1) {
        const docs = (schema["x-enumDescriptions"] ?? {}) as Json;
        for (const v of values) if (!docs[v]) missing.push(`enum ${name}.${v}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
