// Experiment (not part of `pnpm bench`): what a long-lived table of calls in flight makes V8 promote, as a
// `Map` and as the server's `InFlightTable`. Each kind runs in a Node process of its own, with the server's
// heap flags and `--trace-gc-nvp`: for SECS s it keeps IN_FLIGHT calls open, each holding a request-sized
// object graph, and answers the oldest as it opens the next (as an API process's writer link does), with
// other short-lived garbage between. Prints the bytes promoted to the old generation and the mark-compacts,
// which are a count, not a timing, so two runs compare on any machine.
// Usage: node src/experiments/in-flight-promotion.ts (env SECS, IN_FLIGHT).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { InFlightTable } from "@sms-api/server/testing";
import { serverNodeFlags } from "../reference-server.ts";

/** The table's operations the churn uses: both kinds have them. */
interface Table {
  set(key: number, value: object): void;
  delete(key: number): boolean;
}

/** Runs the churn on `table` for `seconds` (in a child process). */
function churn(table: Table, seconds: number, inFlight: number): void {
  const open: number[] = [];
  let next = 0;
  let garbage: unknown;
  const call = () => {
    next += 1;
    table.set(next, { id: next, body: new Array(64).fill(`request ${next}`), at: { started: Date.now() } });
    open.push(next);
  };
  for (let i = 0; i < inFlight; i++) call();
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    for (let i = 0; i < 100; i++) {
      table.delete(open.shift() as number);
      call();
      garbage = new Array(256).fill(i);
    }
  }
  if (garbage === undefined) throw new Error("unreachable");
}

const kind = process.argv[2];
if (kind === "map" || kind === "table") {
  churn(kind === "map" ? new Map() : new InFlightTable(), Number(process.argv[3]), Number(process.argv[4]));
} else {
  const seconds = Number(process.env.SECS ?? 3);
  const inFlight = Number(process.env.IN_FLIGHT ?? 15);
  const flags = [...serverNodeFlags("start:scale"), "--trace-gc-nvp"];
  console.log(`${seconds} s of churn, ${inFlight} calls in flight, node ${flags.join(" ")}`);
  for (const each of ["map", "table"]) {
    const self = fileURLToPath(import.meta.url);
    const trace = execFileSync(process.execPath, [...flags, self, each, String(seconds), String(inFlight)], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    let promoted = 0;
    let scavenges = 0;
    let markCompacts = 0;
    for (const line of trace.split("\n")) {
      const gc = / gc=(\w+) /.exec(line)?.[1];
      if (gc === "s") scavenges += 1;
      if (gc === "mc") markCompacts += 1;
      promoted += Number(/ promoted=(\d+) /.exec(line)?.[1] ?? 0);
    }
    console.log(
      `${each.padEnd(5)}: ${(promoted / 1e6).toFixed(1)} MB promoted in ${scavenges} scavenges, ${markCompacts} mark-compacts`,
    );
  }
}
