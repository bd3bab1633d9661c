import type { CheckBreakingResult } from "./check-breaking.ts";

/** The line printed when a version only grew. */
export function passLine(version: string): string {
  return `no breaking changes against the frozen ${version} baseline`;
}

/**
 * The readable report of a check: one line when nothing breaks; otherwise a numbered entry per breaking
 * change (where, the JSON pointers, what changed, what to do instead) and the way out.
 */
export function formatReport(result: CheckBreakingResult, baselineLabel: string): string {
  const { version, breaking } = result;
  if (breaking.length === 0) return passLine(version);
  const count = breaking.length === 1 ? "1 breaking change" : `${breaking.length} breaking changes`;
  const lines = [`${count} in ${version} against the frozen baseline ${baselineLabel}:`, ""];
  breaking.forEach((change, index) => {
    lines.push(`${index + 1}. ${change.where}: ${change.message} [${change.rule}]`);
    lines.push(`   at ${change.pointer}`);
    if (change.definedAt !== undefined) lines.push(`   defined at ${change.definedAt}`);
    lines.push(`   instead: ${change.advice}`);
    lines.push("");
  });
  lines.push(
    `${version} is published: it may only grow. Make the change additive (CONTRIBUTING.md, "Making an additive change to v1"),`,
    `or, if the break is intended, start the next major version beside it (CONTRIBUTING.md, "Starting the next major version").`,
  );
  return lines.join("\n");
}
