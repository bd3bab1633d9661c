import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent (signatures cover these bytes). */
  body: string;
  at: number;
  /** The status answered, or `null` when the receiver hung (see {@link Reply}). */
  status: number | null;
}

/** What the receiver answers: a status and optional headers; status 0 never answers (a hung endpoint). */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Answer only after this many milliseconds (a slow endpoint). */
  delayMs?: number;
}

/** A real HTTP receiver on a free loopback port that records every request and answers as told. */
export class TestReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Replies used in order, one per request; after they run out every request gets `fallback`. */
  replies: Reply[] = [];
  fallback: Reply = { status: 204 };
  private server: Server | undefined;
  private waiters: Array<() => void> = [];
  port = 0;

  /** Listens on 127.0.0.1 and a free port. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const reply = this.replies.shift() ?? this.fallback;
        this.received.push({
          path: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
          status: reply.status === 0 ? null : reply.status,
        });
        const answer = () => res.writeHead(reply.status, reply.headers).end();
        if (reply.status !== 0) setTimeout(answer, reply.delayMs ?? 0);
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** The URL of a path on this receiver. */
  url(path = "/hooks"): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Resolves once `predicate` holds for what was received; rejects after `timeoutMs`. */
  async waitFor(
    predicate: (received: ReceivedWebhook[]) => boolean,
    timeoutMs = 10_000,
  ): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `receiver: condition not met within ${timeoutMs} ms (got ${this.received.length} requests)`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  /** Stops listening. */
  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
