import type { operations } from "@sms-api/client/schema";
import { setTestBalance } from "../../../domain/accounts/test-helpers.js";
import type { Caller } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { envelope } from "./presenters.js";

/** The test helpers (v1): operations that exist only in test mode. The body is validated against the contract. */
export function testHelperRoutes(services: ApiServices): OperationHandlers<operations> {
  const now = services.now ?? (() => new Date());

  return {
    /** `POST /v1/test-helpers/account/balance` */
    TestHelpers_setBalance: async (req, res) => {
      const { balance } = req.body as { balance: number };
      res.json(envelope(await setTestBalance(services.storage, res.locals.caller as Caller, balance, now())));
    },
  };
}
