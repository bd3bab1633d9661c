import type { DocumentText } from "@sms-api/openapi/build-documents";
import type { Json } from "./json.ts";

/** A major version's lifecycle stage, as `@stage` declares it and `info.x-stage` carries it. */
export type Stage = "preview" | "stable" | "deprecated" | "retired";

/** Each emitted version's stage, read from its document's `info.x-stage`. Throws when one has none. */
export function emittedStages(documents: Record<string, DocumentText>): Record<string, Stage> {
  return Object.fromEntries(
    Object.entries(documents).map(([version, { json }]) => {
      const stage = ((JSON.parse(json) as Json).info as Json | undefined)?.["x-stage"];
      if (typeof stage !== "string") throw new Error(`The ${version} document declares no info.x-stage.`);
      return [version, stage as Stage];
    }),
  );
}

/**
 * Where the spec's stages and the frozen baselines disagree. Freezing is what makes a version `stable`
 * (CONTRIBUTING.md, "Freezing a version"), so a frozen version still declared `preview`, and a version
 * declared `stable` or `deprecated` with nothing frozen to check it against, are both refused.
 */
export function stageProblems(stages: Record<string, Stage>, frozen: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [version, stage] of Object.entries(stages)) {
    if (stage === "preview" && frozen.includes(version)) {
      problems.push(
        `${version} is frozen under packages/openapi/published/ but spec/versions.tsp still declares it @stage("preview"): ` +
          `a frozen version is promised to partners, so declare it @stage("stable") (or delete the frozen copy if it was frozen by mistake).`,
      );
    }
    if ((stage === "stable" || stage === "deprecated") && !frozen.includes(version)) {
      problems.push(
        `${version} is declared @stage("${stage}") but has no frozen baseline, so nothing proves it only grows: ` +
          `run \`npx -y pnpm@10.34.9 --filter @sms-api/openapi freeze --version ${version}\` and commit packages/openapi/published/${version}/.`,
      );
    }
  }
  return problems;
}

/** The frozen versions the gate compares: every one except `retired` versions, which are no longer served. */
export function checkedVersions(frozen: readonly string[], stages: Record<string, Stage>): string[] {
  return frozen.filter((version) => stages[version] !== "retired");
}

/** The line printed for a version the gate does not compare, saying why. */
export function skipLine(version: string, stage: Stage | undefined): string {
  return stage === "retired"
    ? `${version} is retired: no longer served, so no longer checked`
    : `${version} is in preview: it may still change, and the gate checks it once it is frozen`;
}
