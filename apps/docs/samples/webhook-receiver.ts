// An Express endpoint that verifies, deduplicates and acknowledges SMS API webhooks.
import { verifyWebhook, type WebhookEvent, WebhookVerificationError } from "@sms-api/client";
import express from "express";

/** What the receiver needs: the endpoint's secret(s), a dedup store and your handler. */
export interface ReceiverOptions {
  /** `whsec_…` from `POST /v1/webhooks`; during a rotation pass both the old and the new one. */
  secrets: string[];
  /** Event ids already handled; in production a table with a unique key on the id. */
  handled: { has(eventId: string): Promise<boolean>; add(eventId: string): Promise<void> };
  /** Your business logic; keep it fast or queue the work: we wait at most 15 s for the 2xx. */
  handle: (event: WebhookEvent) => Promise<void>;
}

/** The Express app; mount it where your registered webhook URL points. */
export function createWebhookApp(options: ReceiverOptions): express.Express {
  const app = express();
  // The signature covers the exact bytes we sent: take the raw body, never re-serialized JSON.
  app.post("/webhooks/sms", express.raw({ type: "application/json", limit: "64kb" }), async (req, res) => {
    let event: WebhookEvent;
    try {
      event = await verifyWebhook(req.body as Buffer, req.headers, options.secrets); // also checks the 5-minute window
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        res.status(400).json({ error: error.reason });
        return;
      }
      throw error;
    }
    // At-least-once delivery: the same event can arrive again with the same `webhook-id`.
    const eventId = String(req.headers["webhook-id"]);
    if (!(await options.handled.has(eventId))) {
      await options.handle(event); // if this throws, Express answers 500 and we deliver the event again
      await options.handled.add(eventId);
    }
    res.status(204).end(); // any 2xx acknowledges; anything else (or no answer in 15 s) is retried
  });
  return app;
}

if (import.meta.main) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("Set WEBHOOK_SECRET to the endpoint's whsec_… secret.");
  const seen = new Set<string>(); // demo only: use a table with a unique key on the event id
  const app = createWebhookApp({
    secrets: [secret],
    handled: { has: async (id) => seen.has(id), add: async (id) => void seen.add(id) },
    handle: async (event) => {
      // Events can arrive out of order: drop one whose `sequence` is not above the stored one.
      console.log(`${event.type}: ${JSON.stringify(event.data)}`);
    },
  });
  app.listen(Number(process.env.PORT ?? 8080));
}
