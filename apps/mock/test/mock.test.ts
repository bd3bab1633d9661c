import { readFileSync } from "node:fs";
import { API_VERSIONS, openApiPath } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningMock, startMock } from "../src/index.js";
import { operationCases } from "./openapi-operations.js";

const AUTH = { authorization: "Bearer sk_test_demo_0123456789abcdef" };
/** Each version's operations, taken from its own document. */
const versions = API_VERSIONS.map((version) => {
  const doc = JSON.parse(readFileSync(openApiPath(version, "json"), "utf8")) as Record<string, unknown>;
  return { version, cases: operationCases(doc) };
});

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.close();
});

type Case = ReturnType<typeof operationCases>[number];

function call(c: Case, headers: Record<string, string> = {}) {
  return fetch(`${mock.url}${c.path}`, {
    method: c.method,
    headers: { ...AUTH, ...(c.body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${mock.url}${path}`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json", ...headers },
    body,
    signal: AbortSignal.timeout(10_000),
  });
}

describe("the Prism mock", () => {
  it("listens on 127.0.0.1 on the port it reports, serving every version", () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    expect(mock.port).toBeGreaterThan(0);
    expect(mock.versions).toEqual([...API_VERSIONS]);
  });
});

describe.each(versions)("the Prism mock's $version", ({ version, cases }) => {
  it("covers every operation of the version's document, under its path segment", () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
    expect(new Set(cases.map((c) => c.operationId)).size).toBe(cases.length);
    expect(cases.every((c) => c.path.startsWith(`/${version}/`))).toBe(true);
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
});

// The front's refusals, in each version's problem form: v1's carry `success: false`, v2's do not.
describe("refused for its shape, as the server refuses it", () => {
  // The documented limit: Prism never answers a body that is not JSON, so the front does.
  it.each([
    ["/v1/sms/send", { success: false }],
    ["/v2/messages", {}],
  ])("answers a malformed JSON body to %s with 400 malformed_json", async (path, form) => {
    const res = await post(path, '{"to": "9190');
    expect(res.status).toBe(400);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const problem = await res.json();
    expect(problem).toMatchObject({ ...form, status: 400, code: "malformed_json" });
    if (!("success" in form)) expect(problem).not.toHaveProperty("success");
  });

  it.each([
    ["a too-short recipient and no template", "/v1/sms/send", { to: "1" }],
    ["an unknown field", "/v1/sms/send", { to: "919000000001", template_id: "tmpl_otp", extra: 1 }],
    ["a webhook without events", "/v1/webhooks", { url: "https://example.com/h" }],
    ["a v2 send without template", "/v2/messages", { to: "+919000000001" }],
    ["a v2 unknown field", "/v2/messages", { to: "+919000000001", template_id: "tmpl_otp", extra: 1 }],
    ["a recipient longer than E.164 allows", "/v2/messages", { to: "+9190000000011111", template_id: "t" }],
    [
      "a v2 endpoint pinned to no version",
      "/v2/webhooks",
      { url: "https://e.example/h", events: ["*"], api_version: "v3" },
    ],
  ])("refuses %s: 400 invalid_request with field errors", async (_name, path, body) => {
    const res = await post(path, JSON.stringify(body));
    expect(res.status).toBe(400);
    const problem = await res.json();
    expect(problem).toMatchObject({ code: "invalid_request" });
    expect(problem.errors.length).toBeGreaterThan(0);
    expect("success" in problem).toBe(path.startsWith("/v1/"));
  });

  const v2Send = JSON.stringify({ to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });

  it("refuses v1's X-Idempotency-Key on a v2 send, naming the right header, as the server does", async () => {
    const res = await post("/v2/messages", v2Send, { "x-idempotency-key": "order-4711" });
    expect(res.status).toBe(400);
    const problem = await res.json();
    expect(problem).toMatchObject({ status: 400, code: "invalid_idempotency_key" });
    expect(problem.detail).toContain("Idempotency-Key");
    expect(problem).not.toHaveProperty("success");
  });

  it("passes a v2 send with Idempotency-Key, and a v1 send with either header, to Prism", async () => {
    const v2 = await post("/v2/messages", v2Send, { "idempotency-key": "order-4711" });
    expect(v2.status).toBe(202);
    expect(await v2.json()).toMatchObject({ object: "message", status: "queued" });
    const v1Send = JSON.stringify({ to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });
    for (const header of ["x-idempotency-key", "idempotency-key"]) {
      const v1 = await post("/v1/sms/send", v1Send, { [header]: "order-4711" });
      expect(v1.status, header).toBe(202);
      expect(await v1.json()).toMatchObject({ success: true });
    }
  });
});
