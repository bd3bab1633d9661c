import { describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE, readConfig } from "../src/config/config.js";
import { FixtureError, parseFixture } from "../src/config/fixture-schema.js";
import { DEMO_FIXTURE_PATH, loadFixture } from "../src/config/load-fixture.js";
import { testFixture } from "./support/test-fixture.js";

describe("environment config (api-v1.md §11)", () => {
  it("has the documented defaults", () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      fixturePath: DEMO_FIXTURE_PATH,
      usingDemoFixture: true,
      allowInsecureWebhooks: false,
      logLevel: "info",
      validateResponses: true,
      webhookRetrySchedule: DEFAULT_WEBHOOK_RETRY_SCHEDULE,
      role: "all",
      workerLeaseMs: 30_000,
      webhookTimeoutMs: 15_000,
      workerProcesses: 1,
      workerNice: 10,
    });
    expect(c.database).toMatchObject({
      engine: "sqlite",
      path: expect.stringMatching(/data\/sms-api\.sqlite$/),
    });
  });

  it("reads every variable", () => {
    const c = readConfig({
      HOST: "0.0.0.0",
      PORT: "8080",
      SMS_FIXTURE: "/tmp/f.yaml",
      DATABASE_URL: "file:///tmp/x.sqlite",
      WEBHOOK_RETRY_SCHEDULE: "1, 2,3",
      ALLOW_INSECURE_WEBHOOKS: "true",
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      SERVER_ROLE: "worker",
      WORKER_LEASE_MS: "2000",
      WEBHOOK_TIMEOUT_MS: "500",
      DATABASE_JOURNAL_MODE: "delete",
      DATABASE_BUSY_TIMEOUT_MS: "250",
      WORKER_NICE: "0",
    });
    expect(c).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      fixturePath: "/tmp/f.yaml",
      usingDemoFixture: false,
      database: { engine: "sqlite", path: "/tmp/x.sqlite" },
      webhookRetrySchedule: [1, 2, 3],
      allowInsecureWebhooks: true,
      logLevel: "debug",
      validateResponses: false,
      role: "worker",
      workerLeaseMs: 2000,
      webhookTimeoutMs: 500,
      databaseJournalMode: "delete",
      databaseBusyTimeoutMs: 250,
      workerNice: 0,
    });
    expect(readConfig({ DATABASE_URL: ":memory:" }).database).toEqual({ engine: "sqlite", path: ":memory:" });
    expect(
      readConfig({ DATABASE_URL: "postgres://u:secret@db:5432/sms", DATABASE_POOL_SIZE: "4" }).database,
    ).toEqual({
      engine: "postgres",
      url: "postgres://u:secret@db:5432/sms",
      poolSize: 4,
    });
  });

  it("SQLITE_WRITER_SOCKET is for a shared SQLite file, and the writer role needs it", () => {
    expect(readConfig({ SERVER_ROLE: "writer", SQLITE_WRITER_SOCKET: "/run/sms/w.sock" })).toMatchObject({
      role: "writer",
      sqliteWriterSocket: "/run/sms/w.sock",
    });
    expect(readConfig({}).sqliteWriterSocket).toBeUndefined();
    expect(() => readConfig({ SERVER_ROLE: "writer" })).toThrow(
      /^SQLITE_WRITER_SOCKET: must name the socket/,
    );
    for (const DATABASE_URL of ["postgres://db/sms", ":memory:"])
      expect(() => readConfig({ DATABASE_URL, SQLITE_WRITER_SOCKET: "/run/sms/w.sock" })).toThrow(
        /^SQLITE_WRITER_SOCKET: is for a SQLite file/,
      );
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "abc"],
    ["LOG_LEVEL", "loud"],
    ["ALLOW_INSECURE_WEBHOOKS", "yes"],
    ["WEBHOOK_RETRY_SCHEDULE", "5,,10"],
    ["WEBHOOK_RETRY_SCHEDULE", "0"],
    ["DATABASE_URL", "mysql://db/sms"],
    ["DATABASE_URL", "postgres://db:port/sms"],
    ["DATABASE_POOL_SIZE", "0"],
    ["SERVER_ROLE", "both"],
    ["WORKER_LEASE_MS", "100"],
    ["WEBHOOK_TIMEOUT_MS", "abc"],
    ["SIMULATOR_LIVE_OUTCOMES", "delivered=lots"],
    ["DATABASE_JOURNAL_MODE", "memory"],
    ["DATABASE_BUSY_TIMEOUT_MS", "60001"],
    ["WORKER_NICE", "20"],
    ["WORKER_NICE", "-5"],
  ])("a bad %s (%s) stops the start with a message naming it", (name, value) => {
    const env =
      name === "DATABASE_POOL_SIZE"
        ? { DATABASE_URL: "postgres://db/sms", [name]: value }
        : { [name]: value };
    expect(() => readConfig(env)).toThrow(new RegExp(`^${name}: `));
  });
});

describe("fixture validation", () => {
  it("accepts the bundled demo fixture and the test fixture", () => {
    const demo = loadFixture(DEMO_FIXTURE_PATH);
    expect(demo.accounts[0]?.keys.map((k) => k.key)).toContain("sk_test_demo_0123456789abcdef");
    expect(demo.accounts[0]?.templates.find((t) => t.template_id === "tmpl_otp")?.variable_count).toBe(2);
    expect(parseFixture(testFixture()).accounts).toHaveLength(4);
  });

  const bad = (mutate: (f: ReturnType<typeof testFixture>) => void) => {
    const f = testFixture();
    mutate(f);
    try {
      parseFixture(JSON.parse(JSON.stringify(f)));
    } catch (err) {
      expect(err).toBeInstanceOf(FixtureError);
      return (err as FixtureError).message;
    }
    throw new Error("fixture accepted");
  };

  it.each<[string, (f: ReturnType<typeof testFixture>) => void]>([
    ["accounts[0].billing", (f) => Object.assign(f.accounts[0] as object, { billing: "monthly" })],
    [
      "accounts[0].allowed_countries[1]",
      (f) => Object.assign(f.accounts[0] as object, { allowed_countries: ["IN", "XX"] }),
    ],
    [
      "accounts[0].keys[0].key",
      (f) => Object.assign(f.accounts[0]?.keys[0] as object, { key: "sk_live_wrong_mode_0000000" }),
    ],
    [
      "accounts[0].keys[0].scopes[0]",
      (f) => Object.assign(f.accounts[0]?.keys[0] as object, { scopes: ["sms:everything"] }),
    ],
    [
      "accounts[0].keys[0].ip_allowlist[0]",
      (f) => Object.assign(f.accounts[0]?.keys[0] as object, { ip_allowlist: ["10.0.0.0/33"] }),
    ],
    [
      "accounts[0].templates[0].variable_count",
      (f) => Object.assign(f.accounts[0]?.templates[0] as object, { variable_count: 3 }),
    ],
    [
      "accounts[0].templates[1].category",
      (f) => Object.assign(f.accounts[0]?.templates[1] as object, { category: "spam" }),
    ],
    [
      "accounts[0].templates[0].dlt.header",
      (f) => Object.assign(f.accounts[0]?.templates[0] as object, { dlt: { header: 5 } }),
    ],
    ["accounts[0].balances.test", (f) => Object.assign(f.accounts[0] as object, { balances: { test: -1 } })],
    ["accounts[1].account_id", (f) => Object.assign(f.accounts[1] as object, { account_id: "acc_main" })],
    [
      "accounts[1].keys[0].key",
      (f) => Object.assign(f.accounts[1]?.keys[0] as object, { key: f.accounts[0]?.keys[0]?.key }),
    ],
    ["accounts[0].surprise", (f) => Object.assign(f.accounts[0] as object, { surprise: 1 })],
    // Beyond the bounds the contract declares on what the server answers with these values.
    [
      "accounts[0].templates[0].max_variable_length",
      (f) => Object.assign(f.accounts[0]?.templates[0] as object, { max_variable_length: 1531 }),
    ],
    [
      "accounts[0].templates[0].body",
      (f) => Object.assign(f.accounts[0]?.templates[0] as object, { body: "{#var#}".repeat(1531) }),
    ],
    [
      "accounts[0].credit_rates.US",
      (f) => Object.assign(f.accounts[0] as object, { credit_rates: { US: 1001 } }),
    ],
    [
      "accounts[0].recipient_rate_limit.window_seconds",
      (f) => Object.assign(f.accounts[0] as object, { recipient_rate_limit: { window_seconds: 86_401 } }),
    ],
    [
      "accounts[0].balances.test",
      (f) => Object.assign(f.accounts[0] as object, { balances: { test: 2 ** 53 } }),
    ],
    [
      "accounts[0].webhook_endpoint_limit",
      (f) => Object.assign(f.accounts[0] as object, { webhook_endpoint_limit: -1 }),
    ],
    [
      "accounts[0].webhook_endpoint_limit",
      (f) => Object.assign(f.accounts[0] as object, { webhook_endpoint_limit: 501 }),
    ],
    [
      "accounts[0].webhook_endpoint_limit",
      (f) => Object.assign(f.accounts[0] as object, { webhook_endpoint_limit: "16" }),
    ],
  ])("names %s", (field, mutate) => {
    expect(bad(mutate)).toMatch(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")}: `));
  });
});
