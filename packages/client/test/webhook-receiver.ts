import { createServer } from "node:http";

/** One request the receiver got, body kept as raw bytes. */
export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A real HTTP endpoint on a free port that answers 204 and records every delivery. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(204).end();
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  return {
    url: `http://127.0.0.1:${address.port}/hooks/sms`,
    received,
    /** Resolves with the first delivery (from `from` on) that matches, waiting up to `timeoutMs`. */
    async waitFor(
      match: (w: ReceivedWebhook) => boolean,
      from = 0,
      timeoutMs = 15_000,
    ): Promise<ReceivedWebhook> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching webhook within ${timeoutMs} ms (${received.length} received)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
