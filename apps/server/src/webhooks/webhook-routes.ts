import { type Request, type Response, Router } from "express";
import type { Database } from "../data-access/database.js";
import type { EventRepository } from "../data-access/event-repository.js";
import { decodeCursor, encodeCursor } from "../domain/cursor.js";
import { ApiError } from "../domain/errors.js";
import { newEventId } from "../domain/ids.js";
import type { Caller } from "../domain/types.js";
import { pageLimit, queryString } from "../http/routes/query.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { EndpointRepository, Owner } from "./endpoint-repository.js";
import { checkWebhookUrl, type UrlPolicy } from "./url-safety.js";

/** The fixed text of every `webhook.test` event. */
export const TEST_EVENT_MESSAGE = "This is a test event from the SMS API.";

/** What the webhook routes use. */
export interface WebhookRouteDeps {
  /** Groups writing a test event and queueing it into one transaction. */
  db: Database;
  /** Where endpoints are stored. */
  endpoints: EndpointRepository;
  /** Where test events are queued for their endpoint. */
  queue: DeliveryQueue;
  /** Where `webhook.test` events are written. */
  events: EventRepository;
  /** Which endpoint URLs are accepted on create and update. */
  policy: UrlPolicy;
  /** Tells the worker that a delivery was queued, so it need not wait for its next poll. */
  wake: () => void;
}

function owner(res: Response): Owner {
  const caller = res.locals.caller as Caller;
  return { account_id: caller.account.account_id, mode: caller.mode };
}

function notFound(webhookId: string): ApiError {
  return new ApiError(
    404,
    "webhook_not_found",
    `No webhook endpoint '${webhookId}' exists for this account and mode.`,
  );
}

async function requireAllowedUrl(url: string, policy: UrlPolicy): Promise<void> {
  const verdict = await checkWebhookUrl(url, policy);
  if (!verdict.ok) throw new ApiError(422, "webhook_url_not_allowed", verdict.reason);
}

/** `["sms.sent", "sms.sent"]` is stored once; order is kept. */
function uniqueEvents(events: string[]): string[] {
  return [...new Set(events)];
}

function webhookId(req: Request): string {
  return String(req.params.webhook_id);
}

/**
 * The `/v1/webhooks` operations. Requests reach them already authenticated, scope-checked, rate-limited
 * and validated against the contract by the app's shared middleware; only rules the schema cannot say
 * (URL safety, ownership) are checked here.
 */
export function webhookRoutes(deps: WebhookRouteDeps): Router {
  const { endpoints, policy } = deps;
  const router = Router();

  router.post("/v1/webhooks", async (req, res) => {
    const body = req.body as { url: string; events: string[]; description?: string; enabled?: boolean };
    await requireAllowedUrl(body.url, policy);
    const created = endpoints.create(owner(res), { ...body, events: uniqueEvents(body.events) });
    res.status(201).location(`/v1/webhooks/${created.webhook_id}`).json({ success: true, data: created });
  });

  router.get("/v1/webhooks", (req, res) => {
    const limit = pageLimit(req);
    const cursor = queryString(req, "cursor");
    const after = cursor ? decodeCursor("webhooks", cursor, ["id"]).id : undefined;
    const page = endpoints.list(owner(res), limit, after);
    res.json({
      success: true,
      data: page.items,
      next_cursor: page.last ? encodeCursor("webhooks", { id: page.last }) : null,
    });
  });

  router.get("/v1/webhooks/:webhook_id", (req, res) => {
    const endpoint = endpoints.get(owner(res), webhookId(req));
    if (!endpoint) throw notFound(webhookId(req));
    res.json({ success: true, data: endpoint });
  });

  router.patch("/v1/webhooks/:webhook_id", async (req, res) => {
    const changes = req.body as {
      url?: string;
      events?: string[];
      description?: string | null;
      enabled?: boolean;
    };
    if (!endpoints.get(owner(res), webhookId(req))) throw notFound(webhookId(req));
    if (changes.url !== undefined) await requireAllowedUrl(changes.url, policy);
    const updated = endpoints.update(owner(res), webhookId(req), {
      ...changes,
      ...(changes.events ? { events: uniqueEvents(changes.events) } : {}),
    });
    if (!updated) throw notFound(webhookId(req));
    if (changes.enabled) deps.wake();
    res.json({ success: true, data: updated });
  });

  router.delete("/v1/webhooks/:webhook_id", (req, res) => {
    if (!endpoints.delete(owner(res), webhookId(req))) throw notFound(webhookId(req));
    res.status(204).end();
  });

  router.post("/v1/webhooks/:webhook_id/rotate-secret", (req, res) => {
    const rotated = endpoints.rotateSecret(owner(res), webhookId(req));
    if (!rotated) throw notFound(webhookId(req));
    res.json({ success: true, data: rotated });
  });

  router.post("/v1/webhooks/:webhook_id/test", (req, res) => {
    const who = owner(res);
    const endpoint = endpoints.get(who, webhookId(req));
    if (!endpoint) throw notFound(webhookId(req));
    const event = {
      event_id: newEventId(),
      account_id: who.account_id,
      mode: (res.locals.caller as Caller).mode,
      type: "webhook.test",
      message_id: null,
      created_at: new Date().toISOString(),
      data: { webhook_id: endpoint.webhook_id, message: TEST_EVENT_MESSAGE },
    };
    // The event and its one delivery commit together, so the test event is never listed but not sent.
    deps.db.transaction(() => {
      deps.events.insert(event);
      deps.queue.enqueue(event.event_id, endpoint.webhook_id, event.created_at);
    });
    deps.wake();
    res.status(202).json({
      success: true,
      data: { event_id: event.event_id, type: event.type, created_at: event.created_at, data: event.data },
    });
  });

  return router;
}
