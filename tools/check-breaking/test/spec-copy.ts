import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repo's spec folder, the one `pnpm generate` and `pnpm check:breaking` compile. */
export const specDir = fileURLToPath(new URL("../../../spec", import.meta.url));
/** The frozen v1 document the gate compares against. */
export const baselinePath = fileURLToPath(
  new URL("../../../packages/openapi/published/v1/openapi.yaml", import.meta.url),
);

/** One string edit of a `.tsp` file: the first match of `from` becomes `to`. */
export interface Edit {
  /** File name inside the spec folder. */
  file: string;
  /** Text (or pattern) that must be present. */
  from: string | RegExp;
  /** Its replacement. */
  to: string;
}

/** Folders and files of spec/ that a copy leaves out: its dependencies are symlinked instead. */
const SKIPPED = new Set(["node_modules", "test", "test-results.json"]);

/**
 * Copies spec/ into a new temporary folder whose `node_modules` links to the spec's own, so the copy
 * compiles with the same TypeSpec libraries. Remove it with {@link removeSpecCopy}.
 */
export function copySpec(): string {
  const dir = mkdtempSync(join(tmpdir(), "sms-api-gate-spec-"));
  cpSync(specDir, dir, { recursive: true, filter: (source) => !SKIPPED.has(basename(source)) });
  symlinkSync(join(specDir, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Applies each edit to the copy; throws naming the edit when its text is not there, so no case passes vacuously. */
export function applyEdits(dir: string, edits: readonly Edit[]): void {
  for (const { file, from, to } of edits) {
    const path = join(dir, file);
    const text = readFileSync(path, "utf8");
    const found = typeof from === "string" ? text.includes(from) : from.test(text);
    if (!found) throw new Error(`edit did not apply: ${file} has no ${String(from)}`);
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`edit changed nothing in ${file}: ${String(from)}`);
    writeFileSync(path, edited);
  }
}

/** Deletes a copy made by {@link copySpec} (the symlink only, never the spec's node_modules). */
export function removeSpecCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
