import type { operations } from "@sms-api/client/schema";
import type { Request } from "express";
import { resolveIdempotencyKey } from "../../../domain/idempotency.js";
import type { MessageStatus } from "../../../domain/lifecycle.js";
import { getMessage, listMessages } from "../../../domain/messages/read-queries.js";
import type { SendRequest } from "../../../domain/messages/send-message.js";
import type { Caller } from "../../../domain/model.js";
import { sendAnswer } from "../../../wire/send-answer.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { pageLimit, queryString, queryTimestamp } from "../shared/query.js";
import { sendJson } from "../shared/send-json.js";
import { envelope, toWireMessage } from "./presenters.js";

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Send, get, list and cancel messages (v1). */
export function smsRoutes(services: ApiServices): OperationHandlers<operations> {
  return {
    /** `POST /v1/sms/send` */
    Sms_send: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const key = resolveIdempotencyKey(header(req, "x-idempotency-key"), header(req, "idempotency-key"));
      const result = await services.send(caller, req.body as SendRequest, {
        idempotencyKey: key,
        apiVersion: "v1",
        recipientForm: "digits",
        render: sendAnswer.v1,
      });
      if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
      res.setHeader("Location", `/v1/sms/${result.answer.data.message_id}`);
      sendJson(res, 202, result.answer);
    },

    /** `GET /v1/sms` */
    Sms_list: async (req, res) => {
      const page = await listMessages(services.storage.read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
        status: queryString(req, "status") as MessageStatus | undefined,
        since: queryTimestamp(req, "since"),
      });
      res.json({ success: true, data: page.data.map(toWireMessage), next_cursor: page.next_cursor });
    },

    /** `GET /v1/sms/{message_id}` */
    Sms_get: async (req, res) => {
      const m = await getMessage(services.storage.read, res.locals.caller as Caller, req.params.message_id);
      sendJson(res, 200, envelope(toWireMessage(m)));
    },

    /** `POST /v1/sms/{message_id}/cancel` */
    Sms_cancel: async (req, res) => {
      const m = await services.lifecycle.cancel(res.locals.caller as Caller, req.params.message_id);
      res.json(envelope(toWireMessage(m)));
    },
  };
}
