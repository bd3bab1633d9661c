import { loadOpenApi, stageOf, type VersionStage } from "@sms-api/openapi";
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
  // Each document is read once: its stage comes from the copy the app is given.
  const [v1, v2] = [loadOpenApi("v1"), loadOpenApi("v2")];
  const v2Stage = stageOf("v2", v2);
  return {
    openApiDocument: v1,
    lifecycle: lifecycleOf(stageOf("v1", v1)),
    ...(v2Stage.stage === "retired" ? {} : { v2: { openApiDocument: v2, lifecycle: lifecycleOf(v2Stage) } }),
  };
}
