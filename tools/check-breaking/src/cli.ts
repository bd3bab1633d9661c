#!/usr/bin/env node
/**
 * `pnpm check:breaking`: compiles spec/ and compares every frozen version (each folder of
 * packages/openapi/published/, today `v1`) with its baseline. Exit 0 with one line per version when
 * nothing breaks; exit 1 with a report on any breaking change; exit 2 when the check cannot run (the spec
 * does not compile, no baseline).
 *
 * Options: --spec <dir> (default spec/), --version <vN> (one version only), --baseline <file> (default
 * packages/openapi/published/<version>/openapi.yaml; with it, --version defaults to v1).
 */
import { readdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkBreaking } from "./check-breaking.ts";
import { formatReport } from "./report.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const publishedDir = resolve(root, "packages/openapi/published");

/** The frozen versions, in order (`v1`, `v2`, … `v10`). */
function frozenVersions(): string[] {
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
    },
  });
  const versions =
    values.version !== undefined
      ? [values.version]
      : values.baseline !== undefined
        ? ["v1"]
        : frozenVersions();
  if (versions.length === 0) throw new Error(`No frozen version in ${publishedDir}`);
  const reports: string[] = [];
  let breaking = 0;
  for (const version of versions) {
    const baselinePath = resolve(values.baseline ?? resolve(publishedDir, version, "openapi.yaml"));
    const result = await checkBreaking({ specDir: values.spec, baselinePath, version });
    reports.push(formatReport(result, relative(process.cwd(), baselinePath) || baselinePath));
    breaking += result.breaking.length;
  }
  console.log(reports.join("\n\n"));
  process.exitCode = breaking > 0 ? 1 : 0;
} catch (error) {
  console.error(`check:breaking could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
