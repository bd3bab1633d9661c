import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhook } from "@sms-api/client/webhooks";

/** One verified delivery. */
export interface Receipt {
  /** When it arrived, ms since the epoch. */
  at: number;
  /** From the event's `timestamp` (its status change's commit) to its arrival, ms. */
  delayMs: number;
}

/**
 * A node:http receiver for the bench's webhook endpoints (`/hooks/<n>`): answers 204 at once, verifies every
 * delivery with the client's `verifyWebhook` and the endpoint's secret, and keeps each one's delay. A delivery
 * is identified by its path and `webhook-id` (the event id), so a redelivery counts as a duplicate.
 */
export class Receiver {
  /** Verified deliveries, duplicates included, in arrival order. */
  readonly receipts: Receipt[] = [];
  /** Secret of each endpoint, by path. */
  readonly secrets = new Map<string, string>();
  /** Distinct verified deliveries (`<path> <webhook-id>`). */
  readonly distinct = new Set<string>();
  /** Verified deliveries of a path and event id already received. */
  duplicates = 0;
  /** Deliveries that did not verify (or came to an unknown path). */
  bad = 0;
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const at = Date.now();
        const body = Buffer.concat(chunks);
        res.writeHead(204).end();
        const secret = this.secrets.get(req.url ?? "");
        if (secret === undefined) {
          this.bad++;
          return;
        }
        verifyWebhook(body, req.headers, secret).then(
          (event) => {
            this.receipts.push({ at, delayMs: at - Date.parse(event.timestamp) });
            const key = `${req.url} ${String(req.headers["webhook-id"])}`;
            if (this.distinct.has(key)) this.duplicates++;
            else this.distinct.add(key);
          },
          () => this.bad++,
        );
      });
    });
  }

  /** Forgets the verified deliveries received so far; the secrets and the count of bad ones stay. */
  reset(): void {
    this.receipts.length = 0;
    this.distinct.clear();
    this.duplicates = 0;
  }

  /** Listens on a free loopback port; resolves with the base URL. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Closes the receiver and its connections. */
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
