#!/usr/bin/env node
/**
 * `pnpm check:breaking`: compiles spec/ and fails (exit 1) on any breaking change of v1 against
 * packages/openapi/published/v1/openapi.yaml, printing a report; exit 0 with one line otherwise;
 * exit 2 when the check cannot run (the spec does not compile, no baseline).
 *
 * Options: --spec <dir> (default spec/), --baseline <file> (default packages/openapi/published/<version>/
 * openapi.yaml), --version <vN> (default v1).
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkBreaking } from "./check-breaking.ts";
import { formatReport } from "./report.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

try {
  const { values } = parseArgs({
    options: {
      spec: { type: "string", default: resolve(root, "spec") },
      version: { type: "string", default: "v1" },
      baseline: { type: "string" },
    },
  });
  const baselinePath = resolve(
    values.baseline ?? resolve(root, "packages/openapi/published", values.version, "openapi.yaml"),
  );
  const result = await checkBreaking({ specDir: values.spec, baselinePath, version: values.version });
  const label = relative(process.cwd(), baselinePath) || baselinePath;
  console.log(formatReport(result, label));
  process.exitCode = result.breaking.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`check:breaking could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
