import type { OpenApiDocument } from "./openapi-document.js";

/** A major version's lifecycle stage, as `@stage` declares it in the spec. */
export type Stage = "preview" | "stable" | "deprecated" | "retired";

/** One version's stage with its dates (`YYYY-MM-DD`), as `versionStages` of `@sms-api/spec` lists it. */
export interface VersionStage {
  /** The major version, e.g. `v2`. */
  version: string;
  /** Where the version is in its life. */
  stage: Stage;
  /** The day it was (or will be) deprecated: the `Deprecation` header's date. */
  deprecated?: string;
  /** The day it stops being served: the `Sunset` header's date. */
  sunset?: string;
}

/** The `info` extension that carries the stage. */
export const STAGE_EXTENSION = "x-stage";
/** The `info` extension that carries the deprecation date of a deprecated version. */
export const DEPRECATION_EXTENSION = "x-deprecation";
/** The `info` extension that carries the sunset date of a deprecated or retired version. */
export const SUNSET_EXTENSION = "x-sunset";

/**
 * Writes the version's stage into `info` (`x-stage`, and `x-deprecation`/`x-sunset` when dated), so that
 * the server, docs and client read the lifecycle from the document they already load.
 */
export function declareStage(doc: OpenApiDocument, stage: VersionStage): OpenApiDocument {
  if (stage.version !== doc.info.version) {
    throw new Error(`The stage of ${stage.version} was given for the ${doc.info.version} document.`);
  }
  const info: OpenApiDocument["info"] = { ...doc.info, [STAGE_EXTENSION]: stage.stage };
  if (stage.deprecated !== undefined) info[DEPRECATION_EXTENSION] = stage.deprecated;
  if (stage.sunset !== undefined) info[SUNSET_EXTENSION] = stage.sunset;
  return { ...doc, info };
}

/** Removes authoring-only schemas (the `Versions` enum the versioning decorators need) from `components`. */
export function dropSchemas(doc: OpenApiDocument, names: readonly string[]): OpenApiDocument {
  const components = doc.components as { schemas?: Record<string, unknown> } | undefined;
  if (!components?.schemas || !names.some((name) => name in (components.schemas ?? {}))) return doc;
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).filter(([name]) => !names.includes(name)),
  );
  return { ...doc, components: { ...components, schemas } };
}
