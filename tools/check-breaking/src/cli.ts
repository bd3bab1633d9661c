#!/usr/bin/env node
/**
 * `pnpm check:breaking`: compiles spec/ and compares every frozen version (each folder of
 * packages/openapi/published/, today `v1`) with its baseline. Exit 0 with one line per version when
 * nothing breaks; exit 1 with a report on any breaking change; exit 2 when the check cannot run (the spec
 * does not compile, no baseline).
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
import { formatReport } from "./report.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The frozen versions of a published folder, in order (`v1`, `v2`, … `v10`). */
function frozenVersions(publishedDir: string): string[] {
  return readdirSync(publishedDir)
    .filter((name) => /^v[0-9]+$/.test(name))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
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
  const versions =
    values.version !== undefined
      ? [values.version]
      : values.baseline !== undefined
        ? ["v1"]
        : frozenVersions(publishedDir);
  if (versions.length === 0) throw new Error(`No frozen version in ${publishedDir}`);
  const documents = await buildDocuments({ specDir: values.spec });
  const reports: string[] = [];
  let breaking = 0;
  for (const version of versions) {
    const baselinePath = resolve(values.baseline ?? resolve(publishedDir, version, "openapi.yaml"));
    const result = await checkBreaking({ specDir: values.spec, baselinePath, version, documents });
    reports.push(formatReport(result, relative(process.cwd(), baselinePath) || baselinePath));
    breaking += result.breaking.length;
  }
  // One line per version that only grew; a blank line around each multi-line report.
  console.log(
    reports.reduce((out, report, i) => {
      if (i === 0) return report;
      const apart = report.includes("\n") || (reports[i - 1] ?? "").includes("\n");
      return `${out}${apart ? "\n\n" : "\n"}${report}`;
    }, ""),
  );
  process.exitCode = breaking > 0 ? 1 : 0;
} catch (error) {
  console.error(`check:breaking could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
