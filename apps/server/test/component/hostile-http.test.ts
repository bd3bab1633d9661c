import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, type RawAnswer } from "../../src/testing/fuzz/raw-exchange.js";
import { expectProblem } from "../support/problem.js";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

/** Sends raw bytes (what no HTTP client would send) and returns the answer; fails on none. */
async function raw(text: string): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  const result = await exchange(
    Number(port),
    "127.0.0.1",
    Buffer.from(text, "latin1"),
    text.split(" ")[0] ?? "",
    10_000,
  );
  if (result.kind !== "answer")
    throw new Error(`no answer (${result.kind}) to ${JSON.stringify(text.slice(0, 80))}`);
  return result.answer;
}

/** The answer is the documented problem for `status` and `code`, with its request id in the header. */
function expectRawProblem(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(answer.body);
  expect(problem).toMatchObject({ success: false, status, code, request_id: answer.headers["x-request-id"] });
  expect(problem.request_id).toMatch(/^req_/);
  return problem;
}

const AUTH = `Authorization: Bearer ${KEYS.test}\r\n`;
const LIST_PATHS = ["/v1/sms", "/v1/events", "/v1/templates", "/v1/webhooks"];

describe("limit and other numeric query values", () => {
  const refused = [
    "Infinity",
    "-Infinity",
    "1e400",
    "2e308",
    "0x10",
    "0b11",
    "0o7",
    "1e1",
    "10.0",
    "%2B5",
    "%2010",
    "",
    "0",
    "101",
    "-1",
    "NaN",
  ];
  it.each(LIST_PATHS)(
    "%s refuses every limit that is not a decimal integer from 1 to 100, naming it",
    async (path) => {
      for (const limit of refused) {
        const body = await expectProblem(
          await server.call("GET", `${path}?limit=${limit}`, { key: KEYS.test }),
          400,
          "invalid_request",
        );
        expect(
          (body.errors as { field: string }[]).map((e) => e.field),
          `limit=${limit}`,
        ).toContain("limit");
      }
      for (const limit of ["1", "20", "100", "007"]) {
        expect(
          (await server.call("GET", `${path}?limit=${limit}`, { key: KEYS.test })).status,
          `limit=${limit}`,
        ).toBe(200);
      }
    },
  );

  it("refuses a since that is not a date-time, on both operations that take one", async () => {
    for (const path of ["/v1/sms", "/v1/events"])
      for (const since of ["1e400", "Infinity", "2026-13-01T00:00:00Z", "yesterday"])
        await expectProblem(
          await server.call("GET", `${path}?since=${since}`, { key: KEYS.test }),
          400,
          "invalid_request",
        );
  });
});

describe("HEAD and headers sent twice", () => {
  it("answers HEAD on every GET operation like GET, without a body", async () => {
    const doc = loadOpenApi("v1") as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([, item]) => "get" in item)
      .map(([path]) => path.replace(/\{[^}]+\}/, "tmpl_otp"));
    expect(gets.length).toBeGreaterThanOrEqual(8);
    for (const path of gets) {
      const get = await server.call("GET", path, { key: KEYS.test });
      const head = await server.call("HEAD", path, { key: KEYS.test });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get("content-type"), path).toBe(get.headers.get("content-type"));
      expect(head.headers.get("x-request-id"), path).toMatch(/^req_/);
      expect(await head.text(), path).toBe("");
      // An event stream's body never ends: its headers are what HEAD mirrors.
      if (get.headers.get("content-type") === "text/event-stream") await get.body?.cancel();
      else await get.text();
    }
  });

  it("lists HEAD in Allow where GET is allowed", async () => {
    const res = await server.call("PUT", "/v1/account", { key: KEYS.test });
    await expectProblem(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("refuses two Authorization headers and two Host headers with 400, and a missing Host", async () => {
    const twoKeys = await raw(
      `GET /v1/account HTTP/1.1\r\nHost: x\r\n${AUTH}Authorization: Bearer ${KEYS.live}\r\nConnection: close\r\n\r\n`,
    );
    expect(expectRawProblem(twoKeys, 400, "invalid_request").errors[0]).toMatchObject({
      field: "authorization",
      code: "duplicate_header",
    });
    const twoHosts = await raw(
      `GET /v1/account HTTP/1.1\r\nHost: a\r\nHost: b\r\n${AUTH}Connection: close\r\n\r\n`,
    );
    expect(expectRawProblem(twoHosts, 400, "invalid_request").errors[0]).toMatchObject({
      field: "host",
      code: "duplicate_header",
    });
    const noHost = await raw(`GET /v1/account HTTP/1.1\r\n${AUTH}Connection: close\r\n\r\n`);
    expect(expectRawProblem(noHost, 400, "invalid_request").errors[0]).toMatchObject({
      field: "host",
      code: "required",
    });
  });
});

describe("what Node's HTTP parser used to answer by itself", () => {
  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n"],
    ["a header without a colon", `GET /v1/account HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n`],
    ["a NUL in a header", `GET /v1/account HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n`],
    ["a CR in a header", `GET /v1/account HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n`],
    [
      "Transfer-Encoding with Content-Length",
      `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n`,
    ],
    [
      "a bad chunk",
      `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${AUTH}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
    ],
  ])("answers %s with 400 malformed_http_request", async (_name, text) => {
    const answer = await raw(text);
    expectRawProblem(answer, 400, "malformed_http_request");
    expect(answer.headers.connection).toBe("close");
  });

  it("answers a header section over 16 KiB with 431 request_headers_too_large", async () => {
    expectRawProblem(
      await raw(`GET /v1/account HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(17 * 1024)}\r\n\r\n`),
      431,
      "request_headers_too_large",
    );
  });

  it("answers an Expect other than 100-continue with 417 expectation_failed, and 100-continue as usual", async () => {
    expectRawProblem(
      await raw(`GET /v1/account HTTP/1.1\r\nHost: x\r\n${AUTH}Expect: 200-ok\r\n\r\n`),
      417,
      "expectation_failed",
    );
    const ok = await raw(
      `GET /v1/account HTTP/1.1\r\nHost: x\r\n${AUTH}Expect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(ok.status).toBe(200);
  });

  it("answers CONNECT with 405 method_not_allowed instead of closing the connection", async () => {
    const answer = await raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expectRawProblem(answer, 405, "method_not_allowed");
    expect(answer.headers.allow).toContain("GET");
  });
});
