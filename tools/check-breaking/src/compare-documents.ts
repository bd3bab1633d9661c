import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adviceFor } from "./advice.ts";
import { gateRules } from "./gate-rules.ts";
import type { Json } from "./json.ts";
import { describeLocation } from "./locate.ts";
import { normalizeDocument } from "./normalize.ts";
import { type RatedChange, redoclyDiff } from "./redocly-diff.ts";

/** One breaking change: where a client meets it, what changed, and what to do instead. */
export interface BreakingChange {
  /** The rule that rated it breaking, e.g. `property-removed` (`version-removed` for a lost version). */
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

/** What {@link compareDocuments} found. */
export interface Comparison {
  /** Every breaking change; empty when the revision only grew. */
  breaking: BreakingChange[];
  /** How many changes were rated additive (new fields, operations, output enum values, docs). */
  additive: number;
}

/**
 * Compares a revision of an OpenAPI 3.1 document with its frozen baseline (both parsed): Redocly's diff
 * rules on equivalent, normalized copies ({@link normalizeDocument}), corrected where they are wrong for
 * this API, plus the gate's own rules. A change to a shared definition is reported once per rule.
 */
export async function compareDocuments(baseline: Json, revision: Json): Promise<Comparison> {
  const [base, next] = [normalizeDocument(baseline), normalizeDocument(revision)];
  const dir = mkdtempSync(join(tmpdir(), "sms-api-check-breaking-"));
  try {
    const [basePath, revisionPath] = [join(dir, "baseline.json"), join(dir, "revision.json")];
    writeFileSync(basePath, JSON.stringify(base));
    writeFileSync(revisionPath, JSON.stringify(next));
    const { verdicts, additive } = await redoclyDiff(basePath, revisionPath, base, next);
    const major = [...verdicts, ...gateRules(base, next)].filter((change) => change.impact === "major");
    return { breaking: deduplicate(major).map(toBreakingChange), additive };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One entry per rule and definition. The gate's `output-enum-values-removed` yields to Redocly's
 * `enum-values-removed` on the same enum (one that requests carry too).
 */
function deduplicate(changes: RatedChange[]): RatedChange[] {
  const seen = new Set<string>();
  const requestEnums = new Set(
    changes.filter((c) => c.rule === "enum-values-removed").map((c) => c.definedAt),
  );
  return changes.filter((change) => {
    if (change.rule === "output-enum-values-removed" && requestEnums.has(change.definedAt)) return false;
    const key = `${change.rule} ${change.definedAt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toBreakingChange({ rule, message, pointer, definedAt }: RatedChange): BreakingChange {
  return {
    rule,
    where: describeLocation(pointer),
    pointer,
    ...(definedAt !== pointer ? { definedAt } : {}),
    message,
    advice: adviceFor(rule),
  };
}
