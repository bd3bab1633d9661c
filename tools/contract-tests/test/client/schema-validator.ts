// Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the document itself: no copy of any schema.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { escapePointer, type OpenApiDocument } from "./openapi-document.js";

const DOC_ID = "https://contract-tests.sms-api.example/openapi.json";

/** Validates wire values against the schemas at given places of one OpenAPI document. */
export interface SchemaValidator {
  /** Errors of a response body against `responses[status].content[mediaType].schema` of an operation. */
  responseErrors(method: string, path: string, status: number, mediaType: string, body: unknown): string[];
  /** Errors of a webhook payload against the request body schema of the webhook named `type`. */
  webhookErrors(type: string, payload: unknown): string[];
  /** Errors of a value against the schema at a JSON pointer of the document (`#/…`). */
  errorsAt(pointer: string, value: unknown): string[];
}

/** Builds a validator over `doc`; each schema is compiled on first use and cached. */
export function createSchemaValidator(doc: OpenApiDocument): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addFormat("int32", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
  });
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
  // Only the parts that hold schemas: the rest (examples, descriptions) is not JSON Schema.
  ajv.addSchema({ $id: DOC_ID, components: doc.components, paths: doc.paths, webhooks: doc.webhooks });
  const compiled = new Map<string, ValidateFunction>();

  const errorsAt = (pointer: string, value: unknown): string[] => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  };

  return {
    errorsAt,
    responseErrors(method, path, status, mediaType, body) {
      const pointer = [
        "#",
        "paths",
        path,
        method.toLowerCase(),
        "responses",
        String(status),
        "content",
        mediaType,
      ]
        .map((s, i) => (i === 0 ? s : escapePointer(s)))
        .join("/");
      return errorsAt(`${pointer}/schema`, body);
    },
    webhookErrors(type, payload) {
      const webhook = (doc.webhooks as Record<string, unknown>)[type];
      if (!webhook) return [`the document has no webhook ${type}`];
      return errorsAt(
        `#/webhooks/${escapePointer(type)}/post/requestBody/content/application~1json/schema`,
        payload,
      );
    },
  };
}
