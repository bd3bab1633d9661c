import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS, testFixture } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

describe("idempotency under concurrency (api-v1.md §4)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    expect(server.errors).toEqual([]);
    await server.destroy();
  });

  it("50 concurrent sends with one key create one message and one debit; replays are byte-identical", async () => {
    const before = await server.stores.ledger.balance("acc_main", "test");
    const body = { to: "14155550123", template_id: "tmpl_otp", variables: ["424242", "5"] };
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call("POST", "/v1/sms/send", {
          key: KEYS.test,
          // Key order and whitespace do not change the fingerprint.
          body:
            i % 2
              ? JSON.stringify(body)
              : `{ "variables": ["424242","5"], "template_id": "tmpl_otp", "to": "14155550123" }`,
          headers: { [i % 3 ? "x-idempotency-key" : "idempotency-key"]: "order-4711-otp" },
        }),
      ),
    );
    const texts = await Promise.all(responses.map((r) => r.text()));
    const accepted = responses.filter((r) => r.status === 202);
    // In-progress refusals are allowed by the contract; everything else must be a 202.
    expect(responses.every((r) => r.status === 202 || r.status === 409)).toBe(true);
    expect(accepted.length).toBeGreaterThan(0);
    const ids = new Set(
      texts.filter((_, i) => responses[i]?.status === 202).map((t) => JSON.parse(t).data.message_id),
    );
    expect(ids.size).toBe(1);
    const first =
      texts[responses.findIndex((r) => r.status === 202 && r.headers.get("idempotent-replayed") === null)];
    expect(first).toBeDefined();
    for (let i = 0; i < responses.length; i++) {
      if (responses[i]?.status === 202) expect(texts[i]).toBe(first);
    }
    expect(
      responses.filter((r) => r.status === 202 && r.headers.get("idempotent-replayed") === null),
    ).toHaveLength(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true").length).toBe(
      accepted.length - 1,
    );
    expect(await server.stores.ledger.balance("acc_main", "test")).toBe(before - 1);
    const debits = (await server.stores.ledger.entries("acc_main", "test")).filter(
      (e) => e.reason === "debit" && ids.has(e.message_id ?? ""),
    );
    expect(debits).toHaveLength(1);
  });

  it("a refused request does not consume its key", async () => {
    const headers = { "x-idempotency-key": "refused-then-fixed" };
    const refused = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: "14155550123", template_id: "tmpl_otp", variables: [] },
      headers,
    });
    expect(refused.status).toBe(422);
    const fixed = await server.call("POST", "/v1/sms/send", {
      key: KEYS.test,
      body: { to: "14155550123", template_id: "tmpl_otp", variables: ["1", "2"] },
      headers,
    });
    expect(fixed.status).toBe(202);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
  });

  it("keys are scoped to account and mode", async () => {
    const headers = { "x-idempotency-key": "shared-key" };
    const body = { to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] };
    const a = await (await server.call("POST", "/v1/sms/send", { key: KEYS.test, body, headers })).json();
    const b = await (await server.call("POST", "/v1/sms/send", { key: KEYS.live, body, headers })).json();
    expect(a.data.message_id).not.toBe(b.data.message_id);
    expect(b.data.mode).toBe("live");
  });
});

describe("prepaid billing under concurrency (api-v1.md §6)", () => {
  it("three times more concurrent sends than the balance covers: exactly the balance is spent, never below zero", async () => {
    const server = await startTestServer({ fixture: testFixture({ smallBalance: 10 }) });
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          server.call("POST", "/v1/sms/send", {
            key: KEYS.small,
            body: {
              to: `1415555${String(1000 + i).padStart(4, "0")}`,
              template_id: "tmpl_otp",
              variables: [String(i + 1)],
            },
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(20);
      const account = await server.client(KEYS.small).account.get();
      expect(account.data.balance).toBe(0);
      const entries = await server.stores.ledger.entries("acc_small", "test");
      expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
      expect(entries.filter((e) => e.reason === "debit")).toHaveLength(10);
      expect(server.errors).toEqual([]);
    } finally {
      await server.destroy();
    }
  });

  it("cancelling refunds; the balance always equals the ledger's sum", async () => {
    const server = await startTestServer({ fixture: testFixture({ smallBalance: 5 }) });
    try {
      const client = server.client(KEYS.small);
      const sent = await client.sms.send({ to: "919000000006", template_id: "tmpl_otp", variables: ["77"] });
      expect((await client.account.get()).data.balance).toBe(4);
      const cancelled = await client.sms.cancel(sent.data.message_id);
      expect(cancelled.data.status).toBe("cancelled");
      expect(cancelled.data.credits_used).toBe(0);
      expect((await client.account.get()).data.balance).toBe(5);
      const entries = await server.stores.ledger.entries("acc_small", "test");
      expect(entries.map((e) => e.reason)).toEqual(["opening_balance", "debit", "refund"]);
      expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(5);
    } finally {
      await server.destroy();
    }
  });
});
