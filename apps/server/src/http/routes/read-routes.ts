import { Router } from "express";
import {
  getAccountView,
  getEvent,
  getTemplate,
  listEvents,
  listTemplates,
} from "../../domain/read-queries.js";
import type { Caller } from "../../domain/types.js";
import type { Services } from "../../services.js";
import { pageLimit, queryString, queryTimestamp } from "./query.js";

/** Templates, account and events: the read-only operations. */
export function readRoutes(services: Services): Router {
  const router = Router();

  router.get("/v1/templates", (req, res) => {
    const page = listTemplates(services, res.locals.caller as Caller, {
      limit: pageLimit(req),
      cursor: queryString(req, "cursor"),
    });
    res.json({ success: true, ...page });
  });

  router.get("/v1/templates/:template_id", (req, res) => {
    res.json({
      success: true,
      data: getTemplate(services, res.locals.caller as Caller, req.params.template_id),
    });
  });

  router.get("/v1/account", (_req, res) => {
    res.json({ success: true, data: getAccountView(services, res.locals.caller as Caller) });
  });

  router.get("/v1/events", (req, res) => {
    const page = listEvents(services, res.locals.caller as Caller, {
      limit: pageLimit(req),
      cursor: queryString(req, "cursor"),
      type: queryString(req, "type"),
      since: queryTimestamp(req, "since"),
    });
    res.json({ success: true, ...page });
  });

  router.get("/v1/events/:event_id", (req, res) => {
    res.json({ success: true, data: getEvent(services, res.locals.caller as Caller, req.params.event_id) });
  });

  return router;
}
