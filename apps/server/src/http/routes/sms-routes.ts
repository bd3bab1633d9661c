import { type Request, Router } from "express";
import { toWireMessage } from "../../data-access/message-repository.js";
import { decodeCursor, encodeCursor } from "../../domain/cursor.js";
import { ApiError } from "../../domain/errors.js";
import { resolveIdempotencyKey } from "../../domain/idempotency.js";
import type { MessageStatus } from "../../domain/lifecycle.js";
import { type SendRequest, sendMessage } from "../../domain/send-message.js";
import type { Caller } from "../../domain/types.js";
import type { Services } from "../../services.js";
import { pageLimit, queryString, queryTimestamp } from "./query.js";

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Send, get, list and cancel messages. */
export function smsRoutes(services: Services): Router {
  const router = Router();

  router.post("/v1/sms/send", (req, res) => {
    const caller = res.locals.caller as Caller;
    const key = resolveIdempotencyKey(header(req, "x-idempotency-key"), header(req, "idempotency-key"));
    const result = sendMessage(services, caller, req.body as SendRequest, key);
    if (result.created) services.carrier.submit(result.created);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.setHeader("Location", `/v1/sms/${result.body.data.message_id}`);
    res.status(202).json(result.body);
  });

  router.get("/v1/sms", (req, res) => {
    const caller = res.locals.caller as Caller;
    const limit = pageLimit(req);
    const cursor = queryString(req, "cursor");
    const before = cursor ? decodeCursor("sms", cursor, ["id"]).id : undefined;
    const status = queryString(req, "status") as MessageStatus | undefined;
    const rows = services.messages.list(caller.account.account_id, caller.mode, {
      status,
      since: queryTimestamp(req, "since"),
      before,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    res.json({
      success: true,
      data: page.map(toWireMessage),
      next_cursor: rows.length > limit && last ? encodeCursor("sms", { id: last.message_id }) : null,
    });
  });

  router.get("/v1/sms/:message_id", (req, res) => {
    const caller = res.locals.caller as Caller;
    const m = services.messages.find(caller.account.account_id, caller.mode, req.params.message_id);
    if (!m)
      throw new ApiError(
        404,
        "message_not_found",
        `No message ${req.params.message_id} in this account and mode.`,
      );
    res.json({ success: true, data: toWireMessage(m) });
  });

  router.post("/v1/sms/:message_id/cancel", (req, res) => {
    const caller = res.locals.caller as Caller;
    const m = services.lifecycle.cancel(caller, req.params.message_id);
    res.json({ success: true, data: toWireMessage(m) });
  });

  return router;
}
