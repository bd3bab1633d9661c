import { fileURLToPath } from "node:url";
import { startMock } from "@sms-api/mock";
import type autocannon from "autocannon";
import { type ChildServer, freePort, registerCleanup, spawnServer } from "./child.ts";
import type { LoadCell } from "./load.ts";
import { type MeasuredProcess, processTree } from "./processes.ts";
import { JSON_HEADERS, sendBody } from "./reference-server.ts";

/**
 * The echo baselines, each a script run in its own process(es): bare `node:http`, Express 5, and the durable
 * echo (HTTP processes handing each body to one writer process that answers after an fsync).
 */
export type EchoKind = "bare" | "express" | "durable";

const ECHO_SCRIPTS: Record<EchoKind, string> = {
  bare: fileURLToPath(new URL("./echo/bare-echo.ts", import.meta.url)),
  express: fileURLToPath(new URL("./echo/express-echo.ts", import.meta.url)),
  durable: fileURLToPath(new URL("./echo/durable-echo.ts", import.meta.url)),
};

/** A running echo baseline with its processes. */
export interface RunningEcho extends ChildServer {
  /** The primary and its cluster children (or the one process). */
  processes: MeasuredProcess[];
}

/**
 * Starts an echo baseline on a free loopback port, in `processes` HTTP processes sharing it through node:cluster
 * as the scaled reference server does (one: no cluster, except the durable echo's primary and writer).
 */
export async function startEcho(kind: EchoKind, processes = 1): Promise<RunningEcho> {
  const port = await freePort();
  const server = await spawnServer({ args: [ECHO_SCRIPTS[kind], String(port), String(processes)], port });
  // The port opens with the first child listening: wait for every child, so each round measures them all.
  // The durable echo always runs a primary and its writer beside its HTTP processes.
  const expected = kind === "durable" ? processes + 2 : processes > 1 ? processes + 1 : 1;
  const deadline = Date.now() + 30_000;
  let tree = processTree(server.pid);
  while (tree.length < expected) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the ${kind} echo started ${tree.length - 1} of ${processes} processes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    tree = processTree(server.pid);
  }
  return { ...server, processes: tree };
}

/** The echo mix: a JSON POST of the same size and shape as a send. */
export function echoRequests(): autocannon.Request[] {
  return [{ method: "POST", path: "/", headers: { "content-type": "application/json" }, body: sendBody(1) }];
}

/** A load cell on a running echo: the echo mix, the status its kind answers, its processes sampled. */
export function echoCell(
  echo: RunningEcho,
  kind: EchoKind,
  connections: number,
  name = `${kind} echo`,
): LoadCell {
  return {
    name,
    url: echo.url,
    connections,
    requests: echoRequests(),
    expectStatus: kind === "durable" ? 202 : 200,
    processes: echo.processes,
  };
}

/** A running Prism mock with the time it took to listen. */
export interface RunningPrism {
  /** Base URL. */
  url: string;
  /** Milliseconds from spawn to Prism's listening line. */
  startMs: number;
  /** Stops Prism. */
  close(): Promise<void>;
}

/** Starts the Prism mock (`@sms-api/mock`) on our generated document, on a free loopback port. */
export async function startPrism(): Promise<RunningPrism> {
  const started = performance.now();
  const mock = await startMock({ port: await freePort() });
  const startMs = performance.now() - started;
  // close() sends SIGTERM at once; the deadline's clean-up does not wait for the exit.
  const unregister = registerCleanup(() => void mock.close());
  return {
    url: mock.url,
    startMs,
    close: () => {
      unregister();
      return mock.close();
    },
  };
}

/** What a partner would send the mock: the same valid send as the reference server gets. */
export function prismSendRequests(): autocannon.Request[] {
  return [{ method: "POST", path: "/v1/sms/send", headers: JSON_HEADERS, body: sendBody(1) }];
}
