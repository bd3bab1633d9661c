import { createRequire } from "node:module";

/**
 * The Node flags (the production heap settings) of one of the server's start scripts: `start` (one process) or
 * `start:scale` (the scaled start, whose children inherit them), so tests and the bench run the server exactly
 * as they do.
 */
export function serverNodeFlags(script: "start" | "start:scale" = "start"): string[] {
  // Two folders under the package in both src/testing and dist/testing.
  const pkg = createRequire(import.meta.url)("../../package.json") as { scripts?: Record<string, string> };
  const command = pkg.scripts?.[script] ?? "";
  const words = command.split(/\s+/);
  if (words[0] !== "node")
    throw new Error(`@sms-api/server's ${script} script does not run node: ${command}`);
  return words.slice(1).filter((word) => word.startsWith("--"));
}
