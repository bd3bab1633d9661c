import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../support/child-server.js";
import { KEYS, testFixture } from "../support/test-fixture.js";

// Two server processes on one database file: the guarantees of §4 and §6 hold across instances.
let dir: string;
let servers: ChildServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sms-multi-"));
  writeFileSync(join(dir, "fixture.json"), JSON.stringify(testFixture({ smallBalance: 10 })));
  const env = { SMS_FIXTURE: join(dir, "fixture.json"), DATABASE_URL: join(dir, "shared.sqlite") };
  servers = [await startChildServer(env), await startChildServer(env)];
});

afterAll(async () => {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  expect(codes).toEqual([0, 0]);
  rmSync(dir, { recursive: true, force: true });
});

function send(server: ChildServer, key: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/v1/sms/send`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

async function json(server: ChildServer, path: string, key: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return res.json();
}

describe("two instances sharing one database", () => {
  it("one idempotency key sent 40 times to both instances at once creates one message and one debit", async () => {
    const before = (await json(servers[0] as ChildServer, "/v1/account", KEYS.test)).data.balance;
    const body = { to: "14155550123", template_id: "tmpl_otp", variables: ["1", "2"] };
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(servers[i % 2] as ChildServer, KEYS.test, body, { "x-idempotency-key": "multi-1" }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 202 || s === 409)).toBe(true);
    const bodies = await Promise.all(responses.filter((r) => r.status === 202).map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.data.message_id)).size).toBe(1);
    const after = (await json(servers[1] as ChildServer, "/v1/account", KEYS.test)).data.balance;
    expect(after).toBe(before - 1);
    const list = await json(servers[1] as ChildServer, "/v1/sms?limit=100", KEYS.test);
    expect(
      list.data.filter((m: { idempotency_key: string }) => m.idempotency_key === "multi-1"),
    ).toHaveLength(1);
  });

  it("concurrent sends over a small prepaid balance through both instances never overdraw it", async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(servers[i % 2] as ChildServer, KEYS.small, {
          to: `1415555${3000 + i}`,
          template_id: "tmpl_otp",
          variables: [String(i)],
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect((await json(servers[0] as ChildServer, "/v1/account", KEYS.small)).data.balance).toBe(0);
  });
});
