import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One verified delivery as the receiver got it. */
export interface Delivery {
  /** The `webhook-id` header: the event's id, the same on every retry. */
  webhookId: string;
  /** The event type of the body. */
  type: string;
  /** The body's `data`. */
  data: { message_id?: string; sequence?: number; status?: string };
}

/** A delivery received and not answered yet. */
export interface InFlight {
  /** Its `webhook-id`. */
  webhookId: string;
  /** The sender's port of the connection (which process sent it can be read from it). */
  clientPort: number;
  /** Never answers it: the sender waits until it gives up or dies. */
  hold(): void;
}

/**
 * A real webhook endpoint on 127.0.0.1 that verifies every delivery's Standard Webhooks signature, records
 * it on arrival, and answers 200 only after `delayMs`, so deliveries are still in flight (their sender
 * waiting) for a while after they arrive. Answers 503 until it knows the endpoint's secret.
 */
export class SlowReceiver {
  /** Every verified delivery, duplicates included, in arrival order. */
  readonly deliveries: Delivery[] = [];
  /** Deliveries whose signature did not verify. */
  badSignatures = 0;
  private verifier: Webhook | undefined;
  private readonly waiting = new Map<IncomingMessage, InFlight>();
  private readonly server: Server;

  constructor(private readonly delayMs: number) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (!this.verifier) return void res.writeHead(503).end();
        let event: { type: string; data: Delivery["data"] };
        try {
          event = this.verifier.verify(body, req.headers as Record<string, string>) as typeof event;
        } catch {
          this.badSignatures += 1;
          return void res.writeHead(400).end();
        }
        this.deliveries.push({
          webhookId: String(req.headers["webhook-id"]),
          type: event.type,
          data: event.data,
        });
        const webhookId = String(req.headers["webhook-id"]);
        const timer = setTimeout(() => {
          this.waiting.delete(req);
          if (!res.destroyed) res.writeHead(200).end();
        }, this.delayMs);
        this.waiting.set(req, {
          webhookId,
          clientPort: req.socket.remotePort ?? 0,
          hold: () => clearTimeout(timer),
        });
      });
      // A sender that dies leaves nothing to answer. On the response, not the socket: a kept-alive socket
      // carries many requests, and a listener per request on it would pile up.
      res.once("close", () => this.waiting.delete(req));
    });
  }

  /** Starts listening; resolves with the URL to register. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Starts verifying with the endpoint's secret (`whsec_…`). */
  useSecret(secret: string): void {
    this.verifier = new Webhook(secret);
  }

  /** The deliveries received and not answered yet: their senders are waiting now. */
  inFlight(): InFlight[] {
    return [...this.waiting.values()];
  }

  /** Stops listening and drops open connections. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
