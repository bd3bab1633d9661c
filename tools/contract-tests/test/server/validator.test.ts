// The validator itself, on fabricated responses: it must pass a documented answer and catch each way of
// breaking the contract. (Fabricated on purpose: this tests the checker, not the server.)
import { API_VERSIONS, type ApiVersion } from "@sms-api/openapi";
import { describe, expect, it } from "vitest";
import { createCoverageMatrix } from "../support/coverage.js";
import { loadContract } from "../support/openapi-document.js";
import { createResponseValidator, type ObservedResponse } from "../support/response-validator.js";
import { versionApi } from "../support/version-api.js";

const contract = loadContract("v1");
const validator = createResponseValidator(contract);

const account = {
  success: true,
  data: {
    account_id: "acc_demo",
    name: "Demo Ltd",
    billing: "prepaid",
    mode: "test",
    balance: 10,
    allowed_countries: ["IN"],
    allowed_categories: ["otp"],
  },
};
const rateHeaders = { "ratelimit-policy": '"default";q=100;w=1', ratelimit: '"default";r=99;t=1' };

function ok(over: Partial<ObservedResponse> = {}): ObservedResponse {
  return {
    method: "GET",
    path: "/v1/account",
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8", "x-request-id": "req_1", ...rateHeaders },
    body: JSON.stringify(account),
    ...over,
  };
}

function problem(status: number, code: string, over: Record<string, unknown> = {}) {
  return JSON.stringify({
    success: false,
    type: `https://docs.sms-api.example/errors#${code}`,
    title: "t",
    status,
    detail: "d",
    code,
    request_id: "req_1",
    ...over,
  });
}

const problemHeaders = { "content-type": "application/problem+json", "x-request-id": "req_1" };

describe("the response validator", () => {
  it("passes a documented answer", () => {
    expect(validator.validate(ok()).violations).toEqual([]);
    const limited = validator.validate({
      method: "GET",
      path: "/v1/account",
      status: 429,
      headers: { ...problemHeaders, ...rateHeaders, "retry-after": "1" },
      body: problem(429, "rate_limited"),
    });
    expect(limited.violations).toEqual([]);
  });

  it.each<[string, Partial<ObservedResponse>, RegExp]>([
    ["an undocumented status", { status: 418 }, /status 418 is not documented/],
    [
      "a status of another operation",
      { status: 404, body: problem(404, "message_not_found") },
      /404 is not documented/,
    ],
    [
      "an undocumented media type",
      { headers: { "content-type": "text/html", "x-request-id": "r", ...rateHeaders } },
      /content-type "text\/html"/,
    ],
    ["a body that is not JSON", { body: "<html>" }, /not JSON/],
    [
      "a body missing a required field",
      { body: JSON.stringify({ success: true }) },
      /must have required property 'data'/,
    ],
    [
      "a body with a wrong type",
      { body: JSON.stringify({ ...account, data: { ...account.data, balance: "10" } }) },
      /\/data\/balance must be/,
    ],
    [
      "a missing required header",
      { headers: { "content-type": "application/json", ...rateHeaders } },
      /required header X-Request-Id is missing/,
    ],
    ["an unmatched path", { path: "/v1/nothing" }, /no documented operation matches/],
  ])("catches %s", (_name, over, expected) => {
    const violations = validator.validate(ok(over)).violations;
    expect(violations.join("\n")).toMatch(expected);
  });

  it.each<[string, number, string, Record<string, string>, Record<string, unknown>, RegExp]>([
    [
      "a code not documented for the status",
      403,
      "permission_denied",
      {},
      {},
      /code permission_denied is not documented for 403/,
    ],
    [
      "a problem status unlike the HTTP status",
      500,
      "internal_error",
      {},
      { status: 503 },
      /problem status 503/,
    ],
    [
      "a request_id unlike the header",
      500,
      "internal_error",
      {},
      { request_id: "req_2" },
      /request_id differs/,
    ],
    [
      "a type link not ending in the code",
      500,
      "internal_error",
      {},
      { type: "https://x/errors#other" },
      /does not end in #internal_error/,
    ],
    [
      "a header value breaking its schema",
      503,
      "service_unavailable",
      { "retry-after": "0" },
      {},
      /header Retry-After: \/ must be >= 1/,
    ],
    [
      "a missing Retry-After on 503",
      503,
      "service_unavailable",
      {},
      {},
      /required header Retry-After is missing/,
    ],
  ])("catches %s", (_name, status, code, headers, body, expected) => {
    const result = validator.validate({
      method: "GET",
      path: "/v1/account",
      status,
      headers: { ...problemHeaders, ...headers },
      body: problem(status, code, body),
    });
    expect(result.violations.join("\n")).toMatch(expected);
  });

  it("refuses a body on a status that documents none", () => {
    const deleted = validator.validate({
      method: "DELETE",
      path: "/v1/webhooks/whk_1",
      status: 204,
      headers: { "x-request-id": "req_1", ...rateHeaders },
      body: "{}",
    });
    expect(deleted.violations.join("\n")).toMatch(/204 documents no body/);
  });

  it.each([
    ["POST", "/v1/sms/send", "Sms_send"],
    ["GET", "/v1/sms/send", "Sms_get"],
    ["GET", "/v1/sms/msg_1?x=1", "Sms_get"],
    ["POST", "/v1/sms/msg_1/cancel", "Sms_cancel"],
    ["PATCH", "/v1/webhooks/whk_1", "Webhooks_update"],
    ["POST", "/v1/webhooks/whk_1/rotate-secret", "Webhooks_rotateSecret"],
    ["GET", "/v1/sms", "Sms_list"],
  ])("resolves %s %s to %s", (method, path, operationId) => {
    expect(contract.findOperation(method, path)?.operationId).toBe(operationId);
  });
});

describe("the coverage matrix", () => {
  it("counts documented cells only and lists the ones not hit", () => {
    const matrix = createCoverageMatrix(contract);
    expect(matrix.size()).toBe(142);
    matrix.record("Accounts_get", 200);
    matrix.record("Accounts_get", 418);
    expect(matrix.hits("Accounts_get", 200)).toBe(1);
    expect(matrix.missing()).toHaveLength(141);
    expect(matrix.missing()).toContain("Accounts_get 401");
    const row = matrix
      .table()
      .split("\n")
      .find((l) => l.startsWith("Accounts_get"));
    expect(row).toMatch(/hit/);
    expect(matrix.table()).toMatch(/1\/142 documented cells hit/);
  });
});

describe("each version's document", () => {
  /** The (operation × status) cells the coverage suite must hit in each version: a change here is a spec change. */
  // v1 has the event stream (7 cells) that v2 lacks while in preview.
  const DOCUMENTED_CELLS: Record<ApiVersion, number> = { v1: 142, v2: 135 };

  it.each(API_VERSIONS.map((version) => [version]))("%s has its count of documented cells", (version) => {
    expect(createCoverageMatrix(loadContract(version)).size()).toBe(DOCUMENTED_CELLS[version]);
  });

  it.each(API_VERSIONS.map((version) => [version]))(
    "%s: each operation has one role in support/version-wire.ts, and each role one operation",
    (version) => {
      const api = versionApi(version);
      const ids = api.contract.operations.map((op) => op.operationId);
      expect(ids.filter((id) => api.roleOf(id) === undefined)).toEqual([]);
      expect(new Set(ids.map((id) => api.roleOf(id))).size).toBe(Object.keys(api.operations).length);
    },
  );

  it("judges an answer by its own version: v1's envelope breaks v2's account, v2's account breaks v1's", () => {
    const v2 = createResponseValidator(loadContract("v2"));
    const { account_id, ...rest } = account.data;
    const bare = JSON.stringify({ id: account_id, object: "account", ...rest });
    expect(v2.validate(ok({ path: "/v2/account", body: bare })).violations).toEqual([]);
    expect(v2.validate(ok({ path: "/v2/account" })).violations.join("\n")).toMatch(/required property 'id'/);
    expect(validator.validate(ok({ body: bare })).violations.join("\n")).toMatch(
      /required property 'success'/,
    );
  });
});

describe("the contract client", () => {
  it("puts every response through the validator and counts only documented cells", async () => {
    const { createServer } = await import("node:http");
    const { createContractClient } = await import("../support/contract-client.js");
    // A fabricated responder: this tests the checker's wiring, not the server.
    const fake = createServer((req, res) => {
      if (req.url === "/v1/account") res.writeHead(418, { "content-type": "text/plain" }).end("teapot");
      else res.writeHead(204, { "x-request-id": "req_1", ...rateHeaders }).end();
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const { port } = fake.address() as { port: number };
    try {
      const client = createContractClient({ baseUrl: `http://127.0.0.1:${port}`, contract });
      const teapot = await client.request("GET", "/v1/account", { key: "sk_test_never_reported_0001" });
      expect(teapot.violations.join("\n")).toMatch(/status 418 is not documented/);
      const deleted = await client.request("DELETE", "/v1/webhooks/whk_1");
      expect(deleted.violations).toEqual([]);
      expect(client.violations).toHaveLength(1);
      expect(client.violations[0]).toMatch(/^GET \/v1\/account → 418: /);
      expect(client.violations.join("\n")).not.toContain("sk_test_never_reported_0001");
      expect(client.coverage.missing()).toHaveLength(141);
      expect(client.coverage.hits("Webhooks_delete", 204)).toBe(1);
    } finally {
      fake.close();
    }
  });

  it("flags what a version's form forbids beyond its open schemas: v1's success flag in a v2 answer", async () => {
    const { createServer } = await import("node:http");
    const { createContractClient } = await import("../support/contract-client.js");
    const { account_id, ...rest } = account.data;
    const bare = { id: account_id, object: "account", ...rest };
    // A fabricated responder: a v2 account, once with v1's flag added.
    const fake = createServer((req, res) => {
      const body = req.url === "/v2/account" ? bare : { success: true, ...bare };
      const headers = { "content-type": "application/json", "x-request-id": "req_1", ...rateHeaders };
      res.writeHead(200, headers).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const { port } = fake.address() as { port: number };
    try {
      const client = createContractClient({
        baseUrl: `http://127.0.0.1:${port}`,
        contract: loadContract("v2"),
      });
      expect((await client.request("GET", "/v2/account")).violations).toEqual([]);
      const flagged = await client.request("GET", "/v2/account?flag=1");
      expect(flagged.violations).toEqual(["the body carries v1's `success` flag"]);
    } finally {
      fake.close();
    }
  });
});
