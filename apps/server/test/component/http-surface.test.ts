import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../support/engine.js";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

let server: TestServer;
let docsDir: string;
beforeAll(async () => {
  docsDir = mkdtempSync(join(tmpdir(), "sms-docs-"));
  mkdirSync(join(docsDir, "errors"));
  writeFileSync(join(docsDir, "index.html"), "<h1>SMS API docs</h1>");
  writeFileSync(
    join(docsDir, "errors", "index.html"),
    '<h2 id="insufficient_credits">insufficient_credits</h2>',
  );
  // A short busy timeout: a locked database blocks the (synchronous) event loop for that long per attempt.
  server = await startTestServer({ docsDir, env: { DATABASE_BUSY_TIMEOUT_MS: "300" } });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
  rmSync(docsDir, { recursive: true, force: true });
});

describe("HTTP surface", () => {
  it("every response carries a fresh X-Request-Id equal to the problem's request_id", async () => {
    const a = await server.call("GET", "/v1/account", { key: KEYS.test });
    const b = await server.call("GET", "/v1/nothing-here");
    expect(a.headers.get("x-request-id")).toMatch(/^req_[0-9A-Z]{26}$/);
    expect(b.headers.get("x-request-id")).not.toBe(a.headers.get("x-request-id"));
    expect((await b.json()).request_id).toBe(b.headers.get("x-request-id"));
  });

  it("an unknown path is 404 and a wrong method is 405 method_not_allowed with Allow", async () => {
    expect((await server.call("GET", "/v2/sms")).status).toBe(404);
    const res = await server.call("DELETE", "/v1/sms/msg_x", { key: KEYS.test });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect((await res.json()).code).toBe("method_not_allowed");
    const send = await server.call("GET", "/v1/sms/send", { key: KEYS.test });
    // `/v1/sms/send` also matches `/v1/sms/{message_id}` for GET: an unknown message, not a routing error.
    expect([404, 405]).toContain(send.status);
  });

  it("serves the generated contract at /openapi.json and /openapi.yaml", async () => {
    const json = await server.call("GET", "/openapi.json");
    expect(json.status).toBe(200);
    const doc = await json.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.paths["/v1/sms/send"]).toBeDefined();
    const yaml = await server.call("GET", "/openapi.yaml");
    expect(yaml.headers.get("content-type")).toMatch(/yaml/);
    expect(await yaml.text()).toContain("/v1/sms/send:");
  });

  it("serves the built docs site at /docs, including the error catalogue", async () => {
    const index = await server.call("GET", "/docs/");
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("SMS API docs");
    const errors = await server.call("GET", "/docs/errors/");
    expect(await errors.text()).toContain('id="insufficient_credits"');
    // The static files pass an unknown page on after reading the disk: it gets the API's own 404.
    const unknown = await server.call("GET", "/docs/no-such-page");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe("route_not_found");
    // Whatever the static router answers (Express matches case-insensitively, with a trailing slash) still
    // reaches it, and a look-alike path does not.
    expect((await server.call("GET", "/OpenAPI.json/")).status).toBe(200);
    const options = await server.call("OPTIONS", "/openapi.json");
    expect(options.headers.get("allow")).toBe("GET, HEAD");
    for (const path of ["/", "//"]) {
      const root = await server.call("GET", path, { redirect: "manual" });
      expect([root.status, root.headers.get("location")]).toEqual([302, "/docs/"]);
    }
    const lookalike = await server.call("GET", "/docsx");
    expect([lookalike.status, (await lookalike.json()).code]).toEqual([404, "route_not_found"]);
    rmSync(docsDir, { recursive: true, force: true });
    const missing = await server.call("GET", "/docs/");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("not built");
  });

  it("test and live data are isolated, with separate balances", async () => {
    const test = server.client(KEYS.test);
    const live = server.client(KEYS.live);
    const sent = await live.sms.send({ to: "14155550123", template_id: "tmpl_otp", variables: ["1", "2"] });
    expect(sent.data.mode).toBe("live");
    const testIds = (await test.sms.list({ limit: 100 })).data.map((m) => m.message_id);
    expect(testIds).not.toContain(sent.data.message_id);
    expect((await live.account.get()).data.balance).toBe(99999);
    expect((await test.account.get()).data.balance).toBe(100000);
  });

  it.skipIf(TEST_ENGINE !== "sqlite")(
    "a response that breaks the contract is never sent: 500 internal_error, logged as a contract violation",
    async () => {
      // Corrupt one template in the real database so its answer would break the Template schema.
      server.db.run(
        "INSERT INTO templates (account_id, template_id, name, body, variable_count, category, status, max_variable_length, dlt, created_at) VALUES ('acc_main', 'tmpl_broken', 'Broken', 'x', 0, 'not_a_category', 'active', 30, NULL, '2026-01-01T00:00:00.000Z')",
      );
      try {
        const res = await server.call("GET", "/v1/templates/tmpl_broken", { key: KEYS.test });
        expect(res.status).toBe(500);
        const body = await res.json();
        expect(body).toMatchObject({ code: "internal_error", status: 500 });
        expect(JSON.stringify(body)).not.toContain("not_a_category");
        expect(server.errors.map((e) => e.event)).toContain("response_contract_violation");
      } finally {
        server.db.run("DELETE FROM templates WHERE template_id = 'tmpl_broken'");
        server.errors.length = 0;
      }
    },
  );

  it("no API key appears in logs, even at trace level", async () => {
    const lines: string[] = [];
    const { pino } = await import("pino");
    const { Writable } = await import("node:stream");
    const { buildApp } = await import("../../src/entry-points/http/app.js");
    const { loadOpenApi } = await import("@sms-api/openapi");
    const logger = pino(
      { level: "trace" },
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = buildApp({
      validateResponses: true,
      logger,
      services: server.services,
      openApiDocument: loadOpenApi("v1"),
      docsDir: "/nonexistent",
    });
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((r) => listener.once("listening", r));
    const port = (listener.address() as { port: number }).port;
    try {
      await fetch(`http://127.0.0.1:${port}/v1/account`, {
        headers: { authorization: `Bearer ${KEYS.test}` },
      });
      await fetch(`http://127.0.0.1:${port}/v1/account`, {
        headers: { authorization: "Bearer sk_test_wrong_key_12345678" },
      });
    } finally {
      listener.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join("");
    expect(all).not.toContain(KEYS.test);
    expect(all).not.toContain("sk_test_wrong_key_12345678");
  });
});

describe("odd requests never reach a 500", () => {
  it.each([
    ["GET", "/v1/sms/"],
    ["GET", "/v1/account/"],
    ["GET", "/v1/sms?limit=1&limit=2"],
    ["GET", "/v1/sms?limit=abc"],
    ["GET", "/v1/sms?cursor="],
    ["GET", "/v1/events?type=sms.unknown"],
    ["GET", "/v1/sms/%E0%A4%A"],
    ["GET", "/v1/templates/%00"],
    ["OPTIONS", "/v1/sms/send"],
    ["HEAD", "/v1/account"],
    ["POST", "/v1/sms/msg_x/cancel"],
  ])("%s %s", async (method, path) => {
    const res = await server.call(method, path, { key: KEYS.test });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(method === "HEAD" ? 200 : 400);
  });
});

describe("docs location", () => {
  it("comes from @sms-api/docs's documented docsDistDir export", async () => {
    const { resolveDocsDir } = await import("../../src/main/start-server.js");
    const { docsDistDir } = await import("@sms-api/docs");
    expect(await resolveDocsDir()).toBe(docsDistDir);
  });
});

describe.skipIf(TEST_ENGINE !== "sqlite")("a SQLite file held by another process", () => {
  it("answers 503 service_unavailable with Retry-After once the busy timeout passes", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const other = new DatabaseSync(server.dbPath);
    other.exec("BEGIN IMMEDIATE");
    try {
      const res = await server.call("POST", "/v1/sms/send", {
        key: KEYS.test,
        body: { to: "14155550123", template_id: "tmpl_plain", variables: [] },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect((await res.json()).code).toBe("service_unavailable");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    server.errors.length = 0;
  });
});
