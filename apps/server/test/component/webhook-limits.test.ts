import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../support/problem.js";
import { KEYS, testFixture } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

// acc_main may have 4 endpoints per mode here (the default is 16); acc_other keeps the default.
const LIMIT = 4;
let server: TestServer;
beforeAll(async () => {
  const fixture = testFixture();
  Object.assign(fixture.accounts[0] as object, { webhook_endpoint_limit: LIMIT });
  server = await startTestServer({ fixture });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

// Public addresses given as IP literals: accepted without DNS, never called (nothing is sent here).
const url = (n: number | string) => `https://93.184.216.34/limits/${n}`;
const create = (target: string, key: string = KEYS.test) =>
  server.call("POST", "/v1/webhooks", { key, body: { url: target, events: ["*"] } });
const clear = async (key: string) => {
  const list = (await (await server.call("GET", "/v1/webhooks?limit=100", { key })).json()) as {
    data: { webhook_id: string }[];
  };
  for (const { webhook_id } of list.data) await server.call("DELETE", `/v1/webhooks/${webhook_id}`, { key });
};

describe("webhook fan-out limits", () => {
  it("caps endpoints per account and mode at the fixture's limit, test and live counted apart", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await create(url(`cap-${i}`))).status).toBe(201);
    const refused = await expectProblem(await create(url("cap-over")), 422, "webhook_endpoint_limit_reached");
    expect(refused.detail).toContain(String(LIMIT));
    expect((await create(url("cap-live"), KEYS.live)).status).toBe(201);
    // Deleting one makes room again.
    const list = (await (await server.call("GET", "/v1/webhooks", { key: KEYS.test })).json()) as {
      data: { webhook_id: string }[];
    };
    await server.call("DELETE", `/v1/webhooks/${list.data[0]?.webhook_id}`, { key: KEYS.test });
    expect((await create(url("cap-again"))).status).toBe(201);
    await clear(KEYS.test);
    await clear(KEYS.live);
  });

  it("holds the cap under concurrent registrations", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => create(url(`race-${i}`))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 422)).toHaveLength(12 - LIMIT);
    await Promise.all(answers.map((r) => r.text()));
    await clear(KEYS.test);
  });

  it("refuses a second endpoint with the same URL (after normalisation) with 409, per mode", async () => {
    const first = (await (await create(url("same"))).json()) as { data: { webhook_id: string } };
    const dup = await expectProblem(
      await create("HTTPS://93.184.216.34:443/limits/same"),
      409,
      "webhook_url_duplicate",
    );
    expect(dup.detail).toContain(first.data.webhook_id);
    expect((await create(url("same"), KEYS.live)).status).toBe(201);
    // Moving another endpoint onto the URL is the same duplicate.
    const other = (await (await create(url("other"))).json()) as { data: { webhook_id: string } };
    await expectProblem(
      await server.call("PATCH", `/v1/webhooks/${other.data.webhook_id}`, {
        key: KEYS.test,
        body: { url: url("same") },
      }),
      409,
      "webhook_url_duplicate",
    );
    // An endpoint may be patched to its own URL.
    const self = await server.call("PATCH", `/v1/webhooks/${first.data.webhook_id}`, {
      key: KEYS.test,
      body: { url: url("same") },
    });
    expect(self.status).toBe(200);
    await clear(KEYS.test);
    await clear(KEYS.live);
  });

  it("lets only one of concurrent registrations of one URL through", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(url("race-same"))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    await Promise.all(answers.map((r) => r.text()));
    await clear(KEYS.test);
  });

  it("keeps the default limit of 16 for an account that sets none", async () => {
    for (let i = 0; i < 16; i++) expect((await create(url(`default-${i}`), KEYS.other)).status).toBe(201);
    await expectProblem(await create(url("default-over"), KEYS.other), 422, "webhook_endpoint_limit_reached");
    await clear(KEYS.other);
  });
});

describe("webhook URLs are stored as they are called", () => {
  it.each([
    ["backslashes", "https:\\\\93.184.216.34\\hook"],
    ["a missing //", "https:/93.184.216.34/hook"],
    ["a NUL in the path", "https://93.184.216.34/a\u0000b"],
    ["port 0", "https://93.184.216.34:0/hook"],
    ["user info", "https://user:pass@93.184.216.34/hook"],
    ["an empty user info", "https://@93.184.216.34/hook"],
    ["a fragment", "https://93.184.216.34/hook#part"],
  ])("refuses %s with webhook_url_not_allowed", async (_name, target) => {
    await expectProblem(await create(target), 422, "webhook_url_not_allowed");
  });

  it("stores and returns the normalised href, the URL deliveries call", async () => {
    const created = (await (await create("HTTPS://93.184.216.34:443/a/./b/../c?x=1")).json()) as {
      data: { webhook_id: string; url: string };
    };
    expect(created.data.url).toBe("https://93.184.216.34/a/c?x=1");
    const read = (await (
      await server.call("GET", `/v1/webhooks/${created.data.webhook_id}`, { key: KEYS.test })
    ).json()) as {
      data: { url: string };
    };
    expect(read.data.url).toBe("https://93.184.216.34/a/c?x=1");
    const patched = (await (
      await server.call("PATCH", `/v1/webhooks/${created.data.webhook_id}`, {
        key: KEYS.test,
        body: { url: "https://93.184.216.34:8443" },
      })
    ).json()) as { data: { url: string } };
    expect(patched.data.url).toBe("https://93.184.216.34:8443/");
    await clear(KEYS.test);
  });
});
