import type { operations } from "@sms-api/client/schema";
import {
  getAccountView,
  getEvent,
  getTemplate,
  listEvents,
  listTemplates,
} from "../../../domain/messages/read-queries.js";
import type { Caller } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { pageLimit, queryString, queryTimestamp } from "../shared/query.js";
import { envelope, toWireEvent } from "./presenters.js";

/** Templates, account and events: the read-only operations (v1). */
export function readRoutes(services: ApiServices): OperationHandlers<operations> {
  const read = services.storage.read;

  return {
    /** `GET /v1/templates` */
    Templates_list: async (req, res) => {
      const page = await listTemplates(read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
      });
      res.json({ success: true, ...page });
    },

    /** `GET /v1/templates/{template_id}` */
    Templates_get: async (req, res) => {
      res.json(envelope(await getTemplate(read, res.locals.caller as Caller, req.params.template_id)));
    },

    /** `GET /v1/account` */
    Accounts_get: async (_req, res) => {
      res.json(envelope(await getAccountView(read, res.locals.caller as Caller)));
    },

    /** `GET /v1/events` */
    Events_list: async (req, res) => {
      const page = await listEvents(read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
        type: queryString(req, "type"),
        since: queryTimestamp(req, "since"),
      });
      res.json({ success: true, data: page.data.map(toWireEvent), next_cursor: page.next_cursor });
    },

    /** `GET /v1/events/{event_id}` */
    Events_get: async (req, res) => {
      const e = await getEvent(read, res.locals.caller as Caller, req.params.event_id);
      res.json(envelope(toWireEvent(e)));
    },
  };
}
