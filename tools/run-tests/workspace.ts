import { globSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Every workspace package folder under `root`, from the globs of its pnpm-workspace.yaml. */
export function workspaceDirs(root: string): string[] {
  const globs = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")
    .split("\n")
    .map((line) => /^\s*-\s*["']?([^"']+)["']?\s*$/.exec(line)?.[1])
    .filter((glob): glob is string => glob !== undefined);
  return globSync(
    globs.map((g) => `${g}/package.json`),
    { cwd: root },
  ).map((file) => dirname(join(root, file)));
}
