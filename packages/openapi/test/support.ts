import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Runs the package's own Redocly CLI and returns its exit status and output. */
export function redocly(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const bin = fileURLToPath(new URL("../node_modules/.bin/redocly", import.meta.url));
  const cwd = fileURLToPath(new URL("..", import.meta.url));
  const out = spawnSync(bin, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
}
