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

/** Runs the package's own Spectral CLI with the committed OWASP ruleset and returns its findings. */
export function spectral(files: string[]): { status: number | null; findings: SpectralFinding[] } {
  const bin = fileURLToPath(new URL("../node_modules/.bin/spectral", import.meta.url));
  const cwd = fileURLToPath(new URL("..", import.meta.url));
  const out = spawnSync(
    bin,
    [
      "lint",
      "--ruleset",
      ".spectral.yaml",
      "--format",
      "json",
      "--fail-severity",
      "hint",
      "--quiet",
      ...files,
    ],
    { cwd, encoding: "utf8" },
  );
  if (!out.stdout.trim().startsWith("[")) throw new Error(`spectral failed: ${out.stderr}${out.stdout}`);
  return { status: out.status, findings: JSON.parse(out.stdout) as SpectralFinding[] };
}

/** One Spectral finding: the rule, where (a JSON path) and what. */
export interface SpectralFinding {
  code: string;
  path: string[];
  message: string;
}
