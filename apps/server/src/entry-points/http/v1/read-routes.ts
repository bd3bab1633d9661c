import { Router } from "express";
import {
  getAccountView,
  getEvent,
  getTemplate,
  listEvents,
  listTemplates,
} from "../../../domain/messages/read-queries.js";
import type { Caller } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import { pageLimit, queryString, queryTimestamp } from "../shared/query.js";
import { envelope, toWireEvent } from "./presenters.js";

/** Templates, account and events: the read-only operations (v1). */
export function readRoutes(services: ApiServices): Router {
  const router = Router();
  const read = services.storage.read;

  router.get("/v1/templates", async (req, res) => {
    const page = await listTemplates(read, res.locals.caller as Caller, {
      limit: pageLimit(req),
      cursor: queryString(req, "cursor"),
    });
    res.json({ success: true, ...page });
  });

  router.get("/v1/templates/:template_id", async (req, res) => {
    res.json(envelope(await getTemplate(read, res.locals.caller as Caller, req.params.template_id)));
  });

  router.get("/v1/account", async (_req, res) => {
    res.json(envelope(await getAccountView(read, res.locals.caller as Caller)));
  });

  router.get("/v1/events", async (req, res) => {
    const page = await listEvents(read, res.locals.caller as Caller, {
      limit: pageLimit(req),
      cursor: queryString(req, "cursor"),
      type: queryString(req, "type"),
      since: queryTimestamp(req, "since"),
    });
    res.json({ success: true, data: page.data.map(toWireEvent), next_cursor: page.next_cursor });
  });

  router.get("/v1/events/:event_id", async (req, res) => {
    const e = await getEvent(read, res.locals.caller as Caller, req.params.event_id);
    res.json(envelope(toWireEvent(e)));
  });

  return router;
}
