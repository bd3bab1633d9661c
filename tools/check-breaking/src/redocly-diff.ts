import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Json } from "./json.ts";
import { correctVerdicts } from "./wording.ts";

/** One place Redocly's JSON report points at. */
interface ReportLocation {
  pointer?: string;
}

/** One rule's rating of a change, as in Redocly's JSON report. */
interface ReportVerdict {
  ruleId: string;
  impact: "major" | "minor" | "patch";
  message: string;
  location?: ReportLocation;
}

/** One change of Redocly's JSON report (`redocly diff --format=json`, report version 1). */
interface ReportChange {
  path: string;
  impact: "major" | "minor" | "patch";
  verdicts: ReportVerdict[];
}

/** The part of Redocly's JSON diff report the gate reads. */
interface DiffReport {
  changes: ReportChange[];
}

/** One change Redocly rated, flattened: the rule, its impact, its message and where it is. */
export interface RatedChange {
  /** The diff rule, e.g. `property-removed`. */
  rule: string;
  /** `major` is breaking; `minor` and `patch` are additive. */
  impact: "major" | "minor" | "patch";
  /** Redocly's description of the change. */
  message: string;
  /** JSON pointer of the first place a client meets the change (an operation, webhook or top-level field). */
  pointer: string;
  /** JSON pointer of the changed definition itself, e.g. a component schema's property. */
  definedAt: string;
}

const execFileAsync = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
/** The gate's diff rules: diff-recommended with new output enum values rated additive. */
const config = fileURLToPath(new URL("../redocly.yaml", import.meta.url));

/** What `redocly diff` found between two documents. */
export interface DiffResult {
  /** Every rule's rating of every change (a change can have several, or none when it is plainly additive). */
  verdicts: RatedChange[];
  /** How many changes were rated minor or patch: additive. */
  additive: number;
}

/**
 * Runs `redocly diff` on two OpenAPI documents (paths, and their parsed content for the corrections of
 * {@link correctVerdicts}) with the gate's rules. Throws when Redocly itself fails (unreadable document).
 */
export async function redoclyDiff(
  base: string,
  revision: string,
  baseDocument: Json,
  revisionDocument: Json,
): Promise<DiffResult> {
  const args = [redoclyCli, "diff", base, revision, "--config", config, "--format=json", "--fail-on=none"];
  // A fixed environment: no telemetry or update notice, and nothing inherited from the caller.
  const env = {
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
  };
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`redocly diff ${base} ${revision} failed: ${stderr || String(error)}`);
  }
  const report = JSON.parse(stdout) as DiffReport;
  const rated = report.changes.map((change) => ({
    change,
    verdicts: correctVerdicts(
      change.verdicts.map((verdict) => ({
        rule: verdict.ruleId,
        impact: verdict.impact,
        message: verdict.message,
        pointer: change.path,
        definedAt: verdict.location?.pointer ?? change.path,
      })),
      baseDocument,
      revisionDocument,
    ),
  }));
  // A change is additive when no (corrected) verdict rates it major; one with no verdict is plainly additive.
  const additive = rated.filter(({ verdicts }) => verdicts.every((v) => v.impact !== "major")).length;
  return { verdicts: rated.flatMap(({ verdicts }) => verdicts), additive };
}
