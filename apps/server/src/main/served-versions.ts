import { loadOpenApi, type VersionStage, versionStage } from "@sms-api/openapi";
import type { AppDeps, VersionLifecycle } from "../entry-points/http/app.js";

/** Where the docs site explains the move from a version to the next (the `Link` of a deprecated version). */
export function migrationGuidePath(version: string): string {
  const next = `v${Number(version.slice(1)) + 1}`;
  return `/docs/migrate-${version}-to-${next}/`;
}

/** A version's stage, from its generated document (declared with `@stage` in the spec), as the app takes it. */
export function lifecycleOf(stage: VersionStage): VersionLifecycle {
  return {
    stage: stage.stage,
    ...(stage.sunset === undefined ? {} : { sunset: stage.sunset }),
    ...(stage.deprecated === undefined ? {} : { deprecatedAt: stage.deprecated }),
    ...(stage.stage === "deprecated" ? { migrationGuide: migrationGuidePath(stage.version) } : {}),
  };
}

/**
 * The versions the API serves, each with its document and stage: v1 always, v2 unless its spec says it is
 * retired (a retired version's paths are then simply not served).
 */
export function servedVersions(): Pick<AppDeps, "openApiDocument" | "lifecycle" | "v2"> {
  const v2 = versionStage("v2");
  return {
    openApiDocument: loadOpenApi("v1"),
    lifecycle: lifecycleOf(versionStage("v1")),
    ...(v2.stage === "retired"
      ? {}
      : { v2: { openApiDocument: loadOpenApi("v2"), lifecycle: lifecycleOf(v2) } }),
  };
}
