// The test helper that sets the test balance, on the real app: insufficient_credits reached and undone without
// a new database, a live key refused, the live balance untouched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const PATH = "/v1/test-helpers/account/balance";
const OTP = { to: "919000000001", template_id: "tmpl_otp", variables: ["123456", "10"] };

async function balance(key: string): Promise<number> {
  const res = await server.call("GET", "/v1/account", { key });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

describe("POST /v1/test-helpers/account/balance", () => {
  it("sets the test balance: 0 makes a send 402 insufficient_credits, setting it back lets it through", async () => {
    const set = await server.call("POST", PATH, { key: KEYS.test, body: { balance: 0 } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ success: true, data: { mode: "test", balance: 0 } });
    const refused = await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: OTP });
    const problem = await expectProblem(refused, 402, "insufficient_credits");
    expect(problem.detail).toContain(PATH);

    expect((await server.call("POST", PATH, { key: KEYS.test, body: { balance: 100 } })).status).toBe(200);
    expect(await balance(KEYS.test)).toBe(100);
    expect((await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: OTP })).status).toBe(202);
    expect(await balance(KEYS.test)).toBeLessThan(100);
  });

  it("refuses a live key with 403 test_mode_only and leaves the live balance alone", async () => {
    const before = await balance(KEYS.live);
    await expectProblem(
      await server.call("POST", PATH, { key: KEYS.live, body: { balance: 0 } }),
      403,
      "test_mode_only",
    );
    expect(await balance(KEYS.live)).toBe(before);
  });

  it("needs the scope that spends the balance (sms:send)", async () => {
    await expectProblem(
      await server.call("POST", PATH, { key: KEYS.readOnly, body: { balance: 0 } }),
      403,
      "permission_denied",
    );
  });

  it.each([[{ balance: -1 }], [{ balance: 1.5 }], [{}], [{ balance: 5, extra: true }]])(
    "refuses %j with 400 invalid_request",
    async (body) => {
      await expectProblem(await server.call("POST", PATH, { key: KEYS.test, body }), 400, "invalid_request");
    },
  );
});
