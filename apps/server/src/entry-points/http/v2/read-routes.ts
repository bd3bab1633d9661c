import type { operations } from "@sms-api/client/v2/schema";
import { setTestBalance } from "../../../domain/accounts/test-helpers.js";
import {
  getAccountView,
  getEvent,
  getTemplate,
  listEvents,
  listTemplates,
} from "../../../domain/messages/read-queries.js";
import type { Caller } from "../../../domain/model.js";
import { storedEventType, v2Account, v2Event, v2List, v2Template } from "../../../wire/v2/render.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { pageLimit, queryString, queryTimestamp } from "../shared/query.js";

/** Templates, account, events and the test helper (v2). */
export function readRoutes(services: ApiServices): OperationHandlers<operations> {
  const read = services.storage.read;
  const now = services.now ?? (() => new Date());

  return {
    /** `GET /v2/templates` */
    Templates_list: async (req, res) => {
      const page = await listTemplates(read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
      });
      res.json(v2List(page.data.map(v2Template), page.next_cursor));
    },

    /** `GET /v2/templates/{template_id}` */
    Templates_get: async (req, res) => {
      res.json(v2Template(await getTemplate(read, res.locals.caller as Caller, req.params.template_id)));
    },

    /** `GET /v2/account` */
    Accounts_get: async (_req, res) => {
      res.json(v2Account(await getAccountView(read, res.locals.caller as Caller)));
    },

    /** `POST /v2/test-helpers/account/balance` */
    TestHelpers_setBalance: async (req, res) => {
      const { balance } = req.body as { balance: number };
      res.json(
        v2Account(await setTestBalance(services.storage, res.locals.caller as Caller, balance, now())),
      );
    },

    /** `GET /v2/events` */
    Events_list: async (req, res) => {
      const type = queryString(req, "type");
      const page = await listEvents(read, res.locals.caller as Caller, {
        limit: pageLimit(req),
        cursor: queryString(req, "cursor"),
        type: type === undefined ? undefined : storedEventType(type),
        since: queryTimestamp(req, "since"),
      });
      res.json(v2List(page.data.map(v2Event), page.next_cursor));
    },

    /** `GET /v2/events/{event_id}` */
    Events_get: async (req, res) => {
      res.json(v2Event(await getEvent(read, res.locals.caller as Caller, req.params.event_id)));
    },
  };
}
