import { join } from "node:path";
import { freePort, spawnNode } from "./child.ts";
import { JSON_HEADERS, productionEnv, sendBody, serverArgs } from "./reference-server.ts";

/**
 * Milliseconds from spawning the production server on a fresh database file to its first `202` on
 * `POST /v1/sms/send` (polled every 5 ms: connection refused until it listens). The fixture must already be
 * in `dir` (written by `startReferenceServer`).
 */
export async function timeToFirst202(dir: string, name: string, signal: AbortSignal): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnNode({
    args: serverArgs(),
    env: productionEnv(dir, name, port),
    logFile: join(dir, `${name}.log`),
  });
  try {
    for (let attempt = 0; ; attempt++) {
      if (signal.aborted) throw signal.reason;
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
      if (performance.now() - started > 30_000) throw new Error("no 202 within 30 s");
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v1/sms/send`, {
          method: "POST",
          headers: { ...JSON_HEADERS, "idempotency-key": `start-${name}-${attempt}` },
          body: sendBody(attempt),
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        if (res.status === 202) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
