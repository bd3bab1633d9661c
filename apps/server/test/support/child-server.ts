import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eventually } from "./test-server.js";

/** The built server (`dist/main.js`) running in its own process, as `pnpm start` runs it. */
export interface ChildServer {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM (or the given signal) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** Path of the built entry point. */
export const MAIN_JS = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

/** Starts `node dist/main.js` with the given environment and waits for its banner. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await eventually(async () => /listening on (http:\/\/\S+)/.exec(out)?.[1], 15_000).catch(
    (err) => {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${err.message}\n${out}`);
    },
  );
  return {
    url,
    child,
    output: () => out,
    exited,
    stop(signal = "SIGTERM") {
      child.kill(signal);
      return exited;
    },
  };
}
