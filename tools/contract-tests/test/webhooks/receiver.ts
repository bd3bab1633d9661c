// A real HTTP webhook receiver on 127.0.0.1 that records every request with its raw body.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent (signatures cover these bytes). */
  body: string;
}

/** A listening receiver. */
export interface Receiver {
  /** `http://127.0.0.1:<port>` + path. */
  url(path?: string): string;
  /** Everything received so far, in arrival order. */
  readonly received: Delivery[];
  /** Resolves once `done(received)` holds; rejects after `timeoutMs` with what arrived. */
  waitFor(done: (received: Delivery[]) => boolean, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver that answers 204 to every request. */
export async function startReceiver(): Promise<Receiver> {
  const received: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = "/") => `http://127.0.0.1:${port}${path}`,
    received,
    async waitFor(done, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > deadline) {
          const types = received.map((d) => /"type":"([^"]+)"/.exec(d.body)?.[1] ?? d.path);
          throw new Error(
            `the receiver waited ${timeoutMs} ms; it got ${received.length}: ${types.join(", ")}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
