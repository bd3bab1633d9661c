import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../support/problem.js";
import { KEYS, testFixture } from "../support/test-fixture.js";
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

async function balance(key: string): Promise<number> {
  const res = await server.call("GET", "/v1/account", { key });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

describe("steps 5–10", () => {
  it.each([
    ["a plus sign", "+919000000001"],
    ["too short", "9190000"],
    ["a leading zero", "0919000000001"],
    ["an invalid number", "15555550100"],
    ["a fixed-line number", "442079460000"],
    ["an Indian fixed line", "911123456789"],
  ])("a recipient with %s is 422 invalid_recipient", async (_name, to) => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: { ...OTP, to } }),
      422,
      "invalid_recipient",
    );
  });

  it("a recipient over the abuse cap is 429 recipient_rate_limited with Retry-After, except a magic number in test mode", async () => {
    const fixture = testFixture();
    const main = fixture.accounts[0];
    if (main) main.recipient_rate_limit = { max_messages: 2, window_seconds: 60 };
    const capped = await startTestServer({ fixture });
    try {
      const body = { ...OTP, to: "14155550123", template_id: "tmpl_plain", variables: [] };
      expect((await capped.call("POST", "/v1/sms/send", { key: KEYS.test, body })).status).toBe(202);
      expect(
        (
          await capped.call("POST", "/v1/sms/send", {
            key: KEYS.test,
            body,
            headers: { "x-idempotency-key": "cap-1" },
          })
        ).status,
      ).toBe(202);
      // An idempotent replay does not count.
      expect(
        (
          await capped.call("POST", "/v1/sms/send", {
            key: KEYS.test,
            body,
            headers: { "x-idempotency-key": "cap-1" },
          })
        ).status,
      ).toBe(202);
      const res = await capped.call("POST", "/v1/sms/send", { key: KEYS.test, body });
      await expectProblem(res, 429, "recipient_rate_limited");
      const retry = Number(res.headers.get("retry-after"));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      // Another recipient is not affected; the live mode has its own count.
      expect(
        (await capped.call("POST", "/v1/sms/send", { key: KEYS.test, body: { ...body, to: "12025550123" } }))
          .status,
      ).toBe(202);
      expect((await capped.call("POST", "/v1/sms/send", { key: KEYS.live, body })).status).toBe(202);

      // Test mode's magic numbers are exempt (a test suite reuses them); in live mode they are numbers like any.
      for (let i = 0; i < 4; i++) {
        const sent = await capped.call("POST", "/v1/sms/send", { key: KEYS.test, body: OTP });
        expect(sent.status, `test-mode send ${i + 1} to a magic number`).toBe(202);
      }
      for (let i = 0; i < 2; i++) {
        expect((await capped.call("POST", "/v1/sms/send", { key: KEYS.live, body: OTP })).status).toBe(202);
      }
      await expectProblem(
        await capped.call("POST", "/v1/sms/send", { key: KEYS.live, body: OTP }),
        429,
        "recipient_rate_limited",
      );
    } finally {
      await capped.destroy();
    }
  });

  it("another account's template is 422 template_not_found", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_other_only", variables: ["1"] },
    });
    await expectProblem(res, 422, "template_not_found");
  });

  it("an inactive template is 422 template_inactive", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_inactive", variables: ["1"] },
    });
    await expectProblem(res, 422, "template_inactive");
  });

  it("a wrong number of variables is 422 variable_count_mismatch; a missing list counts as empty", async () => {
    await expectProblem(
      await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: { ...OTP, variables: ["1"] } }),
      422,
      "variable_count_mismatch",
    );
    await expectProblem(
      await server.call("POST", "/v1/sms/send", {
        key: KEYS.test,
        body: { to: OTP.to, template_id: "tmpl_otp" },
      }),
      422,
      "variable_count_mismatch",
    );
    const ok = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: OTP.to, template_id: "tmpl_plain" },
    });
    expect(ok.status).toBe(202);
  });

  it("bad variables are 422 invalid_variable with errors[] per variable", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, variables: ["", "line\nbreak"] },
    });
    const body = await expectProblem(res, 422, "invalid_variable");
    expect(body.errors).toEqual([
      expect.objectContaining({ field: "/variables/0", code: "too_short" }),
      expect.objectContaining({ field: "/variables/1", code: "control_character" }),
    ]);
    const long = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_short_vars", variables: ["1234567"] },
    });
    const longBody = await expectProblem(long, 422, "invalid_variable");
    expect(longBody.errors).toEqual([expect.objectContaining({ field: "/variables/0", code: "too_long" })]);
  });

  it("a text over 10 segments is 422 message_too_long", async () => {
    const variables = Array.from({ length: 11 }, () => "a".repeat(150));
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_free", variables },
    });
    await expectProblem(res, 422, "message_too_long");
  });

  it("a country outside the account's list is 403 destination_not_permitted", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.other,
      body: { to: "14155550123", template_id: "tmpl_other_only", variables: ["1"] },
    });
    await expectProblem(res, 403, "destination_not_permitted");
  });

  it("a category outside the account's list is 403 category_not_permitted", async () => {
    const res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_promo", variables: ["1"] },
    });
    await expectProblem(res, 403, "category_not_permitted");
  });

  it("India traffic without a complete DLT mapping is 422 dlt_mapping_incomplete; other countries pass", async () => {
    for (const template_id of ["tmpl_no_dlt", "tmpl_partial_dlt"]) {
      const res = await server.call("POST", "/v1/sms/send", {
        key: KEYS.test,
        body: { ...OTP, template_id, variables: ["1"] },
      });
      await expectProblem(res, 422, "dlt_mapping_incomplete");
    }
    const us = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: "14155550123", template_id: "tmpl_no_dlt", variables: ["1"] },
    });
    expect(us.status).toBe(202);
  });

  it("a prepaid balance below credits_used is 402 insufficient_credits, and nothing is charged", async () => {
    const small = await startTestServer({ fixture: testFixture({ smallBalance: 1 }) });
    try {
      const two = {
        to: "919000000001",
        template_id: "tmpl_free",
        variables: ["a".repeat(100), "b".repeat(100)],
      };
      const refused = await small.call("POST", "/v1/sms/send", { key: KEYS.small, body: two });
      const body = await expectProblem(refused, 402, "insufficient_credits");
      expect(body.detail).toContain("2 credit");
      expect((await small.client(KEYS.small).account.get()).data.balance).toBe(1);
    } finally {
      await small.destroy();
    }
  });

  it("checks run in the documented order: the first failing one decides", async () => {
    // Bad recipient and unknown template: the recipient (step 5) decides.
    let res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: "123", template_id: "tmpl_nope" },
    });
    await expectProblem(res, 422, "invalid_recipient");
    // Inactive template and wrong variable count: the template (step 7) decides.
    res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_inactive", variables: [] },
    });
    await expectProblem(res, 422, "template_inactive");
    // Wrong variable count and a forbidden category: variables (step 8) decide.
    res = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_promo", variables: [] },
    });
    await expectProblem(res, 422, "variable_count_mismatch");
  });

  it("refused sends store and charge nothing", async () => {
    const before = await balance(KEYS.test);
    const listBefore = await server.client(KEYS.test).sms.list({ limit: 100 });
    await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { ...OTP, template_id: "tmpl_inactive", variables: ["1"] },
    });
    expect(await balance(KEYS.test)).toBe(before);
    const listAfter = await server.client(KEYS.test).sms.list({ limit: 100 });
    expect(listAfter.data.length).toBe(listBefore.data.length);
  });
});

describe("acceptance", () => {
  it("answers 202 with Location, the queued message, and charges segments × rate", async () => {
    const before = await balance(KEYS.test);
    const res = await server.call("POST", "/v1/sms/send", { key: KEYS.test, body: OTP });
    expect(res.status).toBe(202);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(res.headers.get("location")).toBe(`/v1/sms/${data.message_id}`);
    expect(data).toMatchObject({
      status: "queued",
      to: OTP.to,
      template_id: "tmpl_otp",
      category: "otp",
      mode: "test",
      encoding: "gsm7",
      segments: 1,
      credits_used: 1,
      error: null,
      idempotency_key: null,
    });
    expect(String(data.message_id)).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await balance(KEYS.test)).toBe(before - 1);
  });

  it("a postpaid account is charged by the destination rate without a balance check", async () => {
    const client = server.client(KEYS.postpaid);
    const sent = await client.sms.send({ to: "14155550123", template_id: "tmpl_otp", variables: ["1"] });
    expect(sent.data.credits_used).toBe(2);
    expect((await client.account.get()).data.balance).toBe(-2);
  });
});
