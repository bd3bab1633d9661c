import { Router } from "express";
import { setTestBalance } from "../../../domain/accounts/test-helpers.js";
import type { Caller } from "../../../domain/model.js";
import type { ApiServices } from "../shared/api-services.js";
import { envelope } from "./presenters.js";

/** The test helpers (v1): operations that exist only in test mode. The body is validated against the contract. */
export function testHelperRoutes(services: ApiServices): Router {
  const router = Router();
  const now = services.now ?? (() => new Date());

  router.post("/v1/test-helpers/account/balance", async (req, res) => {
    const { balance } = req.body as { balance: number };
    res.json(envelope(await setTestBalance(services.storage, res.locals.caller as Caller, balance, now())));
  });

  return router;
}
