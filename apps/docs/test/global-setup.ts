import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Runs scripts/ensure-browser.mjs once before the suites; a failure stops the run with its message. */
export default function setup(): void {
  const script = fileURLToPath(new URL("../scripts/ensure-browser.mjs", import.meta.url));
  const run = spawnSync(process.execPath, [script], { stdio: "inherit" });
  if (run.status !== 0)
    throw new Error("docs tests: chromium/curl are missing and could not be installed (see above)");
}
