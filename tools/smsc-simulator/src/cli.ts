#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { portOf, startControlServer } from "./control-server.ts";
import { SmscSimulator } from "./smsc-simulator.ts";

// One command: `pnpm --filter @sms-api/smsc-simulator start` (options after `--`). Prints one JSON line
// with its addresses once listening, then serves until SIGINT/SIGTERM.
const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: "2775" },
    "control-port": { type: "string", default: "2776" },
    "system-id": { type: "string" },
    password: { type: "string" },
    "receipt-delay-ms": { type: "string", default: "300" },
    "hold-ms": { type: "string", default: "60000" },
    "receipt-style": { type: "string", default: "both" },
    "refuse-binds": { type: "boolean", default: false },
    "tls-cert": { type: "string" },
    "tls-key": { type: "string" },
  },
});

function whole(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) {
    process.stderr.write(`--${name} must be a whole number, got "${raw}"\n`);
    process.exit(2);
  }
  return Number(raw);
}

const style = values["receipt-style"];
if (style !== "text" && style !== "tlv" && style !== "both") {
  process.stderr.write(`--receipt-style must be text, tlv or both, got "${style}"\n`);
  process.exit(2);
}
const certFile = values["tls-cert"];
const keyFile = values["tls-key"];
if ((certFile === undefined) !== (keyFile === undefined)) {
  process.stderr.write("--tls-cert and --tls-key go together: give both (TLS) or neither (plain TCP)\n");
  process.exit(2);
}
function pem(option: string, file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    process.stderr.write(`--${option}: cannot read ${file} (${(err as NodeJS.ErrnoException).code})\n`);
    process.exit(2);
  }
}
const tls =
  certFile !== undefined && keyFile !== undefined
    ? { cert: pem("tls-cert", certFile), key: pem("tls-key", keyFile) }
    : undefined;
const host = values.host as string;
const smsc = new SmscSimulator({
  host,
  port: whole("port", values.port),
  ...(values["system-id"] !== undefined ? { systemId: values["system-id"] } : {}),
  ...(values.password !== undefined ? { password: values.password } : {}),
  ...(tls ? { tls } : {}),
  behaviour: {
    receiptDelayMs: whole("receipt-delay-ms", values["receipt-delay-ms"]),
    holdMs: whole("hold-ms", values["hold-ms"]),
    receiptStyle: style,
    refuseBinds: values["refuse-binds"] as boolean,
  },
});
const smppPort = await smsc.listen();
const control = await startControlServer(smsc, host, whole("control-port", values["control-port"]));
process.stdout.write(
  `${JSON.stringify({ event: "listening", smpp_url: `${tls ? "ssmpp" : "smpp"}://${host}:${smppPort}`, control_url: `http://${host}:${portOf(control)}` })}\n`,
);
const stop = async () => {
  control.close();
  await smsc.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
