import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { RecordedBind, RecordedReceipt, RecordedSubmit } from "./records.ts";

export type { RecordedSubmit };

/** A submit_sm as Net::SMPP decoded it: the npm simulator's record, plus the concatenation IE it parsed. */
export interface NetSmppSubmit extends Omit<RecordedSubmit, "connection"> {
  /** The UDH's 8-bit-reference concatenation element (IEI 0x00), or null. */
  concat: { ref: number; total: number; seq: number } | null;
}

/** The Perl SMSC (Debian's Net::SMPP) as a child process, and what it reported. */
export interface NetSmppSmscProcess {
  /** `smpp://127.0.0.1:<port>`. */
  smppUrl: string;
  /** The child process. */
  child: ChildProcess;
  /** Every submit_sm it decoded, in order. */
  submits(): NetSmppSubmit[];
  /** Every bind attempt and unbind. */
  binds(): RecordedBind[];
  /** Every receipt it sent that the ESME answered. */
  receipts(): RecordedReceipt[];
  /** Everything it wrote on stderr (warnings, a failed start). */
  stderr(): string;
  /** Stops it (SIGTERM, then SIGKILL). */
  stop(): Promise<void>;
}

/** The Perl script, committed beside this package's sources. */
export const NET_SMPP_SMSC = fileURLToPath(new URL("../perl/net-smpp-smsc.pl", import.meta.url));

/** What to do when Net::SMPP is missing: the test set-up installs it. */
export const NET_SMPP_MISSING =
  "Net::SMPP (Debian's libnet-smpp-perl) is missing: run the test set-up " +
  "(`npx -y pnpm@10.34.9 --filter @sms-api/smsc-simulator test:setup`), or as root " +
  "`apt-get install -y libnet-smpp-perl`.";

/**
 * Starts the Net::SMPP SMSC (`perl/net-smpp-smsc.pl`) on a free port with these arguments (`--system-id`,
 * `--password`); resolves once it listens. Its reports arrive as JSON lines on stdout and are kept in order.
 */
export async function spawnNetSmppSmsc(args: readonly string[] = []): Promise<NetSmppSmscProcess> {
  const child = spawn("perl", [NET_SMPP_SMSC, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const events: Record<string, unknown>[] = [];
  let err = "";
  child.stderr?.on("data", (c: Buffer) => {
    err += c.toString("utf8");
  });
  let out = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString("utf8");
      for (let nl = out.indexOf("\n"); nl >= 0; nl = out.indexOf("\n")) {
        const event = JSON.parse(out.slice(0, nl)) as Record<string, unknown>;
        out = out.slice(nl + 1);
        if (event.event === "listening") resolve(event.port as number);
        else events.push(event);
      }
    });
    child.once("error", (e) => reject(new Error(`perl could not start: ${e.message}`)));
    child.once("exit", (code) =>
      reject(
        new Error(
          /Can't locate Net\/SMPP\.pm/.test(err)
            ? NET_SMPP_MISSING
            : `the Net::SMPP SMSC exited (${code}) before listening:\n${err}`,
        ),
      ),
    );
  });
  const of = <T>(kind: string) =>
    events.filter((e) => e.event === kind).map(({ event: _, ...rest }) => rest as T);
  return {
    smppUrl: `smpp://127.0.0.1:${port}`,
    child,
    submits: () => of<NetSmppSubmit>("submit_sm"),
    binds: () =>
      events.flatMap((e): RecordedBind[] => {
        if (e.event === "unbind") return [{ command: "unbind", systemId: "", accepted: true }];
        if (e.event !== "bind") return [];
        const { command, systemId, accepted } = e as unknown as RecordedBind;
        return [{ command, systemId, accepted }];
      }),
    receipts: () => of<RecordedReceipt>("receipt"),
    stderr: () => err,
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
