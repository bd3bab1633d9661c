import { SmsApiError } from "@sms-api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { eventually, startTestServer, type TestServer } from "../support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIMULATOR_HOLD_MS: "1500" } });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

const MAGIC: [string, string, string | null, string[]][] = [
  ["919000000001", "delivered", null, ["queued", "processing", "submitted", "sent", "delivered"]],
  ["919000000002", "undelivered", "number_unreachable", ["queued", "processing", "submitted", "undelivered"]],
  ["919000000003", "rejected", "dnd_blocked", ["queued", "processing", "submitted", "rejected"]],
  ["919000000004", "failed", "carrier_error", ["queued", "processing", "submitted", "failed"]],
  ["919000000005", "expired", "validity_expired", ["queued", "processing", "submitted", "sent", "expired"]],
  ["919000000007", "delivered", null, ["queued", "processing", "submitted", "sent", "delivered"]],
];

describe("test-mode magic numbers (api-v1.md §7)", () => {
  it.each(MAGIC)("%s ends %s (%s), walking the transition table", async (to, status, errorCode, history) => {
    const client = server.client(KEYS.test);
    const sent = await client.sms.send({ to, template_id: "tmpl_otp", variables: ["1", "2"] });
    const final = await eventually(async () => {
      const m = (await client.sms.get(sent.data.message_id)).data;
      return m.status === status ? m : undefined;
    }, 4000);
    expect(final.error?.code ?? null).toBe(errorCode);
    expect(final.status_history.map((h) => h.status)).toEqual(history);
    const times = final.status_history.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(final.updated_at).toBe(final.status_history.at(-1)?.at);

    // One event per change after queued, with a rising sequence, readable through /v1/events.
    const events = (await client.events.list({ limit: 100 })).data.filter(
      (e) => "message_id" in e.data && e.data.message_id === sent.data.message_id,
    );
    const data = events
      .map((e) => e.data as { sequence: number; status: string; previous_status: string })
      .reverse();
    expect(data.map((d) => d.sequence)).toEqual(history.slice(1).map((_, i) => i + 1));
    expect(data.map((d) => d.status)).toEqual(history.slice(1));
    expect(data.map((d) => d.previous_status)).toEqual(history.slice(0, -1));
    expect(events.map((e) => e.type)).toContain(`sms.${status}`);
    const one = await client.events.get(events[0]?.event_id ?? "");
    expect(one.data).toEqual(events[0]);
  });

  it("919000000006 stays queued (cancellable), then is delivered", async () => {
    const client = server.client(KEYS.test);
    const held = await client.sms.send({
      to: "919000000006",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await client.sms.get(held.data.message_id)).data.status).toBe("queued");
    const delivered = await eventually(async () => {
      const m = (await client.sms.get(held.data.message_id)).data;
      return m.status === "delivered" ? m : undefined;
    }, 5000);
    expect(delivered.status_history.map((h) => h.status)).toEqual([
      "queued",
      "processing",
      "submitted",
      "sent",
      "delivered",
    ]);
  });

  it("cancel: queued → cancelled with an event; anything else is 409; the simulator's later steps change nothing", async () => {
    const client = server.client(KEYS.test);
    const held = await client.sms.send({
      to: "919000000006",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    const cancelled = await client.sms.cancel(held.data.message_id);
    expect(cancelled.data.status_history.map((h) => h.status)).toEqual(["queued", "cancelled"]);
    await expect(client.sms.cancel(held.data.message_id)).rejects.toMatchObject({
      status: 409,
      code: "message_not_cancellable",
    });
    await new Promise((r) => setTimeout(r, 1800));
    expect((await client.sms.get(held.data.message_id)).data.status).toBe("cancelled");
    const events = (await client.events.list({ type: "sms.cancelled", limit: 100 })).data;
    expect(events.some((e) => "message_id" in e.data && e.data.message_id === held.data.message_id)).toBe(
      true,
    );
  });

  it("a late or backward update is recorded nowhere", async () => {
    const client = server.client(KEYS.test);
    const sent = await client.sms.send({
      to: "919000000001",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    const done = await eventually(async () => {
      const m = (await client.sms.get(sent.data.message_id)).data;
      return m.status === "delivered" ? m : undefined;
    });
    expect(
      await server.services.lifecycle.apply({ message_id: sent.data.message_id, status: "sent" }),
    ).toBeUndefined();
    expect(
      await server.services.lifecycle.apply({ message_id: sent.data.message_id, status: "failed" }),
    ).toBeUndefined();
    const after = (await client.sms.get(sent.data.message_id)).data;
    expect(after).toEqual(done);
  });
});

describe("reads", () => {
  it("unknown ids are 404 with their own codes, and other accounts' or modes' resources are invisible", async () => {
    const client = server.client(KEYS.test);
    const sent = await client.sms.send({
      to: "919000000001",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    for (const [call, code] of [
      [() => client.sms.get("msg_01JD3Z4N8QW7V2K5H9T6XBCF0R"), "message_not_found"],
      [() => client.sms.cancel("msg_nope"), "message_not_found"],
      [() => client.templates.get("tmpl_nope"), "template_not_found"],
      [() => client.events.get("evt_nope"), "event_not_found"],
      [() => server.client(KEYS.live).sms.get(sent.data.message_id), "message_not_found"],
      [() => server.client(KEYS.other).sms.get(sent.data.message_id), "message_not_found"],
      [() => server.client(KEYS.other).templates.get("tmpl_otp"), "template_not_found"],
    ] as const) {
      const err = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(SmsApiError);
      expect(err).toMatchObject({ status: 404, code });
    }
  });

  it("lists paginate with cursors, newest first, and filter by status", async () => {
    const client = server.client(KEYS.live);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await client.sms.send({ to: `1415555${2000 + i}`, template_id: "tmpl_otp", variables: ["1", "2"] }))
          .data.message_id,
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.sms.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((m) => m.message_id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const templates = await server.client(KEYS.test).templates.list({ limit: 3 });
    expect(templates.data).toHaveLength(3);
    const rest = await server
      .client(KEYS.test)
      .templates.list({ limit: 100, cursor: templates.next_cursor ?? "" });
    expect(new Set([...templates.data, ...rest.data].map((t) => t.template_id)).size).toBe(8);
    const queued = await client.sms.list({ status: "queued", limit: 100 });
    expect(queued.data.every((m) => m.status === "queued")).toBe(true);
  });

  it.each([["limit=0"], ["limit=101"], ["cursor=garbage"], ["status=nope"], ["since=yesterday"]])(
    "GET /v1/sms?%s is 400 invalid_request naming the parameter",
    async (query) => {
      const res = await server.call("GET", `/v1/sms?${query}`, { key: KEYS.test });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("invalid_request");
      expect(body.errors[0].field).toBe(query.split("=")[0]);
    },
  );

  it("a timestamp typed unescaped (`?since=…T00:00:00Z`, as curl sends it) filters like the encoded one", async () => {
    const client = server.client(KEYS.test);
    const body = { to: "14155550123", template_id: "tmpl_otp", variables: ["1", "2"] };
    const before = (await client.sms.send(body)).data;
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date(Date.parse(before.submitted_at) + 10).toISOString();
    const after = (await client.sms.send(body)).data;
    const list = async (query: string) => {
      const res = await server.call("GET", `/v1/sms?${query}&limit=100`, { key: KEYS.test });
      expect(res.status).toBe(200);
      return ((await res.json()).data as { message_id: string; submitted_at: string }[]).map(
        (m) => m.message_id,
      );
    };
    const raw = await list(`since=${since}`);
    expect(since).toMatch(/:/);
    expect(raw).toContain(after.message_id);
    expect(raw).not.toContain(before.message_id);
    expect(raw).toEqual(await list(`since=${encodeURIComponent(since)}`));
    const viaClient = await client.sms.list({ since, limit: 100 });
    expect(viaClient.data.map((m) => m.message_id)).toEqual(raw);
    const future = await client.sms.list({ since: new Date(Date.now() + 60_000).toISOString() });
    expect(future.data).toEqual([]);
  });

  it.each([
    ["since=2026-13-01T00:00:00Z", "invalid_request", "since", undefined],
    ["since=2026-01-01T00:00:00Zjunk", "invalid_request", "since", undefined],
    ["cursor=a:b/c@d", "invalid_request", "cursor", undefined],
    // `+` is a space in form encoding: ambiguous, so it must still be written %2B.
    ["since=2026-01-01T00:00:00+05:30", "invalid_request", "since", "not_url_encoded"],
  ])("GET /v1/sms?%s is still refused (%s, %s)", async (query, code, field, fieldCode) => {
    const res = await server.call("GET", `/v1/sms?${query}`, { key: KEYS.test });
    expect(res.status).toBe(400);
    const problem = await res.json();
    expect(problem.code).toBe(code);
    expect(problem.errors[0].field).toBe(field);
    if (fieldCode) {
      expect(problem.errors[0].code).toBe(fieldCode);
      expect(problem.errors[0].message).toContain("%2B");
    }
  });

  it("the account shows the key's mode and balance", async () => {
    const account = (await server.client(KEYS.live).account.get()).data;
    expect(account).toMatchObject({
      account_id: "acc_main",
      name: "Main Test Ltd",
      billing: "prepaid",
      mode: "live",
    });
    expect(account.balance).toBe(
      (await server.stores.ledger.entries("acc_main", "live")).reduce((s, e) => s + e.amount, 0),
    );
  });
});
