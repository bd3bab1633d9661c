import { spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { registerCleanup } from "./child.ts";

/** Options of {@link timeTurbo}. */
export interface TurboRunOptions {
  /** The repository root (where turbo.json is). */
  root: string;
  /** Arguments after `turbo run`. */
  args: string[];
  /** File receiving turbo's output. */
  logFile: string;
  /** Kills turbo (the deadline). */
  signal: AbortSignal;
}

/** One timed turbo run. */
export interface TurboRun {
  /** Wall time, ms. */
  ms: number;
  /** Tasks turbo restored from its cache, from its summary line (`Cached: N cached, M total`). */
  cached: number | null;
  /** Tasks run or restored. */
  total: number | null;
  /** Tasks that were not cache hits (`package#task`). */
  executed: string[];
}

/**
 * Reads turbo's output (`--output-logs=hash-only`): the summary line `Cached:    6 cached, 8 total`, and the
 * tasks announced as `@scope/pkg:task: cache miss, executing <hash>`.
 */
export function parseTurboSummary(output: string): Omit<TurboRun, "ms"> {
  const match = /Cached:\s+(\d+) cached, (\d+) total/.exec(output);
  const executed = [...output.matchAll(/^(\S+):([\w-]+): cache (?:miss|bypass)/gm)].map(
    (m) => `${m[1]}#${m[2]}`,
  );
  return match
    ? { cached: Number(match[1]), total: Number(match[2]), executed }
    : { cached: null, total: null, executed };
}

/** Runs `turbo run <args>` in the repository root and resolves with its wall time; rejects on failure. */
export function timeTurbo(options: TurboRunOptions): Promise<TurboRun> {
  const turbo = join(options.root, "node_modules", ".bin", "turbo");
  const log = openSync(options.logFile, "w");
  const started = performance.now();
  // In its own process group, so that the deadline ends turbo and every task it started.
  const child = spawn(turbo, ["run", ...options.args, "--ui=stream", "--output-logs=hash-only"], {
    cwd: options.root,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
  });
  closeSync(log);
  const killGroup = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  const unregister = registerCleanup(killGroup);
  return new Promise((resolve, reject) => {
    options.signal.addEventListener("abort", killGroup, { once: true });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      unregister();
      options.signal.removeEventListener("abort", killGroup);
      const ms = performance.now() - started;
      const output = readFileSync(options.logFile, "utf8");
      if (code === 0) resolve({ ms, ...parseTurboSummary(output) });
      else {
        const tail = output.split("\n").slice(-15).join("\n");
        reject(new Error(`turbo run ${options.args.join(" ")} failed (${signal ?? code}):\n${tail}`));
      }
    });
  });
}

/** The build pipeline's two runs. */
export interface PipelineResult {
  /** `turbo run generate build --force`: every task of every package runs, nothing read from the cache. */
  cold: TurboRun;
  /** The same again with nothing changed: every task should be a cache hit (`cached` says). */
  noop: TurboRun;
}

/** Times a forced (cold) `generate` + `build` of the whole monorepo, then the same with nothing changed. */
export async function measurePipeline(
  root: string,
  dir: string,
  signal: AbortSignal,
  onCold: (run: TurboRun) => void,
): Promise<PipelineResult> {
  const cold = await timeTurbo({
    root,
    args: ["generate", "build", "--force"],
    logFile: join(dir, "cold-build.log"),
    signal,
  });
  onCold(cold);
  const noop = await timeTurbo({
    root,
    args: ["generate", "build"],
    logFile: join(dir, "noop-build.log"),
    signal,
  });
  return { cold, noop };
}

function bytesUnder(path: string): number {
  return statSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, entry) => sum + bytesUnder(join(path, entry)), 0)
    : statSync(path).size;
}

/** Sizes of the built docs site (`apps/docs/dist`): all of it, and the reference page (Scalar and the document inlined). */
export function docsSiteSizes(root: string): { siteBytes: number; referenceBytes: number } {
  const dist = join(root, "apps", "docs", "dist");
  return { siteBytes: bytesUnder(dist), referenceBytes: bytesUnder(join(dist, "reference", "index.html")) };
}
