import { loadOpenApi } from "@sms-api/openapi";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const DOC_ID = "https://sms-api.example/openapi.json";

interface OpenApiDoc {
  components: { schemas: Record<string, unknown> };
  webhooks: Record<
    string,
    { post: { requestBody: { content: { "application/json": { schema: { $ref: string } } } } } }
  >;
}

/**
 * Validators of webhook payloads built from the generated document's top-level `webhooks`: one per event
 * type, each the request body schema the contract gives that webhook (no hand-written copy), in one version.
 */
export function webhookPayloadValidators(version: "v1" | "v2" = "v1"): Map<string, ValidateFunction> {
  const doc = loadOpenApi(version) as unknown as OpenApiDoc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("int32", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
  });
  ajv.addSchema({ $id: DOC_ID, components: doc.components });
  const validators = new Map<string, ValidateFunction>();
  for (const [type, item] of Object.entries(doc.webhooks)) {
    const ref = item.post.requestBody.content["application/json"].schema.$ref;
    validators.set(type, ajv.compile({ $ref: `${DOC_ID}${ref}` }));
  }
  return validators;
}

/** Validates a received payload against the schema of its own `type`; returns the ajv errors, or [] when valid. */
export function payloadErrors(validators: Map<string, ValidateFunction>, payload: object): unknown[] {
  const type = (payload as { type?: unknown }).type;
  const validate = validators.get(String(type));
  if (!validate) return [`no webhook in the contract for type ${String(type)}`];
  return validate(payload) ? [] : (validate.errors ?? ["invalid"]);
}
