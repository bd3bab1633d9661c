import type { operations } from "@sms-api/client/schema";
import type { Request, Response } from "express";
import { decodeCursor, encodeCursor } from "../../../domain/cursor.js";
import type { Caller, Mode } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
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
export function webhookRoutes({ webhooks }: Pick<ApiServices, "webhooks">): OperationHandlers<operations> {
  return {
    /** `POST /v1/webhooks` */
    Webhooks_create: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const created = await webhooks.create(
        owner(res),
        { ...req.body, api_version: "v1" },
        caller.account.webhook_endpoint_limit,
      );
      res.status(201).location(`/v1/webhooks/${created.webhook_id}`).json(envelope(created));
    },

    /** `GET /v1/webhooks` */
    Webhooks_list: async (req, res) => {
      const cursor = queryString(req, "cursor");
      const after = cursor ? decodeCursor("webhooks", cursor, ["id"]).id : undefined;
      const page = await webhooks.list(owner(res), pageLimit(req), after);
      res.json({
        success: true,
        data: page.items,
        next_cursor: page.last ? encodeCursor("webhooks", { id: page.last }) : null,
      });
    },

    /** `GET /v1/webhooks/{webhook_id}` */
    Webhooks_get: async (req, res) => {
      res.json(envelope(await webhooks.get(owner(res), webhookId(req))));
    },

    /** `PATCH /v1/webhooks/{webhook_id}` */
    Webhooks_update: async (req, res) => {
      res.json(envelope(await webhooks.update(owner(res), webhookId(req), req.body)));
    },

    /** `DELETE /v1/webhooks/{webhook_id}` */
    Webhooks_delete: async (req, res) => {
      await webhooks.delete(owner(res), webhookId(req));
      res.status(204).end();
    },

    /** `POST /v1/webhooks/{webhook_id}/rotate-secret` */
    Webhooks_rotateSecret: async (req, res) => {
      res.json(envelope(await webhooks.rotateSecret(owner(res), webhookId(req))));
    },

    /** `POST /v1/webhooks/{webhook_id}/test` */
    Webhooks_test: async (req, res) => {
      const event = await webhooks.sendTestEvent(owner(res), webhookId(req));
      res.status(202).json(envelope(toWireEvent(event)));
    },
  };
}
