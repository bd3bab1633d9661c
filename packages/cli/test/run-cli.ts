import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The built binary. */
export const CLI = fileURLToPath(new URL("../dist/src/main.js", import.meta.url));

/** What a finished CLI process printed, and its exit code. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built `sms-api` as its own process (piped, so never a terminal) with only the given environment
 * (plus PATH), and waits for it to exit.
 */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A long-running CLI process (`listen`), with its output so far. */
export interface CliProcess {
  stdout: string;
  stderr: string;
  /** Resolves when stderr (or stdout) matches. */
  waitFor(pattern: RegExp, stream?: "stdout" | "stderr"): Promise<RegExpMatchArray>;
  /** SIGTERM, then the exit code; rejects, after a SIGKILL, when the process is still running 10 s later. */
  stop(): Promise<number | null>;
}

/** Starts the built CLI and returns at once; output accumulates on the returned object. */
export function startCli(args: readonly string[], env: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const waiters: (() => void)[] = [];
  const proc: CliProcess = {
    stdout: "",
    stderr: "",
    waitFor(pattern, stream = "stderr") {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = proc[stream].match(pattern);
          if (match) resolve(match);
          return match !== null;
        };
        if (check()) return;
        waiters.push(check);
        void exited.then(() => {
          if (!check()) reject(new Error(`CLI exited before ${pattern}: ${proc.stderr}`));
        });
      });
    },
    async stop() {
      child.kill("SIGTERM");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`The CLI did not exit within 10 s of SIGTERM. Its stderr:\n${proc.stderr}`));
        }, 10_000);
      });
      try {
        return await Promise.race([exited, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
  const onData = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
    proc[stream] += chunk.toString();
    for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i]?.()) waiters.splice(i, 1);
  };
  child.stdout.on("data", onData("stdout"));
  child.stderr.on("data", onData("stderr"));
  return proc;
}
