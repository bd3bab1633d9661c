import { verifyWebhook, type WebhookEvent, WebhookVerificationError } from "@sms-api/client";
import express, { type Express } from "express";
import { type EventMemory, inMemoryEventMemory } from "./event-memory.js";

/** Options of {@link createReceiverApp}. */
export interface ReceiverOptions {
  /** The endpoint's secret; during a rotation, both the new and the old one. */
  secrets: string | readonly string[];
  /** Your handler: called once per event, newest status only. Throw to have the delivery retried. */
  onEvent: (event: WebhookEvent, webhookId: string) => void | Promise<void>;
  /** Where handled ids and sequences are kept; in memory by default. */
  memory?: EventMemory;
  /** Path the endpoint listens on; `/webhooks` by default. */
  path?: string;
}

/** Why a delivery was acknowledged without calling the handler, sent back in a response header for visibility. */
type Skipped = "duplicate" | "stale";

/**
 * An Express app with one webhook endpoint that does what every receiver should: read the raw body,
 * verify the signature before parsing, acknowledge duplicates (same `webhook-id`) and stale events
 * (a `sequence` not above the last one handled for that message) without acting on them.
 */
export function createReceiverApp(options: ReceiverOptions): Express {
  const memory = options.memory ?? inMemoryEventMemory();
  const app = express();
  app.post(
    options.path ?? "/webhooks",
    // The signature covers the bytes as sent: never verify a re-serialized JSON body.
    express.raw({ type: "*/*", limit: "1mb" }),
    async (req, res) => {
      let event: WebhookEvent;
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        event = await verifyWebhook(body, req.headers, options.secrets);
      } catch (err) {
        if (err instanceof WebhookVerificationError) {
          res.status(400).json({ error: err.reason });
          return;
        }
        throw err;
      }
      const webhookId = String(req.headers["webhook-id"]);
      const message = "message_id" in event.data && "sequence" in event.data ? event.data : undefined;
      let skipped: Skipped | undefined;
      if (memory.seen(webhookId)) skipped = "duplicate";
      else if (message && message.sequence <= memory.lastSequence(message.message_id)) skipped = "stale";
      if (skipped) {
        // Still a 2xx: the event was received, so the sender must not retry it.
        res.status(204).set("x-skipped", skipped).end();
        return;
      }
      await options.onEvent(event, webhookId);
      memory.remember(webhookId, message && { message_id: message.message_id, sequence: message.sequence });
      res.status(204).end();
    },
  );
  return app;
}
