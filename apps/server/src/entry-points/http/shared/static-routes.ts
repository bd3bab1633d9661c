import { existsSync } from "node:fs";
import { API_VERSIONS, openApiPath } from "@sms-api/openapi";
import express, { type RequestHandler, Router } from "express";

// Every path the router below can answer (Express matches case-insensitively, with an optional trailing
// slash), and a few more: the router still decides.
const MAYBE_STATIC = /^\/(?:\/?$|openapi\.|docs(?:\/|$))/i;

/**
 * Serves the contract (`/openapi.json`, `/openapi.yaml` for v1; `/openapi.v2.json`, `/openapi.v2.yaml`…) and, when built, the docs site at `/docs`.
 * Other paths skip the router: walking its four routes cost an API request ~3 µs (tools/bench/performance.md).
 */
export function staticRoutes(docsDir: string): RequestHandler {
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.type("application/json").sendFile(openApiPath("v1", "json"));
  });
  router.get("/openapi.yaml", (_req, res) => {
    res.type("application/yaml").sendFile(openApiPath("v1", "yaml"));
  });
  // Later versions' documents beside v1's, which keeps the unversioned name it was published under.
  for (const version of API_VERSIONS.filter((v) => v !== "v1")) {
    router.get(`/openapi.${version}.json`, (_req, res) => {
      res.type("application/json").sendFile(openApiPath(version, "json"));
    });
    router.get(`/openapi.${version}.yaml`, (_req, res) => {
      res.type("application/yaml").sendFile(openApiPath(version, "yaml"));
    });
  }
  const site = express.static(docsDir, { extensions: ["html"] });
  router.use("/docs", (req, res, next) => {
    if (existsSync(docsDir)) return site(req, res, next);
    res
      .status(404)
      .type("text/plain")
      .send("The docs site is not built yet: run `pnpm --filter @sms-api/docs build`, then reload.\n");
  });
  router.get("/", (_req, res) => res.redirect("/docs/"));
  return (req, res, next) => (MAYBE_STATIC.test(req.path) ? router(req, res, next) : next());
}
