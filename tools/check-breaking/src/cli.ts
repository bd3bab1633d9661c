#!/usr/bin/env node
/**
 * `pnpm check:breaking`: compiles spec/ and compares every frozen version (each folder of
 * packages/openapi/published/, today `v1`; retired ones excepted) with its baseline, says which emitted
 * versions it leaves alone (`preview`), refuses stages that disagree with what is frozen, and prints what
 * breaks from each major version to the next as information. Exit 0 when nothing breaks; exit 1 with a
 * report on any breaking change or stage mismatch; exit 2 when the check cannot run (the spec does not
 * compile, no baseline).
 *
 * Options: --spec <dir> (default spec/), --version <vN> (one version only), --baseline <file> (default
 * packages/openapi/published/<version>/openapi.yaml; with it, --version defaults to v1), --published <dir>
 * (the folder of frozen versions, default packages/openapi/published).
 */
import { readdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildDocuments } from "@sms-api/openapi/build-documents";
import { checkBreaking } from "./check-breaking.ts";
import { compareVersions, formatVersionDiff } from "./compare-versions.ts";
import type { Json } from "./json.ts";
import { formatReport } from "./report.ts";
import { checkedVersions, emittedStages, skipLine, stageProblems } from "./version-stages.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Major versions in order (`v1`, `v2`, … `v10`). */
function byVersion(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}

/** The frozen versions of a published folder, in order. */
function frozenVersions(publishedDir: string): string[] {
  return readdirSync(publishedDir)
    .filter((name) => /^v[0-9]+$/.test(name))
    .sort(byVersion);
}

/** The information block of every pair of consecutive emitted versions. */
async function versionDiffs(documents: Record<string, { json: string }>): Promise<string[]> {
  const versions = Object.keys(documents).sort(byVersion);
  const blocks: string[] = [];
  for (const [i, to] of versions.entries()) {
    const from = versions[i - 1];
    if (from === undefined) continue;
    const parse = (version: string) => JSON.parse(documents[version]?.json ?? "{}") as Json;
    blocks.push(formatVersionDiff(from, to, await compareVersions(parse(from), from, parse(to), to)));
  }
  return blocks;
}

try {
  const { values } = parseArgs({
    options: {
      spec: { type: "string", default: resolve(root, "spec") },
      version: { type: "string" },
      baseline: { type: "string" },
      published: { type: "string", default: resolve(root, "packages/openapi/published") },
    },
  });
  const publishedDir = resolve(values.published);
  // Every frozen version, unless one version or one baseline is named.
  const everything = values.version === undefined && values.baseline === undefined;
  const frozen = everything || values.baseline === undefined ? frozenVersions(publishedDir) : [];
  const documents = await buildDocuments({ specDir: values.spec });
  const stages = emittedStages(documents);
  const versions = everything
    ? checkedVersions(frozen, stages)
    : values.version !== undefined && (values.baseline !== undefined || frozen.includes(values.version))
      ? [values.version]
      : values.version !== undefined
        ? []
        : ["v1"];
  if (everything && frozen.length === 0) throw new Error(`No frozen version in ${publishedDir}`);
  const skipped = (everything ? Object.keys(stages) : [values.version ?? "v1"])
    .filter(
      (version) =>
        !versions.includes(version) && (stages[version] === "preview" || stages[version] === "retired"),
    )
    .sort(byVersion);
  if (!everything && versions.length === 0 && skipped.length === 0) {
    throw new Error(`No frozen baseline at ${resolve(publishedDir, values.version ?? "v1", "openapi.yaml")}`);
  }
  const reports: string[] = [];
  let breaking = 0;
  for (const version of versions) {
    const baselinePath = resolve(values.baseline ?? resolve(publishedDir, version, "openapi.yaml"));
    const result = await checkBreaking({ specDir: values.spec, baselinePath, version, documents });
    reports.push(formatReport(result, relative(process.cwd(), baselinePath) || baselinePath));
    breaking += result.breaking.length;
  }
  reports.push(...skipped.map((version) => skipLine(version, stages[version])));
  const problems = everything ? stageProblems(stages, frozen) : [];
  reports.push(...problems.map((problem) => `stage mismatch: ${problem}`));
  if (everything) reports.push(...(await versionDiffs(documents)));
  // One line per version that only grew; a blank line around each multi-line report.
  console.log(
    reports.reduce((out, report, i) => {
      if (i === 0) return report;
      const apart = report.includes("\n") || (reports[i - 1] ?? "").includes("\n");
      return `${out}${apart ? "\n\n" : "\n"}${report}`;
    }, ""),
  );
  process.exitCode = breaking > 0 || problems.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`check:breaking could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
