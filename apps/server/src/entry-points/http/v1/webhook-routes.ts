import { type Request, type Response, Router } from "express";
import { decodeCursor, encodeCursor } from "../../../domain/cursor.js";
import type { Caller, Mode } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import { pageLimit, queryString } from "../shared/query.js";
import { envelope, toWireEvent } from "./presenters.js";

function owner(res: Response): { account_id: string; mode: Mode } {
  const caller = res.locals.caller as Caller;
  return { account_id: caller.account.account_id, mode: caller.mode };
}

function webhookId(req: Request): string {
  return String(req.params.webhook_id);
}

/**
 * The `/v1/webhooks` operations. Requests reach them already authenticated, scope-checked, rate-limited
 * and validated against the contract; the use cases check what the schema cannot say.
 */
export function webhookRoutes({ webhooks }: Pick<ApiServices, "webhooks">): Router {
  const router = Router();

  router.post("/v1/webhooks", async (req, res) => {
    const caller = res.locals.caller as Caller;
    const created = await webhooks.create(
      owner(res),
      { ...req.body, api_version: "v1" },
      caller.account.webhook_endpoint_limit,
    );
    res.status(201).location(`/v1/webhooks/${created.webhook_id}`).json(envelope(created));
  });

  router.get("/v1/webhooks", async (req, res) => {
    const cursor = queryString(req, "cursor");
    const after = cursor ? decodeCursor("webhooks", cursor, ["id"]).id : undefined;
    const page = await webhooks.list(owner(res), pageLimit(req), after);
    res.json({
      success: true,
      data: page.items,
      next_cursor: page.last ? encodeCursor("webhooks", { id: page.last }) : null,
    });
  });

  router.get("/v1/webhooks/:webhook_id", async (req, res) => {
    res.json(envelope(await webhooks.get(owner(res), webhookId(req))));
  });

  router.patch("/v1/webhooks/:webhook_id", async (req, res) => {
    res.json(envelope(await webhooks.update(owner(res), webhookId(req), req.body)));
  });

  router.delete("/v1/webhooks/:webhook_id", async (req, res) => {
    await webhooks.delete(owner(res), webhookId(req));
    res.status(204).end();
  });

  router.post("/v1/webhooks/:webhook_id/rotate-secret", async (req, res) => {
    res.json(envelope(await webhooks.rotateSecret(owner(res), webhookId(req))));
  });

  router.post("/v1/webhooks/:webhook_id/test", async (req, res) => {
    const event = await webhooks.sendTestEvent(owner(res), webhookId(req));
    res.status(202).json(envelope(toWireEvent(event)));
  });

  return router;
}
