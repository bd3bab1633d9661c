import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Major versions with a generated document, oldest first. */
export const API_VERSIONS = ["v1", "v2"] as const;

/** A major version with a generated document. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/** A major version's lifecycle stage, declared with `@stage` in spec/versions.tsp. */
export type Stage = "preview" | "stable" | "deprecated" | "retired";

/** One version's stage, as its document's `info` carries it (`x-stage`, `x-deprecation`, `x-sunset`). */
export interface VersionStage {
  /** The major version, e.g. `v2`. */
  version: ApiVersion;
  /** Where the version is in its life: `preview` may still change, `stable` only grows, `deprecated` has a sunset. */
  stage: Stage;
  /** The day it was (or will be) deprecated, `YYYY-MM-DD`: the `Deprecation` header's date. Deprecated versions only. */
  deprecated?: string;
  /** The day it stops being served, `YYYY-MM-DD`: the `Sunset` header's date. Deprecated and retired versions only. */
  sunset?: string;
}

/** Absolute path of a version's generated OpenAPI document. */
export function openApiPath(version: ApiVersion = "v1", format: "json" | "yaml" = "json"): string {
  return fileURLToPath(new URL(`../generated/${version}/openapi.${format}`, import.meta.url));
}

/** A version's generated OpenAPI document, parsed. Each call returns a fresh copy that callers may mutate. */
export function loadOpenApi(version: ApiVersion = "v1"): Record<string, unknown> {
  return JSON.parse(readFileSync(openApiPath(version, "json"), "utf8")) as Record<string, unknown>;
}

/** The stage of one version, read from its generated document. */
export function versionStage(version: ApiVersion): VersionStage {
  return stageOf(version, loadOpenApi(version));
}

/** The stage a version's already loaded document declares (no second read of the file). */
export function stageOf(version: ApiVersion, document: Record<string, unknown>): VersionStage {
  const info = document.info as Record<string, unknown>;
  const stage = info["x-stage"] as Stage | undefined;
  if (stage === undefined) throw new Error(`The ${version} document declares no info.x-stage.`);
  const result: VersionStage = { version, stage };
  if (typeof info["x-deprecation"] === "string") result.deprecated = info["x-deprecation"];
  if (typeof info["x-sunset"] === "string") result.sunset = info["x-sunset"];
  return result;
}

/** Every version with its stage, oldest first: `[{ version: "v1", stage: "stable" }, { version: "v2", stage: "preview" }]`. */
export function versionStages(): VersionStage[] {
  return API_VERSIONS.map(versionStage);
}
