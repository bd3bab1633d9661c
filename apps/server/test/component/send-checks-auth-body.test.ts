import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "../../src/domain/accounts/api-key-hash.js";
import type { Caller, Message } from "../../src/domain/model.js";
import { TEST_ENGINE } from "../support/engine.js";
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

const OTP = { to: "919000000001", template_id: "tmpl_otp", variables: ["123456", "10"] };

describe("api-v1.md §3, step 1: authentication", () => {
  it.each([
    ["no header", {}],
    ["another scheme", { authorization: `Basic ${KEYS.test}` }],
    ["an empty key", { authorization: "Bearer " }],
    ["a bare scheme", { authorization: "Bearer" }],
  ])("%s is 401 unauthenticated with WWW-Authenticate", async (_name, headers) => {
    const res = await server.call("POST", "/v1/sms/send", { body: OTP, headers });
    await expectProblem(res, 401, "unauthenticated");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(res.headers.get("ratelimit")).toBeNull();
  });

  it("accepts the scheme in any case", async () => {
    const res = await server.call("GET", "/v1/account", {
      headers: { authorization: `bEaReR ${KEYS.test}` },
    });
    expect(res.status).toBe(200);
  });

  it("an unknown key is 401 invalid_api_key", async () => {
    const res = await server.call("POST", "/v1/sms/send", { key: "sk_test_nobody_000000000000", body: OTP });
    await expectProblem(res, 401, "invalid_api_key");
  });

  it("a revoked key is 401 api_key_inactive", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.revoked, body: OTP }),
      401,
      "api_key_inactive",
    );
  });

  it("a key without sms:send is 403 permission_denied", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.readOnly, body: OTP }),
      403,
      "permission_denied",
    );
  });

  it("a key without sms:read cannot read messages", async () => {
    await expectProblem(
      await server.call("GET", "/v1/sms", { key: KEYS.sendOnly }),
      403,
      "permission_denied",
    );
  });

  it("an address outside the key's allow-list is 403 ip_not_allowed; inside it passes", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.ipRestricted, body: OTP }),
      403,
      "ip_not_allowed",
    );
    const ok = await server.call("POST", "/v1/sms/send", { key: KEYS.ipLoopback, body: OTP });
    expect(ok.status).toBe(202);
  });

  it("authentication comes before body checks", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { body: "{not json" }),
      401,
      "unauthenticated",
    );
  });
});

describe("step 2: rate limit", () => {
  it("answers 429 rate_limited with Retry-After and r=0 once the bucket is empty, before body checks", async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await server.call("POST", "/v1/sms/send", { key: KEYS.slow, body: "{bad" }));
    expect(results[0]?.status).toBe(400);
    expect(results[0]?.headers.get("ratelimit-policy")).toBe('"send";q=2;w=1');
    const limited = results.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    if (!limited) return;
    await expectProblem(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get("ratelimit")).toMatch(/^"send";r=0;t=\d+$/);
  });

  it("other operations use the default policy", async () => {
    const res = await server.call("GET", "/v1/account", { key: KEYS.test });
    expect(res.headers.get("ratelimit-policy")).toBe('"default";q=1000;w=1');
    expect(res.headers.get("ratelimit")).toMatch(/^"default";r=\d+;t=\d+$/);
  });
});

describe("step 3: body", () => {
  it("malformed JSON is 400 malformed_json", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: '{"to":' }),
      400,
      "malformed_json",
    );
  });

  it("another content type is 415 unsupported_media_type", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: JSON.stringify(OTP),
      headers: { "content-type": "text/plain" },
    });
    await expectProblem(res, 415, "unsupported_media_type");
  });

  it("a body over 16 KiB is 413 payload_too_large", async () => {
    const body = JSON.stringify({ ...OTP, variables: ["x".repeat(17 * 1024)] });
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body }),
      413,
      "payload_too_large",
    );
  });

  it("schema problems are 400 invalid_request naming each field with a JSON Pointer", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: 919000000001, variables: "x", extra: true },
    });
    const body = await expectProblem(res, 400, "invalid_request");
    const errors = body.errors as { field: string; code: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "/template_id", code: "required" }),
        expect.objectContaining({ field: "/to", code: "invalid_type" }),
        expect.objectContaining({ field: "/variables", code: "invalid_type" }),
        expect.objectContaining({ field: "/extra", code: "unknown_field" }),
      ]),
    );
  });

  it("a body that is not an object is invalid_request", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: "[1,2]" }),
      400,
      "invalid_request",
    );
  });
});

describe("step 4: idempotency key", () => {
  it.each([["a b"], ["x".repeat(256)], ["é"]])(
    "a malformed key (%s) is 400 invalid_idempotency_key",
    async (key) => {
      const res = await server.call("POST", "/v1/sms/send", {
        key: KEYS.test,
        body: OTP,
        headers: { "x-idempotency-key": encodeURIComponent(key) === key ? key : "bad key" },
      });
      await expectProblem(res, 400, "invalid_idempotency_key");
    },
  );

  it("both headers with different values are 400 invalid_idempotency_key", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: OTP,
      headers: { "x-idempotency-key": "a-1", "idempotency-key": "a-2" },
    });
    await expectProblem(res, 400, "invalid_idempotency_key");
  });

  it("the same key with another body is 422 idempotency_key_reused", async () => {
    const first = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: OTP,
      headers: { "x-idempotency-key": "reuse-1" },
    });
    expect(first.status).toBe(202);
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, variables: ["999999", "10"] },
      headers: { "idempotency-key": "reuse-1" },
    });
    await expectProblem(res, 422, "idempotency_key_reused");
  });

  it("a second send with a key whose first is not yet committed is 409, and a retry replays it", async () => {
    const key = await server.stores.accounts.findKeyByHash(hashApiKey(KEYS.test));
    const account = key && (await server.stores.accounts.getAccount(key.account_id));
    if (!key || !account) throw new Error("fixture key not found");
    const caller: Caller = { account, key, mode: key.mode };
    // Both run in one turn of the event loop, so they share one group commit: the first is not on disk yet.
    const render = (m: Message) => ({ message_id: m.message_id, status: m.status });
    const options = {
      idempotencyKey: "same-turn-1",
      apiVersion: "v1",
      recipientForm: "digits",
      render,
    } as const;
    const first = server.services.send(caller, OTP, options);
    const second = server.services.send(caller, OTP, options);
    // Which of the two takes the key first is the engine's choice. On SQLite both share one group commit, so
    // the other is told to retry; on PostgreSQL it is told so while the first holds the key, or, if the first
    // committed before it looked, it replays. Never a second acceptance.
    const outcomes = await Promise.allSettled([first, second]);
    const created = outcomes.filter((o) => o.status === "fulfilled" && !o.value.replayed);
    expect(created).toHaveLength(1);
    const accepted = created[0];
    if (accepted?.status !== "fulfilled") throw new Error("no send was accepted");
    const other = outcomes.find((o) => o !== accepted);
    if (TEST_ENGINE === "sqlite" || other?.status === "rejected")
      expect(other).toMatchObject({
        status: "rejected",
        reason: { code: "idempotency_request_in_progress" },
      });
    else expect(other).toMatchObject({ value: { replayed: true, answer: accepted.value.answer } });
    const retry = await server.services.send(caller, OTP, options);
    expect(retry).toMatchObject({ replayed: true, answer: accepted.value.answer });
  });
});
