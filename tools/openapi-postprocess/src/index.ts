import { addEnumDescriptions, type EnumDescriptions } from "./add-enum-descriptions.js";
import { carrySseEvents, type SseEventUnions } from "./carry-sse-events.js";
import { closeSchemas } from "./close-schemas.js";
import { moveWebhooks } from "./move-webhooks.js";
import type { OpenApiDocument } from "./openapi-document.js";
import { prefixVersion } from "./prefix-version.js";
import { declareServerAudience } from "./server-audience.js";
import { declareStage, dropSchemas, type VersionStage } from "./version-stage.js";

export {
  addEnumDescriptions,
  ENUM_DESCRIPTIONS_EXTENSION,
  type EnumDescriptions,
} from "./add-enum-descriptions.js";
export { carrySseEvents, SSE_EVENTS_EXTENSION, type SseEventUnions } from "./carry-sse-events.js";
export { closeSchemas } from "./close-schemas.js";
export { moveWebhooks, WEBHOOK_EXTENSION } from "./move-webhooks.js";
export type { OpenApiDocument, PathItem } from "./openapi-document.js";
export { prefixVersion } from "./prefix-version.js";
export { declareServerAudience, SERVER_AUDIENCE_EXTENSION } from "./server-audience.js";
export {
  DEPRECATION_EXTENSION,
  declareStage,
  dropSchemas,
  STAGE_EXTENSION,
  type Stage,
  SUNSET_EXTENSION,
  type VersionStage,
} from "./version-stage.js";

/** The note that heads every generated document. */
export const GENERATED_NOTE = "Generated from spec/ by `pnpm generate`. Do not edit.";

/** Options of {@link postprocess}. */
export interface PostprocessOptions {
  /** The major version the document is for, e.g. `v1`. */
  version: string;
  /** Enum member docs from the spec, copied as `x-enumDescriptions`. */
  enumDescriptions?: EnumDescriptions;
  /** Whether the servers are for internal callers only (`x-internal`); partners call this API, so `false`. */
  internal?: boolean;
  /** The version's lifecycle stage, written into `info` (`x-stage`, `x-deprecation`, `x-sunset`). */
  stage?: VersionStage;
  /** Schemas that exist only for authoring (the `Versions` enum) and leave the document. */
  authoringSchemas?: readonly string[];
  /** The spec's `@events` unions, whose schemas `x-sse-events` carries onto stream responses. */
  sseEvents?: SseEventUnions;
}

/**
 * Turns one emitted document into the published one: webhooks moved to top level, paths
 * prefixed with the version, authoring-only schemas dropped, enum member docs added, closed schemas
 * written as `unevaluatedProperties: false`, servers' audience and the version's stage declared, event-stream
 * schemas carried in `x-sse-events`, and a do-not-edit note as the first member.
 */
export function postprocess(
  doc: OpenApiDocument,
  {
    version,
    enumDescriptions = {},
    internal = false,
    stage,
    authoringSchemas = [],
    sseEvents = {},
  }: PostprocessOptions,
): OpenApiDocument {
  const moved = dropSchemas(
    prefixVersion(carrySseEvents(moveWebhooks(doc), sseEvents), version),
    authoringSchemas,
  );
  const described = closeSchemas(addEnumDescriptions(moved, enumDescriptions));
  const done = declareServerAudience(stage ? declareStage(described, stage) : described, internal);
  return { "x-generated": GENERATED_NOTE, ...done };
}
