import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

// express-openapi-validator checks response bodies, not headers: this checks the required headers.
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { headers?: Record<string, { required?: boolean }> }> }>
  >;
};
const doc = loadOpenApi("v1") as unknown as Doc;

let server: TestServer;
let messageId: string;
beforeAll(async () => {
  server = await startTestServer();
  const sent = await server
    .client(KEYS.test)
    .sms.send({ to: "919000000006", template_id: "tmpl_otp", variables: ["1", "2"] });
  messageId = sent.data.message_id;
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

describe("documented required response headers are present", () => {
  const cases: [
    string,
    string,
    string,
    () => { key?: string; body?: unknown; headers?: Record<string, string> },
    number,
  ][] = [
    [
      "POST",
      "/v1/sms/send",
      "/v1/sms/send",
      () => ({ key: KEYS.test, body: { to: "14155550123", template_id: "tmpl_plain" } }),
      202,
    ],
    ["POST", "/v1/sms/send", "/v1/sms/send", () => ({ key: KEYS.test, body: "{" }), 400],
    ["POST", "/v1/sms/send", "/v1/sms/send", () => ({ body: {} }), 401],
    ["POST", "/v1/sms/send", "/v1/sms/send", () => ({ key: KEYS.readOnly, body: {} }), 403],
    [
      "POST",
      "/v1/sms/send",
      "/v1/sms/send",
      () => ({ key: KEYS.test, body: { to: "1", template_id: "tmpl_plain" } }),
      422,
    ],
    ["GET", "/v1/sms/{message_id}", "/v1/sms/MID", () => ({ key: KEYS.test }), 200],
    ["GET", "/v1/sms/{message_id}", "/v1/sms/msg_none", () => ({ key: KEYS.test }), 404],
    ["GET", "/v1/sms", "/v1/sms?limit=2", () => ({ key: KEYS.test }), 200],
    ["POST", "/v1/sms/{message_id}/cancel", "/v1/sms/MID/cancel", () => ({ key: KEYS.test }), 200],
    ["POST", "/v1/sms/{message_id}/cancel", "/v1/sms/MID/cancel", () => ({ key: KEYS.test }), 409],
    ["GET", "/v1/templates", "/v1/templates", () => ({ key: KEYS.test }), 200],
    ["GET", "/v1/templates/{template_id}", "/v1/templates/tmpl_otp", () => ({ key: KEYS.test }), 200],
    ["GET", "/v1/account", "/v1/account", () => ({ key: KEYS.test }), 200],
    ["GET", "/v1/events", "/v1/events", () => ({ key: KEYS.test }), 200],
    ["GET", "/v1/events/{event_id}", "/v1/events/evt_none", () => ({ key: KEYS.test }), 404],
  ];

  it.each(cases)("%s %s → %s (%i)", async (method, template, path, init, status) => {
    const res = await server.call(method, path.replace("MID", messageId), init());
    expect(res.status).toBe(status);
    const documented = doc.paths[template]?.[method.toLowerCase()]?.responses[String(status)];
    expect(documented, `${status} is documented`).toBeDefined();
    const required = Object.entries(documented?.headers ?? {})
      .filter(([, h]) => h.required)
      .map(([name]) => name);
    expect(required).toContain("X-Request-Id");
    for (const name of required) expect(res.headers.get(name), `${name} on ${status}`).not.toBeNull();
  });
});
