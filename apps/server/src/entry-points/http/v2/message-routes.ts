import type { operations } from "@sms-api/client/v2/schema";
import type { Request } from "express";
import { DomainError } from "../../../domain/errors.js";
import { resolveIdempotencyKey } from "../../../domain/idempotency.js";
import type { MessageStatus } from "../../../domain/lifecycle.js";
import { getMessage, listMessages } from "../../../domain/messages/read-queries.js";
import type { SendRequest } from "../../../domain/messages/send-message.js";
import type { Caller } from "../../../domain/model.js";
import { sendAnswer } from "../../../wire/send-answer.js";
import { v2List, v2Message } from "../../../wire/v2/render.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { pageLimit, queryString, queryTimestamp } from "../shared/query.js";
import { sendJson } from "../shared/send-json.js";

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * v2 accepts `Idempotency-Key` only (api-v2.md §1 row 5). The v1 header is refused, not ignored: ignoring it
 * would silently drop the protection a partner thought they had.
 */
function v2IdempotencyKey(req: Request): string | null {
  if (header(req, "x-idempotency-key") !== undefined) {
    throw new DomainError(
      "invalid_idempotency_key",
      "v2 takes the idempotency key in the Idempotency-Key header only; X-Idempotency-Key is v1's. Send the same value as Idempotency-Key.",
    );
  }
  return resolveIdempotencyKey(undefined, header(req, "idempotency-key"));
}

/** Send, get, list and cancel messages (v2): the same use cases as v1, in v2's form. */
export function messageRoutes(services: ApiServices): OperationHandlers<operations> {
  return {
    /** `POST /v2/messages` */
    Messages_send: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const result = await services.send(caller, req.body as SendRequest, {
        idempotencyKey: v2IdempotencyKey(req),
        apiVersion: "v2",
        recipientForm: "plus",
        render: sendAnswer.v2,
      });
      if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
      res.setHeader("Location", `/v2/messages/${result.answer.id}`);
      sendJson(res, 202, result.answer);
    },

    /** `GET /v2/messages` */
    Messages_list: async (req, res) => {
      const page = await listMessages(services.storage.read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
        status: queryString(req, "status") as MessageStatus | undefined,
        since: queryTimestamp(req, "since"),
      });
      sendJson(res, 200, v2List(page.data.map(v2Message), page.next_cursor));
    },

    /** `GET /v2/messages/{message_id}` */
    Messages_get: async (req, res) => {
      const m = await getMessage(services.storage.read, res.locals.caller as Caller, req.params.message_id);
      sendJson(res, 200, v2Message(m));
    },

    /** `POST /v2/messages/{message_id}/cancel` */
    Messages_cancel: async (req, res) => {
      const m = await services.lifecycle.cancel(res.locals.caller as Caller, req.params.message_id);
      sendJson(res, 200, v2Message(m));
    },
  };
}
