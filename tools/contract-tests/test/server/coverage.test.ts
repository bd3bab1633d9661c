// Every operation × every documented status, reached on the real built server (a child process with a temp
// database, on this project's engine), every response checked by the independent validator. Faults are real,
// injected into the server's own database: it cannot be used for a moment (503), a table is renamed (500).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_API_VERSION } from "../support/api-version.js";
import {
  type ContractClient,
  type ContractResponse,
  createContractClient,
} from "../support/contract-client.js";
import { contractFixture, KEYS, MAGIC } from "../support/contract-fixture.js";
import { databaseFaults, faultEnv } from "../support/faults/database-faults.js";
import {
  describeServer,
  type ServerProcess,
  startServerProcess,
  TEST_ENGINE,
} from "../support/server-process.js";
import { roleCaller, versionApi } from "../support/version-api.js";
import { driveBusinessCells } from "./business-cells.js";
import { type ResourceIds, startWebhookSink, validRequest, type WebhookSink } from "./operation-requests.js";

// The version of this vitest project (vitest.config.ts): its own document, paths and wire form.
const api = versionApi(TEST_API_VERSION);
const { contract } = api;
let server: ServerProcess;
let sink: WebhookSink;
let client: ContractClient;
/** Ids of real resources, filled by the set-up test. */
const ids: ResourceIds = {
  message_id: "msg_00000000000000000000000000",
  event_id: "evt_00000000000000000000000000",
  template_id: "tmpl_otp",
  webhook_id: "whk_00000000000000000000000000",
};

beforeAll(async () => {
  sink = await startWebhookSink();
  server = await startServerProcess({
    fixture: contractFixture(),
    env: {
      ALLOW_INSECURE_WEBHOOKS: "true",
      SIMULATOR_TEST_STEP_MS: "20",
      SIMULATOR_HOLD_MS: "600000",
      // What the engine needs for the faults to show (SQLite: the rollback journal and a short busy timeout);
      // the other suites (properties, client, webhooks) run the defaults.
      ...faultEnv(TEST_ENGINE),
    },
  });
  client = createContractClient({
    baseUrl: server.url,
    contract,
    timeoutMs: 60_000,
    explainNoAnswer: () => describeServer(server),
  });
});

afterAll(async () => {
  if (client)
    console.log(
      `\nContract coverage of ${api.version} on the reference server on ${TEST_ENGINE} (operation × status):\n${client.coverage.table()}\n`,
    );
  await server?.stop();
  await sink?.close();
});

/** Sends the valid request of every operation with `key`, each through the validator. */
async function everyOperation(key: string | undefined, headers?: Record<string, string>) {
  const results: { operationId: string; res: ContractResponse }[] = [];
  for (const op of contract.operations) {
    const req = validRequest(api, op, ids, sink.url);
    const res = await client.request(op.method, req.path, { key, json: req.json, headers });
    results.push({ operationId: op.operationId, res });
  }
  return results;
}

function statusesOf(results: { operationId: string; res: ContractResponse }[]) {
  return Object.fromEntries(results.map((r) => [r.operationId, r.res.status]));
}

function allWith(status: number) {
  return Object.fromEntries(contract.operations.map((op) => [op.operationId, status]));
}

describe("the reference server answers every documented status of every operation", () => {
  it("set-up: a disabled webhook endpoint and a message held queued", async () => {
    const call = roleCaller(client, api, { key: KEYS.full });
    const created = await call("createWebhook", {
      // Its own URL: one URL is registered once per account and mode, and the business cells register sink.url.
      json: { url: `${sink.url}?set-up=disabled`, events: ["*"], enabled: false },
    });
    expect(created.status).toBe(201);
    ids.webhook_id = api.idOf(api.resource(created.json), "webhook");
    const held = await call("sendMessage", {
      json: { to: api.recipient(MAGIC.held), template_id: "tmpl_otp", variables: ["123456", "5"] },
    });
    expect(held.status).toBe(202);
    ids.message_id = api.idOf(api.resource(held.json), "message");
  });

  it("503 service_unavailable on every operation while the server cannot use its database", async () => {
    // Concurrently: on SQLite the server meets the lock once per request, each after its busy timeout.
    const results = await databaseFaults(server).whileUnavailable(() =>
      Promise.all(
        contract.operations.map(async (op) => {
          const req = validRequest(api, op, ids, sink.url);
          const res = await client.request(op.method, req.path, { key: KEYS.full, json: req.json });
          return { operationId: op.operationId, res };
        }),
      ),
    );
    for (const { res } of results.filter((r) => r.res.status === 503))
      expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(statusesOf(results)).toEqual(allWith(503));
    // The server recovers once its database is back.
    expect((await roleCaller(client, api, { key: KEYS.full })("getAccount")).status).toBe(200);
  });

  it("500 internal_error on every operation while a table the server reads is renamed under it", async () => {
    const results = await databaseFaults(server).whileTableRenamed("api_keys", () =>
      everyOperation(KEYS.faults),
    );
    expect(statusesOf(results)).toEqual(allWith(500));
    expect(results.map((r) => (r.res.json as { code?: string }).code)).toEqual(
      results.map(() => "internal_error"),
    );
    // The server recovers once the table is back.
    expect((await roleCaller(client, api, { key: KEYS.full })("getAccount")).status).toBe(200);
  });

  it("the success and business-rule statuses of each operation", async () => {
    await driveBusinessCells(client, ids, { server, webhookUrl: sink.url, api });
  });

  it("401 on every operation: no key, an unknown key, a revoked key", async () => {
    expect(statusesOf(await everyOperation(undefined))).toEqual(allWith(401));
    expect(statusesOf(await everyOperation("sk_test_contract_unknown_0000001"))).toEqual(allWith(401));
    expect(statusesOf(await everyOperation(KEYS.revoked))).toEqual(allWith(401));
  });

  it("403 on every operation for a key outside its IP allow-list, and for a key lacking the scope", async () => {
    expect(statusesOf(await everyOperation(KEYS.elsewhere))).toEqual(allWith(403));
    const readOnly = statusesOf(await everyOperation(KEYS.readOnly));
    const sendOnly = statusesOf(await everyOperation(KEYS.sendOnly));
    expect(readOnly[api.operations.sendMessage]).toBe(403);
    expect(readOnly[api.operations.createWebhook]).toBe(403);
    expect(sendOnly[api.operations.listMessages]).toBe(403);
  });

  it("429 rate_limited on every operation once a one-per-second key is used twice in a row", async () => {
    const dummy: ResourceIds = {
      message_id: "msg_00000000000000000000000000",
      event_id: "evt_00000000000000000000000000",
      template_id: "tmpl_otp",
      webhook_id: "whk_00000000000000000000000000",
    };
    const statuses: Record<string, number> = {};
    for (const op of contract.operations) {
      const req = validRequest(api, op, dummy, sink.url);
      // Bounded: a refill between two requests is possible (1 token per second), four in a row are not.
      for (let attempt = 0; attempt < 4 && statuses[op.operationId] !== 429; attempt++) {
        const res = await client.request(op.method, req.path, { key: KEYS.tiny, json: req.json });
        statuses[op.operationId] = res.status;
        if (res.status === 429) expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
      }
    }
    expect(statuses).toEqual(allWith(429));
  });

  it("every documented (operation × status) cell was hit", () => {
    expect(client.coverage.size()).toBe(contract.operations.reduce((n, op) => n + op.responses.size, 0));
    expect(client.coverage.missing()).toEqual([]);
  });

  it("no response broke the contract", () => {
    expect(client.responses()).toBeGreaterThan(150);
    expect(client.violations).toEqual([]);
  });
});
