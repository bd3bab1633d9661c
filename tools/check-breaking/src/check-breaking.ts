import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildDocuments } from "@sms-api/openapi/build-documents";
import { adviceFor } from "./advice.ts";
import { describeLocation } from "./locate.ts";
import { redoclyDiff } from "./redocly-diff.ts";

/** Options of {@link checkBreaking}. */
export interface CheckBreakingOptions {
  /** The spec folder to compile (`spec/` or a copy of it that resolves the spec's `node_modules`). */
  specDir: string;
  /** The frozen document to compare against, e.g. `packages/openapi/published/v1/openapi.yaml`. */
  baselinePath: string;
  /** The major version to compare (default `v1`). */
  version?: string;
}

/** One breaking change: where a client meets it, what changed, and what to do instead. */
export interface BreakingChange {
  /** The diff rule that rated it breaking, e.g. `property-removed` (`version-removed` for a lost version). */
  rule: string;
  /** Where a client meets it: `POST /v1/sms/send`, `webhook sms.sent`, `path /v1/account` or `document`. */
  where: string;
  /** JSON pointer of that place in the document. */
  pointer: string;
  /** JSON pointer of the changed definition (often a component schema), when it differs from `pointer`. */
  definedAt?: string;
  /** What changed. */
  message: string;
  /** The additive alternative inside the same version. */
  advice: string;
}

/** The outcome of {@link checkBreaking}. */
export interface CheckBreakingResult {
  /** The version compared. */
  version: string;
  /** Every breaking change; empty when the version only grew. */
  breaking: BreakingChange[];
  /** How many changes were rated additive (new fields, operations, output enum values, docs). */
  additive: number;
}

/**
 * Compiles `specDir` through the `pnpm generate` pipeline, compares the version's document with the frozen
 * baseline using Redocly's diff rules (new output enum values allowed) and resolves to every breaking
 * change. Throws when the spec does not compile or the baseline is missing.
 */
export async function checkBreaking(options: CheckBreakingOptions): Promise<CheckBreakingResult> {
  const version = options.version ?? "v1";
  const baselinePath = resolve(options.baselinePath);
  if (!existsSync(baselinePath)) throw new Error(`No frozen baseline at ${baselinePath}`);
  const documents = await buildDocuments({ specDir: options.specDir });
  const document = documents[version];
  if (document === undefined) {
    const emitted = Object.keys(documents).join(", ") || "none";
    const message = `The spec no longer emits ${version} (it emits: ${emitted}).`;
    const breaking = [{ rule: "version-removed", where: "document", pointer: "#", message }];
    return { version, breaking: breaking.map((b) => ({ ...b, advice: adviceFor(b.rule) })), additive: 0 };
  }
  const dir = mkdtempSync(join(tmpdir(), "sms-api-check-breaking-"));
  try {
    const revision = join(dir, `openapi.${version}.yaml`);
    writeFileSync(revision, document.yaml);
    const { verdicts, additive } = await redoclyDiff(baselinePath, revision);
    const breaking = verdicts
      .filter((change) => change.impact === "major")
      .map(({ rule, message, pointer, definedAt }) => ({
        rule,
        where: describeLocation(pointer),
        pointer,
        ...(definedAt !== pointer ? { definedAt } : {}),
        message,
        advice: adviceFor(rule),
      }));
    return { version, breaking, additive };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
