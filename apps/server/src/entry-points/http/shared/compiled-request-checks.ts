import type { IncomingHttpHeaders } from "node:http";
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { compilePathTemplate, pathParamsOf } from "./route-table.js";
import { fromRequestValidation, unsupportedMediaType, type ValidatorItem } from "./validation-errors.js";

/** What a request check reads: Express's request after `express.json()`, before routing. */
export interface RequestParts {
  /** Path without the query string. */
  path: string;
  /** Lower-cased headers, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** Parsed query string. */
  query: Record<string, unknown>;
  /** Parsed JSON body, or undefined when none was parsed. */
  body: unknown;
}

/** Checks one request against its operation in the contract; throws the documented 400 or 415. */
export type RequestCheck = (req: RequestParts) => void;

type JsonObject = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

// express-openapi-validator's request options (its AjvOptions.request), so both validators read every
// schema the same way: the differential test in test/compiled-request-checks.test.ts holds them equal.
const BASE_OPTIONS: Options = {
  strict: false,
  strictNumbers: true,
  strictTuples: true,
  allowUnionTypes: false,
  validateSchema: false,
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
};

function resolve<T>(document: JsonObject, value: unknown): T {
  const ref = (value as { $ref?: unknown })?.$ref;
  if (typeof ref !== "string") return value as T;
  let target: unknown = document;
  for (const part of ref.replace(/^#\//, "").split("/")) target = (target as JsonObject)?.[part];
  if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
  return resolve<T>(document, target);
}

function mediaTypeOf(contentType: string | undefined): string | undefined {
  const media = contentType?.split(";")[0]?.trim().toLowerCase();
  return media === "" ? undefined : media;
}

// express-openapi-validator's error items (its augmentAjvErrors + ajvErrorsToValidatorError).
function toItems(errors: readonly ErrorObject[]): ValidatorItem[] {
  return errors.map((e) => {
    const params = e.params as Record<string, unknown>;
    const named = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
    const allowed = e.keyword === "enum" ? (params.allowedValues as unknown[] | undefined) : undefined;
    return {
      path: named === undefined ? e.instancePath : `${e.instancePath}/${String(named)}`,
      message: allowed ? `${e.message}: ${allowed.join(", ")}` : (e.message ?? "is invalid"),
      errorCode: `${e.keyword}.openapi.validation`,
    };
  });
}

function compileOperation(
  document: JsonObject,
  pathTemplate: string,
  pathItem: JsonObject,
  operation: JsonObject,
  ajv: { general: Ajv2020; body: Ajv2020 },
): RequestCheck {
  const parameters = [
    ...((pathItem.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ].map((p) => resolve<Parameter>(document, p));
  if (parameters.some((p) => p.in === "query" || p.in === "cookie")) {
    // Query parsing (styles, explode, coercion of arrays) stays with express-openapi-validator.
    throw new Error(`${String(operation.operationId)}: only operations without query or cookie parameters`);
  }
  const group = (where: string, lower: boolean) => {
    const mine = parameters.filter((p) => p.in === where);
    return mine.length === 0
      ? {}
      : {
          type: "object",
          properties: Object.fromEntries(mine.map((p) => [lower ? p.name.toLowerCase() : p.name, p.schema])),
          ...(mine.some((p) => p.required)
            ? { required: mine.filter((p) => p.required).map((p) => (lower ? p.name.toLowerCase() : p.name)) }
            : {}),
        };
  };
  const components = document.components;
  const general = ajv.general.compile({
    components,
    required: ["query", "headers", "params"],
    properties: { query: {}, headers: group("header", true), params: group("path", false), body: {} },
  });
  const requestBody = resolve<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(
    document,
    operation.requestBody,
  );
  const bodies = new Map<string, ValidateFunction>();
  for (const [media, content] of Object.entries(requestBody?.content ?? {})) {
    bodies.set(
      media.toLowerCase(),
      ajv.body.compile({
        components,
        properties: { query: {}, headers: {}, params: {}, cookies: {}, body: content.schema ?? {} },
        ...(requestBody?.required ? { required: ["body"] } : {}),
      }),
    );
  }
  const template = compilePathTemplate(pathTemplate);

  return (req) => {
    // express-openapi-validator's order: the path (its route lookup), the media type, then the rest.
    const params = pathParamsOf(template, req.path);
    let body: ValidateFunction | undefined;
    if (bodies.size > 0) {
      const media = mediaTypeOf(req.headers["content-type"]);
      body = media === undefined ? undefined : bodies.get(media);
      if (!body && !(media === undefined && requestBody?.required === false)) {
        throw unsupportedMediaType();
      }
    }
    const unknown = Object.keys(req.query)[0];
    if (unknown !== undefined) {
      throw fromRequestValidation([
        { path: `/query/${unknown}`, message: `Unknown query parameter '${unknown}'` },
      ]);
    }
    const data = { query: {}, headers: req.headers, params, body: req.body };
    const validGeneral = general(data);
    const validBody = body ? body(data) : true;
    if (validGeneral && validBody) return;
    throw fromRequestValidation(
      toItems([...(general.errors ?? []), ...((body?.errors as ErrorObject[]) ?? [])]),
    );
  };
}

/**
 * Compiles, once, the request checks of the named operations from the contract: the same schemas,
 * Ajv options, error items and problem mapping as express-openapi-validator, without its per-request
 * route lookup and parameter parsing. Only operations without query parameters are supported.
 */
export function compileRequestChecks(
  document: JsonObject,
  operationIds: readonly string[],
): Map<string, RequestCheck> {
  const ajv = {
    general: new Ajv2020({ ...BASE_OPTIONS, coerceTypes: true }),
    body: new Ajv2020({ ...BASE_OPTIONS, coerceTypes: false }),
  };
  // The validator's `validateFormats: true` means ajv-formats in "fast" mode.
  for (const instance of Object.values(ajv)) addFormats.default(instance, { mode: "fast" });
  const checks = new Map<string, RequestCheck>();
  for (const [path, item] of Object.entries((document.paths as Record<string, JsonObject>) ?? {})) {
    for (const value of Object.values(item)) {
      const id = (value as { operationId?: unknown })?.operationId;
      if (typeof id === "string" && operationIds.includes(id)) {
        checks.set(id, compileOperation(document, path, item, value as JsonObject, ajv));
      }
    }
  }
  const missing = operationIds.filter((id) => !checks.has(id));
  if (missing.length > 0) throw new Error(`operations not in the contract: ${missing.join(", ")}`);
  return checks;
}
