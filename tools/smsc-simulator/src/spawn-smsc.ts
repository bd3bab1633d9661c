import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { Behaviour, RecordedBind, RecordedReceipt, RecordedSubmit } from "./records.ts";

/** A simulator running as its own process, and its control API. */
export interface SmscProcess {
  /** `smpp://127.0.0.1:<port>`. */
  smppUrl: string;
  /** Base URL of the control API. */
  controlUrl: string;
  /** The child process. */
  child: ChildProcess;
  /** Every submit_sm it received. */
  submits(): Promise<RecordedSubmit[]>;
  /** Every bind attempt. */
  binds(): Promise<RecordedBind[]>;
  /** Every receipt it sent. */
  receipts(): Promise<RecordedReceipt[]>;
  /** Changes its behaviour. */
  configure(changes: Partial<Behaviour>): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL). */
  stop(): Promise<void>;
}

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

/** Starts the simulator CLI on free ports with these arguments; resolves once it listens. */
export async function spawnSmsc(args: readonly string[] = []): Promise<SmscProcess> {
  const child = spawn(process.execPath, [CLI, "--port", "0", "--control-port", "0", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString("utf8");
      const nl = out.indexOf("\n");
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.once("exit", (code) => reject(new Error(`smsc-simulator exited (${code}) before listening`)));
  });
  const { smpp_url: smppUrl, control_url: controlUrl } = JSON.parse(line) as {
    smpp_url: string;
    control_url: string;
  };
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${controlUrl}${path}`)).json()) as T;
  return {
    smppUrl,
    controlUrl,
    child,
    submits: () => get("/submits"),
    binds: () => get("/binds"),
    receipts: () => get("/receipts"),
    async configure(changes) {
      const res = await fetch(`${controlUrl}/behaviour`, { method: "POST", body: JSON.stringify(changes) });
      if (!res.ok) throw new Error(`configure: ${res.status} ${await res.text()}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
