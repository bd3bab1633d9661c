import { addEnumDescriptions, type EnumDescriptions } from "./add-enum-descriptions.js";
import { moveWebhooks } from "./move-webhooks.js";
import type { OpenApiDocument } from "./openapi-document.js";
import { prefixVersion } from "./prefix-version.js";

export {
  addEnumDescriptions,
  ENUM_DESCRIPTIONS_EXTENSION,
  type EnumDescriptions,
} from "./add-enum-descriptions.js";
export { moveWebhooks, WEBHOOK_EXTENSION } from "./move-webhooks.js";
export type { OpenApiDocument, PathItem } from "./openapi-document.js";
export { prefixVersion } from "./prefix-version.js";

/** The note that heads every generated document. */
export const GENERATED_NOTE = "Generated from spec/ by `pnpm generate`. Do not edit.";

/** Options of {@link postprocess}. */
export interface PostprocessOptions {
  /** The major version the document is for, e.g. `v1`. */
  version: string;
  /** Enum member docs from the spec, copied as `x-enumDescriptions`. */
  enumDescriptions?: EnumDescriptions;
}

/**
 * Turns one emitted document into the published one: webhooks moved to top level, paths
 * prefixed with the version, enum member docs added, and a do-not-edit note as the first member.
 */
export function postprocess(
  doc: OpenApiDocument,
  { version, enumDescriptions = {} }: PostprocessOptions,
): OpenApiDocument {
  const done = addEnumDescriptions(prefixVersion(moveWebhooks(doc), version), enumDescriptions);
  return { "x-generated": GENERATED_NOTE, ...done };
}
