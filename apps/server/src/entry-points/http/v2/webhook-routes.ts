import type { operations } from "@sms-api/client/v2/schema";
import type { Request, Response } from "express";
import { decodeCursor, encodeCursor } from "../../../domain/cursor.js";
import type { ApiVersion, Caller, Mode } from "../../../domain/model.js";
import type { EndpointChanges, NewEndpoint } from "../../../domain/webhooks/webhook-model.js";
import { storedEventType, v2Endpoint, v2Event, v2List } from "../../../wire/v2/render.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { pageLimit, queryString } from "../shared/query.js";

function owner(res: Response): { account_id: string; mode: Mode } {
  const caller = res.locals.caller as Caller;
  return { account_id: caller.account.account_id, mode: caller.mode };
}

function webhookId(req: Request): string {
  return String(req.params.webhook_id);
}

/** A v2 body's subscription in stored names (`message.delivered` → `sms.delivered`). */
function storedEvents(events: string[] | undefined): string[] | undefined {
  return events?.map(storedEventType);
}

/**
 * The `/v2/webhooks` operations: v1's use cases, with v2's names. An endpoint created here is pinned to v2
 * unless the body says `api_version`; a PATCH of `api_version` moves it (api-v2.md §2).
 */
export function webhookRoutes({ webhooks }: Pick<ApiServices, "webhooks">): OperationHandlers<operations> {
  return {
    /** `POST /v2/webhooks` */
    Webhooks_create: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const body = req.body as Omit<NewEndpoint, "api_version"> & { api_version?: ApiVersion };
      const input: NewEndpoint = {
        ...body,
        events: storedEvents(body.events) ?? [],
        api_version: body.api_version ?? "v2",
      };
      const created = await webhooks.create(owner(res), input, caller.account.webhook_endpoint_limit);
      res.status(201).location(`/v2/webhooks/${created.webhook_id}`).json(v2Endpoint(created));
    },

    /** `GET /v2/webhooks` */
    Webhooks_list: async (req, res) => {
      const cursor = queryString(req, "cursor");
      const after = cursor ? decodeCursor("webhooks", cursor, ["id"]).id : undefined;
      const page = await webhooks.list(owner(res), pageLimit(req), after);
      const next = page.last ? encodeCursor("webhooks", { id: page.last }) : null;
      res.json(v2List(page.items.map(v2Endpoint), next));
    },

    /** `GET /v2/webhooks/{webhook_id}` */
    Webhooks_get: async (req, res) => {
      res.json(v2Endpoint(await webhooks.get(owner(res), webhookId(req))));
    },

    /** `PATCH /v2/webhooks/{webhook_id}` */
    Webhooks_update: async (req, res) => {
      const body = req.body as EndpointChanges;
      const changes: EndpointChanges = {
        ...body,
        ...(body.events ? { events: storedEvents(body.events) } : {}),
      };
      res.json(v2Endpoint(await webhooks.update(owner(res), webhookId(req), changes)));
    },

    /** `DELETE /v2/webhooks/{webhook_id}` */
    Webhooks_delete: async (req, res) => {
      await webhooks.delete(owner(res), webhookId(req));
      res.status(204).end();
    },

    /** `POST /v2/webhooks/{webhook_id}/rotate-secret` */
    Webhooks_rotateSecret: async (req, res) => {
      res.json(v2Endpoint(await webhooks.rotateSecret(owner(res), webhookId(req))));
    },

    /** `POST /v2/webhooks/{webhook_id}/test` */
    Webhooks_test: async (req, res) => {
      const event = await webhooks.sendTestEvent(owner(res), webhookId(req));
      res.status(202).json(v2Event(event));
    },
  };
}
