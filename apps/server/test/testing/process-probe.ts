import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** True while the process exists and is not a zombie (an ended child its new parent has not reaped yet). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The state follows the command name, which is in parentheses and may itself hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** Polls `probe` every 50 ms until it returns a value other than undefined; rejects after `timeoutMs`. */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`the condition did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The test harness's build, as other packages import it (`@sms-api/server/testing`): a plain Node process
 * cannot load the TypeScript sources.
 */
export const TESTING_BUILD = new URL("../../dist/testing/index.js", import.meta.url).href;

/** A Node process running an ES module given as text, with its output collected. */
export interface ModuleProcess {
  /** The process. */
  child: ChildProcess;
  /** Its stdout and stderr so far, interleaved. */
  output(): string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Runs `script` as an ES module in a Node process of its own, in this folder (relative imports resolve here). */
export function runModule(script: string): ModuleProcess {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
    cwd: fileURLToPath(new URL(".", import.meta.url)),
  });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { child, output: () => out, exited };
}
