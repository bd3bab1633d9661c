import { type Comparison, compareDocuments } from "./compare-documents.ts";
import type { Json } from "./json.ts";

/** A document's paths without their major-version segment (`/v1/sms/send` → `/sms/send`). */
function withoutVersion(doc: Json, version: string): Json {
  const prefix = `/${version}`;
  const paths = Object.fromEntries(
    Object.entries((doc.paths ?? {}) as Json).map(([path, item]) => [
      path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path === prefix ? "/" : path,
      item,
    ]),
  );
  return { ...doc, paths };
}

/**
 * Compares two major versions as the gate compares a version with its baseline, with both documents'
 * paths read without their version segment, so that `GET /v1/account` meets `GET /v2/account`: every
 * change a partner makes when moving from `from` to `to`. Expected between major versions, so the gate
 * prints it as information, never as a failure.
 */
export function compareVersions(
  from: Json,
  fromVersion: string,
  to: Json,
  toVersion: string,
): Promise<Comparison> {
  return compareDocuments(withoutVersion(from, fromVersion), withoutVersion(to, toVersion));
}

/** The information block for one pair of versions: a count line, then one line per breaking change. */
export function formatVersionDiff(fromVersion: string, toVersion: string, comparison: Comparison): string {
  const { breaking } = comparison;
  const head = `${fromVersion} → ${toVersion} (information, not a failure: a new major version may break): ${breaking.length} breaking changes, paths read without the version`;
  return [head, ...breaking.map((change) => `  - ${change.where}: ${change.message} [${change.rule}]`)].join(
    "\n",
  );
}
