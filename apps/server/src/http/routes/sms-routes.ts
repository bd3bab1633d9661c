import { type Request, Router } from "express";
import { toWireMessage } from "../../data-access/message-repository.js";
import { resolveIdempotencyKey } from "../../domain/idempotency.js";
import type { MessageStatus } from "../../domain/lifecycle.js";
import { getMessage, listMessages } from "../../domain/read-queries.js";
import { type SendRequest, sendMessage } from "../../domain/send-message.js";
import type { Caller } from "../../domain/types.js";
import type { Services } from "../../services.js";
import { sendJson } from "../send-json.js";
import { pageLimit, queryString, queryTimestamp } from "./query.js";

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Send, get, list and cancel messages. */
export function smsRoutes(services: Services): Router {
  const router = Router();

  router.post("/v1/sms/send", async (req, res) => {
    const caller = res.locals.caller as Caller;
    const key = resolveIdempotencyKey(header(req, "x-idempotency-key"), header(req, "idempotency-key"));
    const result = await sendMessage(services, caller, req.body as SendRequest, key);
    if (result.created) services.carrier.submit(result.created);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.setHeader("Location", `/v1/sms/${result.body.data.message_id}`);
    sendJson(res, 202, result.body);
  });

  router.get("/v1/sms", (req, res) => {
    const page = listMessages(services, res.locals.caller as Caller, {
      limit: pageLimit(req),
      cursor: queryString(req, "cursor"),
      status: queryString(req, "status") as MessageStatus | undefined,
      since: queryTimestamp(req, "since"),
    });
    res.json({ success: true, ...page });
  });

  router.get("/v1/sms/:message_id", (req, res) => {
    const data = getMessage(services, res.locals.caller as Caller, req.params.message_id);
    sendJson(res, 200, { success: true, data });
  });

  router.post("/v1/sms/:message_id/cancel", (req, res) => {
    const caller = res.locals.caller as Caller;
    const m = services.lifecycle.cancel(caller, req.params.message_id);
    res.json({ success: true, data: toWireMessage(m) });
  });

  return router;
}
