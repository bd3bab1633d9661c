// The packed-install test's project: the client's tarball, made by the root's one command (`pack:client`), and
// a fresh npm project outside the workspace with it installed. Installing downloads, so `test:setup` (run
// alone, before any time-limited suite) prepares it with `node test/packed-project.ts`; the test reuses it when
// it holds the tarball a fresh pack makes now, and prepares it itself otherwise (a run of this package alone).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(packageDir, "../..");
/** Where the tarball and the consumer project live (ignored by git). */
export const packedDir = join(packageDir, ".packed-install");
/** Dependencies of the test's programs, pinned. */
export const programDeps = ["express@5.3.0", "@types/express@5.0.6", "@types/node@24.19.2"];

/** The prepared tarball and the npm project it is installed in. */
export interface PackedProject {
  /** The packed `@sms-api/client`. */
  tarball: string;
  /** A project outside the workspace with the tarball and `programDeps` installed. */
  project: string;
}

function run(command: string, args: string[], cwd: string, timeoutMs = 600_000): string {
  try {
    return execFileSync(command, args, {
      cwd,
      // npm runs on the repository's Node 24 (first on PATH), which by default trusts only its own bundled CAs:
      // behind a TLS-inspecting proxy, with nothing in npm's cache, every registry fetch then fails. Trust the
      // system's store, as the machine's own Node does.
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --use-system-ca`.trim() },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`\`${command} ${args.join(" ")}\` failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Runs `pack:client` at the root, as a partner does, and moves its tarball into `dir`. */
export function packClient(dir: string): string {
  const version = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version as string;
  const name = `sms-api-client-${version}.tgz`;
  run("npx", ["-y", "pnpm@10.34.9", "pack:client"], repoRoot);
  mkdirSync(dir, { recursive: true });
  const tarball = join(dir, name);
  renameSync(join(repoRoot, name), tarball);
  return tarball;
}

/** Makes the tarball and the consumer project from scratch. */
export function preparePackedProject(): PackedProject {
  rmSync(packedDir, { recursive: true, force: true });
  const tarball = packClient(packedDir);
  const project = join(packedDir, "consumer");
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  try {
    run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball, ...programDeps], project);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe packed-install test needs npm to reach its registry (or its cache) once: check the network or npm's proxy settings, then run the tests again.`,
    );
  }
  writeFileSync(join(packedDir, "ready.json"), JSON.stringify({ tarball: sha256(tarball) }));
  return { tarball, project };
}

/** The prepared project when it holds what the client packs to now; otherwise a newly prepared one. */
export function packedProject(): PackedProject {
  const ready = join(packedDir, "ready.json");
  if (existsSync(ready)) {
    const fresh = packClient(join(packedDir, "check"));
    const installed = JSON.parse(readFileSync(ready, "utf8")).tarball as string;
    const tarball = join(packedDir, fresh.slice(fresh.lastIndexOf("/") + 1));
    if (installed === sha256(fresh) && existsSync(tarball)) {
      rmSync(join(packedDir, "check"), { recursive: true, force: true });
      return { tarball, project: join(packedDir, "consumer") };
    }
  }
  return preparePackedProject();
}

if (import.meta.main) {
  const { tarball, project } = preparePackedProject();
  console.log(`packed-install test: ${tarball} installed in ${project}`);
}
