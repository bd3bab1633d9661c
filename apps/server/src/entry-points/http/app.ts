import express, { type Express, type RequestHandler, Router } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { Logger } from "pino";
import type { ApiVersion } from "../../domain/model.js";
import { ApiError } from "./shared/api-error.js";
import type { ApiServices } from "./shared/api-services.js";
import { authenticate } from "./shared/authenticate.js";
import { compileRequestChecks } from "./shared/compiled-request-checks.js";
import { errorHandler, ResponseContractViolation } from "./shared/error-handler.js";
import { lifecycleHeaders } from "./shared/lifecycle-headers.js";
import { dispatchOperations, type HandlerGroup } from "./shared/operation-handlers.js";
import "./shared/locals.js";
import { normaliseQueryEncoding } from "./shared/query-encoding.js";
import { rateLimit } from "./shared/rate-limit.js";
import { requestContext } from "./shared/request-context.js";
import { RouteTable } from "./shared/route-table.js";
import { OPERATION_SCOPES } from "./shared/scopes.js";
import { series } from "./shared/series.js";
import { singleHeaders } from "./shared/single-headers.js";
import { staticRoutes } from "./shared/static-routes.js";
import { strictQueryIntegers } from "./shared/strict-query-integers.js";
import { boundValidatorContentType } from "./shared/validator-content-type.js";
import { eventStreamRoutes } from "./v1/event-stream-routes.js";
import { readRoutes as v1ReadRoutes } from "./v1/read-routes.js";
import { smsRoutes } from "./v1/sms-routes.js";
import { testHelperRoutes } from "./v1/test-helper-routes.js";
import { webhookRoutes as v1WebhookRoutes } from "./v1/webhook-routes.js";
import { messageRoutes } from "./v2/message-routes.js";
import { readRoutes as v2ReadRoutes } from "./v2/read-routes.js";
import { webhookRoutes as v2WebhookRoutes } from "./v2/webhook-routes.js";

/** Largest accepted request body (api-v1.md §3 step 3). */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The hot path: their requests are checked by validators compiled once from the contract (the same
 * schemas, options and errors) instead of express-openapi-validator's per-request pipeline, which alone
 * held a get to ~0.28x of a bare node:http server (tools/bench/performance.md).
 */
export const COMPILED_CHECK_OPERATIONS = ["Sms_send", "Sms_get"] as const;

/** Step 3's body parser: at most 16 KiB of any JSON value (the schema decides), as `application/json` or `+json`. */
export function parseJsonBody(): RequestHandler {
  return express.json({
    limit: MAX_BODY_BYTES,
    strict: false,
    type: ["application/json", "application/*+json"],
  });
}

/**
 * `express-openapi-validator` as the server runs it: requests always, responses when `validateResponses`
 * (a response that breaks the contract becomes a {@link ResponseContractViolation}, answered as a 500).
 */
export function contractValidation(
  openApiDocument: Record<string, unknown>,
  validateResponses: boolean,
): RequestHandler[] {
  return OpenApiValidator.middleware({
    // biome-ignore lint/suspicious/noExplicitAny: the validator's document type is its own OpenAPI typing.
    apiSpec: openApiDocument as any,
    validateRequests: { allErrors: true, allowUnknownQueryParameters: false },
    validateResponses: validateResponses
      ? {
          allErrors: true,
          onError: (err, _body, req) => {
            throw new ResponseContractViolation(
              `${req.method} ${req.path}: ${err.message}`,
              req.res?.statusCode ?? 0,
            );
          },
        }
      : false,
    validateSecurity: false,
    validateFormats: true,
    $refParser: { mode: "dereference" },
  });
}

/** How a version's responses announce its stage (api-v2.md §3). */
export interface VersionLifecycle {
  /** `preview`, `stable`, `deprecated` or `retired`, as the spec declares it. */
  stage: "preview" | "stable" | "deprecated" | "retired";
  /** When a deprecated version stops being served (RFC 3339 date or time). */
  sunset?: string;
  /** When it was (or will be) deprecated (RFC 3339); `Deprecation` carries it. Required when deprecated. */
  deprecatedAt?: string;
  /** Where its migration guide is; `Link: <…>; rel="deprecation"`. */
  migrationGuide?: string;
}

/** One more major version served beside v1: its document and its routes. */
export interface ExtraVersion {
  /** Its generated OpenAPI document (a fresh, mutable copy: the validator annotates it). */
  openApiDocument: Record<string, unknown>;
  /** Its stage; absent: stable, no headers. */
  lifecycle?: VersionLifecycle;
}

/** Explicit dependencies of the app: nothing is read from the environment here. */
export interface AppDeps {
  /** Validate every response against the contract (development and tests; off in production). */
  validateResponses: boolean;
  /** Root logger: one line per request, and errors with the request's log context. */
  logger: Logger;
  /** The use cases over the chosen adapters, shared by the routes. */
  services: ApiServices;
  /** v1's generated OpenAPI document (a fresh, mutable copy: the validator annotates it). */
  openApiDocument: Record<string, unknown>;
  /** v1's stage; absent: stable, no headers. */
  lifecycle?: VersionLifecycle;
  /** v2, served beside v1 under `/v2` when given. */
  v2?: ExtraVersion;
  /** Folder of the built docs site served at `/docs`. */
  docsDir: string;
}

/** What one version's pipeline needs. */
interface VersionSurface {
  version: ApiVersion;
  openApiDocument: Record<string, unknown>;
  lifecycle?: VersionLifecycle;
  handlers: HandlerGroup[];
  compiledCheckOperations: readonly string[];
}

/**
 * Builds the Express app. Each version has its own pipeline, picked by the path's first segment, and order
 * within it follows api-v1.md §3: route → auth (1) → rate limit (2) → body and schema (3, against that
 * version's document) → handlers (4–10) → problem+json errors in that version's form.
 */
export function buildApp(deps: AppDeps): Express {
  const { services } = deps;
  const surfaces: VersionSurface[] = [
    {
      version: "v1",
      openApiDocument: deps.openApiDocument,
      lifecycle: deps.lifecycle,
      handlers: [
        smsRoutes(services),
        eventStreamRoutes(services),
        v1ReadRoutes(services),
        testHelperRoutes(services),
        v1WebhookRoutes(services),
      ],
      compiledCheckOperations: COMPILED_CHECK_OPERATIONS,
    },
  ];
  if (deps.v2)
    surfaces.push({
      version: "v2",
      openApiDocument: deps.v2.openApiDocument,
      lifecycle: deps.v2.lifecycle,
      handlers: [messageRoutes(services), v2ReadRoutes(services), v2WebhookRoutes(services)],
      compiledCheckOperations: [],
    });

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const pipelines = new Map(surfaces.map((s) => [`/${s.version}/`, versionPipeline(deps, s)]));
  const v1 = pipelines.get("/v1/") as RequestHandler;
  app.use(
    series(requestContext(deps.logger), singleHeaders(), staticRoutes(deps.docsDir), (req, res, next) => {
      const slash = req.path.indexOf("/", 1);
      const pipeline = slash > 0 ? pipelines.get(req.path.slice(0, slash + 1)) : undefined;
      if (pipeline) res.locals.apiVersion = req.path.slice(1, slash) as ApiVersion;
      // A path under no served version is answered as v1 always answered it (route_not_found, in v1's form).
      (pipeline ?? v1)(req, res, next);
    }),
  );
  // Unreached while every path goes to a version's pipeline, which always answers; kept so that a step
  // that ever passes a request on gets the contract's 404 instead of Express's HTML one.
  app.use((_req, _res) => {
    throw new ApiError(404, "route_not_found", "This operation is not available on this server.");
  });
  app.use(errorHandler(deps.logger));
  return app;
}

/** One version's requests: its routes, checked against its own document. */
function versionPipeline(deps: AppDeps, surface: VersionSurface): RequestHandler {
  const { validateResponses, services } = deps;
  const { openApiDocument } = surface;
  const routes = new RouteTable(openApiDocument as { paths?: Record<string, Record<string, unknown>> });
  const unscoped = routes.operationIds().filter((id) => !(id in OPERATION_SCOPES));
  if (unscoped.length > 0) throw new Error(`operations without a scope rule: ${unscoped.join(", ")}`);

  const contractValidator = Router();
  contractValidator.use(contractValidation(openApiDocument, validateResponses));
  const compiledChecks = compileRequestChecks(openApiDocument, surface.compiledCheckOperations);
  return series(
    lifecycleHeaders(surface.lifecycle),
    (req, res, next) => {
      res.locals.operationId = routes.match(req.method, req.path);
      next();
    },
    authenticate(services.credentials),
    rateLimit(services.rateLimits),
    parseJsonBody(),
    normaliseQueryEncoding(),
    strictQueryIntegers(openApiDocument),
    (req, res, next) => {
      const check = compiledChecks.get(res.locals.operationId as string);
      if (check) check(req);
      // With response validation on (development, tests), express-openapi-validator still sees every
      // request, so it re-checks what the compiled check accepted; in production it skips those requests.
      if (check && !validateResponses) return next();
      boundValidatorContentType(req);
      if (req.method !== "HEAD") return contractValidator(req, res, next);
      // The document lists GET only; HEAD is checked as the GET it mirrors (RFC 9110 §9.3.2).
      req.method = "GET";
      contractValidator(req, res, (err?: unknown) => {
        req.method = "HEAD";
        next(err);
      });
    },
    dispatchOperations(routes, surface.handlers),
  );
}
