import { existsSync } from "node:fs";
import { openApiPath } from "@sms-api/openapi";
import express, { Router } from "express";

/** Serves the contract (`/openapi.json`, `/openapi.yaml`) and, when built, the docs site at `/docs`. */
export function staticRoutes(docsDir: string): Router {
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.type("application/json").sendFile(openApiPath("v1", "json"));
  });
  router.get("/openapi.yaml", (_req, res) => {
    res.type("application/yaml").sendFile(openApiPath("v1", "yaml"));
  });
  const site = express.static(docsDir, { extensions: ["html"] });
  router.use("/docs", (req, res, next) => {
    if (existsSync(docsDir)) return site(req, res, next);
    res
      .status(404)
      .type("text/plain")
      .send("The docs site is not built yet: run `pnpm --filter @sms-api/docs build`, then reload.\n");
  });
  router.get("/", (_req, res) => res.redirect("/docs/"));
  return router;
}
