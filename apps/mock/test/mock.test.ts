import { readFileSync } from "node:fs";
import { openApiPath } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMock, startMock } from "../src/index.js";
import { operationCases } from "./openapi-operations.js";

const documentPath = openApiPath("v1", "json");
const doc = JSON.parse(readFileSync(documentPath, "utf8")) as Record<string, unknown>;
const cases = operationCases(doc);
const AUTH = { authorization: "Bearer sk_test_demo_0123456789abcdef" };

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock({ document: documentPath });
});
afterAll(async () => {
  await mock?.close();
});

function call(c: (typeof cases)[number], headers: Record<string, string> = {}) {
  return fetch(`${mock.url}${c.path}`, {
    method: c.method,
    headers: { ...AUTH, ...(c.body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
}

describe("the Prism mock", () => {
  it("listens on 127.0.0.1 on the port it reports", () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    expect(mock.port).toBeGreaterThan(0);
  });

  it("covers every operation of the document", () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
    expect(new Set(cases.map((c) => c.operationId)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.operationId, c] as const))("%s answers its success example", async (_, c) => {
    const res = await call(c);
    expect(res.status).toBe(c.successStatus);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    for (const header of c.requiredSuccessHeaders) {
      expect(res.headers.get(header), header).toMatch(/\S/);
      expect(res.headers.get(header), header).not.toBe("string"); // Prism's filler for a header without example
    }
    if (c.successExample?.mediaType === "text/event-stream") {
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      expect(await res.text()).toBe(c.successExample.value);
    } else if (c.successExample) {
      expect(res.headers.get("content-type")).toContain(c.successExample.mediaType);
      expect(await res.json()).toEqual(c.successExample.value);
    } else {
      expect(await res.text()).toBe("");
    }
  });

  const errorCases = cases.flatMap((c) =>
    c.errorExamples.map((e) => [c.operationId, e.status, e.name, c, e] as const),
  );
  it("has error examples to serve", () => expect(errorCases.length).toBeGreaterThan(cases.length));

  it.each(errorCases)("%s serves %i %s on request", async (_op, status, name, c, example) => {
    const res = await call(c, { prefer: `code=${status}, example=${name}` });
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as { code: string; type: string; status: number };
    expect(body).toEqual(example.value);
    expect(body.status).toBe(status);
    expect(body.type).toBe(`https://docs.sms-api.example/errors#${body.code}`);
  });

  // Prism only checks that a Bearer token is present, and answers the 401's first example.
  it("does not mock the event stream: GET /v1/events/stream answers the example's text at once and ends", async () => {
    const res = await fetch(`${mock.url}/v1/events/stream`, {
      headers: AUTH,
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    // The whole body arrives and the response ends: no live events, no heartbeats, no resume.
    const text = await res.text();
    expect(text.startsWith("retry: 1000\n")).toBe(true);
    expect(text).toContain("event: stream.opened\n");
    expect(text).toContain("event: sms.delivered\n");
  });

  it("reads types=a,b of the stream as the server does (explode: false), and refuses an unknown type", async () => {
    const get = (query: string) =>
      fetch(`${mock.url}/v1/events/stream?${query}`, { headers: AUTH, signal: AbortSignal.timeout(10_000) });
    const both = await get("types=sms.delivered,sms.failed");
    expect(both.status).toBe(200);
    await both.body?.cancel();
    const unknown = await get("types=sms.delivered,sms.nope");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "invalid_request", errors: [{ field: "types" }] });
  });

  it("refuses a request without credentials with one of its 401 examples", async () => {
    const account = cases.find((c) => c.operationId === "Accounts_get");
    if (!account) throw new Error("no Accounts_get operation");
    const res = await fetch(`${mock.url}${account.path}`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(401);
    const codes = account.errorExamples.filter((e) => e.status === 401).map((e) => e.name);
    expect(codes).toContain(((await res.json()) as { code: string }).code);
  });

  // The documented limit: Prism never answers a body that is not JSON, so clients need timeouts.
  it("answers a malformed JSON body as the server does: 400 malformed_json", async () => {
    const send = cases.find((c) => c.operationId === "Sms_send");
    if (!send) throw new Error("no Sms_send operation");
    const res = await fetch(`${mock.url}${send.path}`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json" },
      body: '{"to": "9190',
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    expect(await res.json()).toMatchObject({ success: false, status: 400, code: "malformed_json" });
  });

  it.each([
    ["a too-short recipient and no template", "/v1/sms/send", { to: "1" }, 400, "invalid_request"],
    [
      "an unknown field",
      "/v1/sms/send",
      { to: "919000000001", template_id: "tmpl_otp", extra: 1 },
      400,
      "invalid_request",
    ],
    ["a webhook without events", "/v1/webhooks", { url: "https://example.com/h" }, 400, "invalid_request"],
  ])("refuses %s as the server does", async (_name, path, body, status, code) => {
    const res = await fetch(`${mock.url}${path}`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(status);
    const problem = await res.json();
    expect(problem).toMatchObject({ code });
    expect(problem.errors.length).toBeGreaterThan(0);
  });
});
