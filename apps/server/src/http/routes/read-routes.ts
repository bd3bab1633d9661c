import { Router } from "express";
import type { EventRecord } from "../../data-access/event-repository.js";
import { decodeCursor, encodeCursor } from "../../domain/cursor.js";
import { ApiError } from "../../domain/errors.js";
import type { Caller } from "../../domain/types.js";
import type { Services } from "../../services.js";
import { pageLimit, queryString, queryTimestamp } from "./query.js";

function wireEvent(e: EventRecord) {
  return { event_id: e.event_id, type: e.type, created_at: e.created_at, data: e.data };
}

/** Templates, account and events: the read-only operations. */
export function readRoutes(services: Services): Router {
  const router = Router();

  router.get("/v1/templates", (req, res) => {
    const caller = res.locals.caller as Caller;
    const limit = pageLimit(req);
    const cursor = queryString(req, "cursor");
    const after = cursor ? decodeCursor("templates", cursor, ["created_at", "template_id"]) : undefined;
    const rows = services.accounts.listTemplates(caller.account.account_id, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    res.json({
      success: true,
      data: page,
      next_cursor:
        rows.length > limit && last
          ? encodeCursor("templates", { created_at: last.created_at, template_id: last.template_id })
          : null,
    });
  });

  router.get("/v1/templates/:template_id", (req, res) => {
    const caller = res.locals.caller as Caller;
    const t = services.accounts.getTemplate(caller.account.account_id, req.params.template_id);
    if (!t)
      throw new ApiError(404, "template_not_found", `No template ${req.params.template_id} in this account.`);
    res.json({ success: true, data: t });
  });

  router.get("/v1/account", (_req, res) => {
    const { account, mode } = res.locals.caller as Caller;
    res.json({
      success: true,
      data: {
        account_id: account.account_id,
        name: account.name,
        billing: account.billing,
        mode,
        balance: services.ledger.balance(account.account_id, mode),
        allowed_countries: account.allowed_countries,
        allowed_categories: account.allowed_categories,
      },
    });
  });

  router.get("/v1/events", (req, res) => {
    const caller = res.locals.caller as Caller;
    const limit = pageLimit(req);
    const cursor = queryString(req, "cursor");
    const before = cursor ? decodeCursor("events", cursor, ["id"]).id : undefined;
    const rows = services.events.list(caller.account.account_id, caller.mode, {
      type: queryString(req, "type"),
      since: queryTimestamp(req, "since"),
      before,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    res.json({
      success: true,
      data: page.map(wireEvent),
      next_cursor: rows.length > limit && last ? encodeCursor("events", { id: last.event_id }) : null,
    });
  });

  router.get("/v1/events/:event_id", (req, res) => {
    const caller = res.locals.caller as Caller;
    const e = services.events.find(caller.account.account_id, caller.mode, req.params.event_id);
    if (!e)
      throw new ApiError(404, "event_not_found", `No event ${req.params.event_id} in this account and mode.`);
    res.json({ success: true, data: wireEvent(e) });
  });

  return router;
}
