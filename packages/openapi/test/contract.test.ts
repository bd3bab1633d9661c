import { describe, expect, it } from "vitest";
import { type ApiVersion, loadOpenApi } from "../src/index.js";
import {
  EVENT_TYPES,
  EVENT_TYPES_V2,
  OPERATIONS,
  OPERATIONS_V2,
  type OperationRow,
  PROTOCOL_CODES,
  ROUTING_CODES,
  v2Path,
} from "./operations-table.js";

type Json = Record<string, unknown>;
type Doc = Json & {
  paths: Record<string, Record<string, Json>>;
  webhooks: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const METHODS = ["get", "put", "post", "delete", "patch"];

/** What each version's document must hold: its operations, its event types and the union of its payloads. */
interface VersionContract {
  version: ApiVersion;
  operations: OperationRow[];
  events: string[];
  eventUnion: string;
}

const CONTRACTS: VersionContract[] = [
  { version: "v1", operations: OPERATIONS, events: EVENT_TYPES, eventUnion: "WebhookEvent" },
  { version: "v2", operations: OPERATIONS_V2, events: EVENT_TYPES_V2, eventUnion: "Event" },
];

const responsesOf = (op: Json) => op.responses as Record<string, Json>;
const headersOf = (response: Json) => Object.keys((response.headers ?? {}) as Json);
const exampleNames = (response: Json) =>
  Object.values((response.content ?? {}) as Record<string, Json>).flatMap((m) =>
    Object.keys((m.examples ?? {}) as Json),
  );

describe.each(CONTRACTS)(
  "the $version document holds the whole contract",
  ({ version, operations, events, eventUnion }) => {
    const doc = loadOpenApi(version) as Doc;
    const operation = (method: string, path: string) => {
      const op = doc.paths[path]?.[method];
      if (!op) throw new Error(`${method.toUpperCase()} ${path} is missing`);
      return op;
    };

    it(`has exactly the operations of the design (api-v1.md §2, api-v2.md §1), all under /${version}`, () => {
      const actual = Object.entries(doc.paths).flatMap(([path, item]) =>
        METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
      );
      expect(actual.sort()).toEqual(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort());
    });

    it.each(operations)(
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
      const used = new Set([...operations.flatMap((o) => o.codes), ...ROUTING_CODES, ...PROTOCOL_CODES]);
      expect([...used].sort()).toEqual([...catalogue].sort());
      expect(Object.keys(errorCode["x-enumDescriptions"] as Json).sort()).toEqual([...catalogue].sort());
    });

    it("sends X-Request-Id on every response, WWW-Authenticate on 401, Retry-After on 429 and 503", () => {
      for (const row of operations) {
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

    it("answers a send with Location and Idempotent-Replayed, and takes the version's idempotency headers", () => {
      const send = operation("post", version === "v1" ? "/v1/sms/send" : "/v2/messages");
      expect(headersOf(responsesOf(send)["202"] as Json)).toEqual(
        expect.arrayContaining(["Location", "Idempotent-Replayed"]),
      );
      const headers = (send.parameters as Json[]).filter((p) => p.in === "header").map((p) => p.name);
      // api-v2.md §1 row 5: v2 reads Idempotency-Key only.
      expect(headers.sort()).toEqual(
        version === "v1" ? ["Idempotency-Key", "X-Idempotency-Key"] : ["Idempotency-Key"],
      );
    });

    it("pages every list with limit (1–100, default 20) and cursor", () => {
      for (const v1 of ["/v1/sms", "/v1/templates", "/v1/webhooks", "/v1/events"]) {
        const path = version === "v1" ? v1 : v2Path(v1);
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
      expect(Object.keys(doc.webhooks).sort()).toEqual([...events].sort());
      const eventType = doc.components.schemas.EventType as Json;
      expect([...(eventType.enum as string[])].sort()).toEqual([...events].sort());
      for (const [type, item] of Object.entries(doc.webhooks)) {
        const post = item.post as Json;
        const headers = (post.parameters as Json[]).map((p) => p.name);
        expect(headers, type).toEqual(
          expect.arrayContaining(["webhook-id", "webhook-timestamp", "webhook-signature"]),
        );
        const media = ((post.requestBody as Json).content as Record<string, Json>)[
          "application/json"
        ] as Json;
        expect(Object.keys(media.examples as Json), type).toEqual([type]);
        const example = (media.examples as Record<string, Json>)[type] as Json;
        expect((example.value as Json).type).toBe(type);
      }
      const union = doc.components.schemas[eventUnion] as Json;
      const mapping = (union.discriminator as Json).mapping as Json;
      expect(Object.keys(mapping).sort()).toEqual([...events].sort());
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
  },
);
