// The packed-install test's project: the client's and the CLI's tarballs installed with npm in a project outside
// the workspace. Installing runs npm, which stalled beside other suites, so `test:setup` (run alone, before any
// time-limited suite) prepares it with `node test/packed-project.ts`; the test reuses it when its tarballs are
// the bytes a fresh pack makes now, and prepares it itself otherwise (this package's tests run alone).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(packageDir, "../client");
/** Where the prepared project lives (ignored by git). */
export const packedDir = join(packageDir, ".packed-install");

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    // npm runs on the repository's Node 24 (first on PATH), which by default trusts only its own bundled CAs:
    // behind a TLS-inspecting proxy every registry fetch then fails and is retried for minutes. Trust the
    // system's store, as the machine's own Node does.
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --use-system-ca`.trim() },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 300_000,
  });
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Builds and packs the client and the CLI into `dir`; returns the tarballs' file names, sorted. */
function packBoth(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const pkg of [clientDir, packageDir]) {
    run(
      process.execPath,
      [join(packageDir, "../../node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"],
      pkg,
    );
    run("npx", ["-y", "pnpm@10.34.9", "pack", "--pack-destination", dir], pkg);
  }
  return readdirSync(dir)
    .filter((name) => name.endsWith(".tgz"))
    .sort();
}

/** Makes the tarballs and the project from scratch in {@link packedDir}. */
export function preparePackedProject(): string {
  rmSync(packedDir, { recursive: true, force: true });
  const tarballs = packBoth(packedDir);
  // Outside the workspace: only the tarballs and the registry resolve its dependencies.
  writeFileSync(join(packedDir, "package.json"), JSON.stringify({ name: "partner-laptop", private: true }));
  run(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--no-update-notifier",
      "--loglevel=error",
      ...tarballs.map((t) => `./${t}`),
    ],
    packedDir,
  );
  return packedDir;
}

/** The prepared project when it holds what a fresh pack makes now, else a newly prepared one. */
export function packedProject(): string {
  if (existsSync(join(packedDir, "node_modules", ".bin", "sms-api"))) {
    const fresh = mkdtempSync(join(tmpdir(), "sms-cli-pack-check-"));
    try {
      const names = packBoth(fresh);
      if (
        names.every(
          (name) =>
            existsSync(join(packedDir, name)) && sha256(join(packedDir, name)) === sha256(join(fresh, name)),
        )
      )
        return packedDir;
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }
  return preparePackedProject();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  preparePackedProject();
  console.log(`prepared ${packedDir}`);
}
