import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Behaviour, RecordedBind, RecordedReceipt, RecordedSubmit } from "./records.ts";
import { selfSignedCertificate } from "./tls-certificate.ts";

/** A simulator running as its own process, and its control API. */
export interface SmscProcess {
  /** `smpp://127.0.0.1:<port>`, or `ssmpp://…` with TLS. */
  smppUrl: string;
  /** With TLS: the PEM file of its self-signed certificate, the CA a client must trust. */
  caFile?: string;
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

/** How to start the simulator process. */
export interface SpawnSmscOptions {
  /** Listen with TLS on a certificate generated now (deleted on stop). */
  tls?: boolean;
}

/** Starts the simulator CLI on free ports with these arguments; resolves once it listens. */
export async function spawnSmsc(
  args: readonly string[] = [],
  options: SpawnSmscOptions = {},
): Promise<SmscProcess> {
  const certDir = options.tls ? await mkdtemp(join(tmpdir(), "smsc-tls-")) : undefined;
  const tlsArgs: string[] = [];
  let caFile: string | undefined;
  if (certDir) {
    const files = await selfSignedCertificate(certDir);
    caFile = files.certFile;
    tlsArgs.push("--tls-cert", files.certFile, "--tls-key", files.keyFile);
  }
  const removeCerts = () => (certDir ? rm(certDir, { recursive: true, force: true }) : Promise.resolve());
  const child = spawn(process.execPath, [CLI, "--port", "0", "--control-port", "0", ...tlsArgs, ...args], {
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
  }).catch(async (err: unknown) => {
    await removeCerts();
    throw err;
  });
  const { smpp_url: smppUrl, control_url: controlUrl } = JSON.parse(line) as {
    smpp_url: string;
    control_url: string;
  };
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${controlUrl}${path}`)).json()) as T;
  return {
    smppUrl,
    ...(caFile ? { caFile } : {}),
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
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }
      await removeCerts();
    },
  };
}
