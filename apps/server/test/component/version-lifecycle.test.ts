// A deprecated version's every response carries Deprecation, Sunset and Link (api-v2.md §3). No shipped
// version is deprecated, so the test deprecates v2 itself, on the real app with the real use cases.
import type { AddressInfo } from "node:net";
import { loadOpenApi } from "@sms-api/openapi";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/entry-points/http/app.js";
import { lifecycleOf, servedVersions } from "../../src/main/served-versions.js";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

let server: TestServer;
let base = "";
let close: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const app = buildApp({
    validateResponses: true,
    logger: pino({ level: "silent" }),
    services: server.services,
    openApiDocument: loadOpenApi("v1"),
    v2: {
      openApiDocument: loadOpenApi("v2"),
      lifecycle: lifecycleOf({
        version: "v2",
        stage: "deprecated",
        deprecated: "2027-01-01",
        sunset: "2027-07-01",
      }),
    },
    docsDir: "/nonexistent",
  });
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((r) => listener.once("listening", r));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => new Promise((r) => listener.close(() => r()));
});
afterAll(async () => {
  await close();
  await server.destroy();
});

const get = (path: string, key?: string) =>
  fetch(`${base}${path}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });

describe("a deprecated version", () => {
  it("answers every request, successes and problems alike, with Deprecation, Sunset and Link", async () => {
    for (const res of [
      await get("/v2/account", KEYS.test),
      await get("/v2/account"),
      await get("/v2/nowhere", KEYS.test),
    ]) {
      expect(res.headers.get("deprecation")).toBe(`@${Date.parse("2027-01-01") / 1000}`);
      expect(res.headers.get("sunset")).toBe("Thu, 01 Jul 2027 00:00:00 GMT");
      expect(res.headers.get("link")).toBe('</docs/migrate-v2-to-v3/>; rel="deprecation"; type="text/html"');
    }
  });

  it("leaves the other versions' responses alone", async () => {
    const res = await get("/v1/account", KEYS.test);
    expect(res.status).toBe(200);
    for (const name of ["deprecation", "sunset", "link"]) expect(res.headers.get(name)).toBeNull();
  });
});

describe("the shipped versions", () => {
  it("are v1 stable and v2 preview, neither announcing a deprecation", async () => {
    const served = servedVersions();
    expect(served.lifecycle).toEqual({ stage: "stable" });
    expect(served.v2?.lifecycle).toEqual({ stage: "preview" });
    for (const path of ["/v1/account", "/v2/account"]) {
      const res = await server.call("GET", path, { key: KEYS.test });
      expect(res.status).toBe(200);
      expect(res.headers.get("deprecation")).toBeNull();
    }
  });

  it("a deprecated stage without its dates refuses to start", () => {
    expect(() =>
      buildApp({
        validateResponses: false,
        logger: pino({ level: "silent" }),
        services: server.services,
        openApiDocument: loadOpenApi("v1"),
        lifecycle: { stage: "deprecated" },
        docsDir: "/nonexistent",
      }),
    ).toThrow(/deprecation and sunset dates/);
  });
});
