import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CellResult } from "../src/load.ts";
import { ROWS, settleTimeoutMs } from "../src/load-section.ts";
import { buildMetrics } from "../src/metrics.ts";
import { parseTurboSummary } from "../src/pipeline.ts";
import { serverArgs, serverNodeFlags } from "../src/reference-server.ts";
import { judge } from "../src/report.ts";
import { readSettings, SECTIONS } from "../src/settings.ts";
import type { SustainedResult } from "../src/sustained.ts";
import { sustainedResult } from "./support/sustained-result.ts";

describe("readSettings", () => {
  // turbo hands a task only the variables it declares: BENCH_SUSTAINED_S and BENCH_DATABASE_URL were read here
  // but never reached the bench through `pnpm bench`.
  it("reads only variables that turbo passes to the bench task", () => {
    const source = readFileSync(new URL("../src/settings.ts", import.meta.url), "utf8");
    const read = new Set(source.match(/BENCH_[A-Z][A-Z_]*/g));
    const turbo = JSON.parse(readFileSync(new URL("../turbo.json", import.meta.url), "utf8"));
    expect(read.size).toBeGreaterThan(5);
    expect(new Set(turbo.tasks.bench.passThroughEnv)).toEqual(read);
  });

  it("defaults to every section, 3 rounds of 3 s, 60 s sustained, under 80 minutes", () => {
    const settings = readSettings({});
    expect(settings).toEqual({
      rounds: 3,
      durationS: 3,
      warmupS: 1,
      deadlineS: 6000,
      sustainedS: 60,
      sections: [...SECTIONS],
    });
  });

  it("takes BENCH_DATABASE_URL for the PostgreSQL rows", () => {
    expect(readSettings({ BENCH_DATABASE_URL: " postgres://u:p@db/x " }).databaseUrl).toBe(
      "postgres://u:p@db/x",
    );
  });

  it("keeps the suite's order whatever order BENCH_ONLY lists", () => {
    expect(readSettings({ BENCH_ONLY: "pipeline, client" }).sections).toEqual(["client", "pipeline"]);
  });

  it("takes BENCH_CPU_PROF as a folder, made absolute", () => {
    expect(readSettings({ BENCH_CPU_PROF: "prof" }).cpuProfDir).toBe(resolve("prof"));
    expect(readSettings({}).cpuProfDir).toBeUndefined();
  });

  it.each([
    { env: { BENCH_ROUNDS: "0" }, error: /BENCH_ROUNDS/ },
    { env: { BENCH_DURATION_S: "abc" }, error: /BENCH_DURATION_S/ },
    { env: { BENCH_DEADLINE_S: "5" }, error: /BENCH_DEADLINE_S/ },
    { env: { BENCH_SUSTAINED_S: "1" }, error: /BENCH_SUSTAINED_S/ },
    { env: { BENCH_ONLY: "load,tests" }, error: /unknown section tests/ },
  ])("refuses $env", ({ env, error }) => {
    expect(() => readSettings(env)).toThrow(error);
  });
});

function cellOf(
  name: string,
  connections: number,
  requestsPerSecond: number,
  p99Ms = 5,
  cpu: CellResult["cpuUsPerRequest"] = { api: null, worker: null, database: null, loadGenerator: null },
): CellResult {
  const figures = { requestsPerSecond, p50Ms: 1, p99Ms };
  const perRound = [figures, figures, figures];
  return {
    name,
    connections,
    rounds: 3,
    perRound,
    ...figures,
    errors: 0,
    errorKinds: {},
    peakRssBytes: 150e6,
    peakPssBytes: 120e6,
    cpuUsPerRequest: cpu,
  };
}

function sustainedOf(engine: string, missing: number): SustainedResult {
  return sustainedResult({ engine, deliveriesReceived: 1_200_000 - missing });
}

describe("buildMetrics", () => {
  const metrics = judge(
    buildMetrics({
      load: [
        cellOf(ROWS.bare, 10, 20_000),
        cellOf(ROWS.bare, 50, 50_000),
        cellOf(ROWS.prism, 50, 2_000),
        cellOf(ROWS.get("SQLite"), 10, 8_000, 5, {
          api: 100,
          worker: 0,
          database: null,
          loadGenerator: null,
        }),
        cellOf(ROWS.get("SQLite"), 50, 15_000, 5, {
          api: 120,
          worker: 1,
          database: null,
          loadGenerator: null,
        }),
        cellOf(ROWS.send("SQLite"), 10, 1_000),
        cellOf(ROWS.send("SQLite"), 50, 5_000, 25, {
          api: 250,
          worker: 150,
          database: null,
          loadGenerator: null,
        }),
        cellOf(ROWS.get("PostgreSQL"), 50, 9_000),
        cellOf(ROWS.send("PostgreSQL"), 50, 3_000, 5, {
          api: 400,
          worker: 60,
          database: 300,
          loadGenerator: 40,
        }),
        cellOf(ROWS.sendAll, 50, 2_500),
      ],
      sustained: [sustainedOf("sqlite", 0), sustainedOf("postgres", 3)],
      durableEchoAtHalfMaximum: {
        processes: 2,
        p50Ms: 3,
        p99Ms: 28,
        errors: 0,
        maxRate: 14_000.4,
        rate: 7_000,
        coresBusy: 1.25,
        generatorCores: 0.4,
      },
      cores: 2,
      client: {
        full: { minified: 20_000, gzipped: 6_000 },
        webhooksOnly: { minified: 3_000, gzipped: 1_400 },
      },
      startupMs: [700, 650, 900],
    }),
  );
  const byId = (id: string) => metrics.find((m) => m.id === id);

  it.each([
    { id: "send_vs_bare_50", value: 0.1, verdict: "PASS" },
    { id: "send_vs_bare_10", value: 0.05, verdict: "MISS" },
    { id: "send_vs_prism_50", value: 2.5, verdict: "MISS" },
    { id: "send_p99_50", value: 25, verdict: "MISS" },
    { id: "get_vs_bare_50", value: 0.3, verdict: "PASS" },
    { id: "get_vs_bare_10", value: 0.4, verdict: "PASS" },
    { id: "pg_send_vs_sqlite_50", value: 0.6, verdict: "PASS" },
    { id: "pg_get_vs_sqlite_50", value: 0.6, verdict: "MISS" },
    { id: "sqlite_cpu_get_api", value: 120, verdict: "MISS" },
    { id: "sqlite_cpu_send_api", value: 250, verdict: "PASS" },
    { id: "sqlite_cpu_send_worker", value: 150, verdict: "MISS" },
    { id: "pg_cpu_send_database", value: 300, verdict: "n/a" },
    // 2 cores ÷ (300 + 40 µs) = 5,882 sends/s, ÷ SQLite's 5,000.
    { id: "pg_send_ceiling_vs_sqlite_50", value: 2e6 / 340 / 5_000, verdict: "n/a" },
    { id: "pg_get_ceiling_vs_sqlite_50", value: null, verdict: "n/a" },
    { id: "pg_cpu_send_all", value: 800, verdict: "n/a" },
    { id: "sqlite_cpu_send_all", value: null, verdict: "n/a" },
    { id: "all_send_vs_scaled_50", value: 0.5, verdict: "n/a" },
    { id: "sustained_sqlite_send_p99", value: 12, verdict: "PASS" },
    { id: "sustained_sqlite_warmup_send_p99", value: 48, verdict: "n/a" },
    { id: "sustained_sqlite_send_p99_median_second", value: 10, verdict: "n/a" },
    { id: "sustained_sqlite_send_p99_worst_second", value: 40, verdict: "n/a" },
    { id: "sustained_sqlite_missing_deliveries", value: 0, verdict: "PASS" },
    { id: "sustained_sqlite_machine_stall", value: 14, verdict: "n/a" },
    { id: "sustained_postgres_missing_deliveries", value: 3, verdict: "MISS" },
    { id: "sustained_sqlite_delivery_p99", value: 300, verdict: "MISS" },
    { id: "sustained_sqlite_peak_pss", value: 320e6, verdict: "PASS" },
    { id: "sustained_sqlite_peak_rss", value: 450e6, verdict: "n/a" },
    { id: "sustained_durable_echo_half_maximum_p99", value: 28, verdict: "n/a" },
    { id: "client_min_gzip", value: 6_000, verdict: "PASS" },
    { id: "server_start_to_first_202", value: 0.7, verdict: "PASS" },
  ])("$id is $value ($verdict)", ({ id, value, verdict }) => {
    if (value === null) expect(byId(id)?.value).toBeNull();
    else expect(byId(id)?.value).toBeCloseTo(value, 6);
    expect(byId(id)?.verdict).toBe(verdict);
  });

  it("names the durable echo's pace, its maximum and the cores it kept busy", () => {
    expect(byId("sustained_durable_echo_half_maximum_p99")?.label).toContain(
      "7000/s of 14000/s; 1.25 cores busy, 0.40 of them the load generator",
    );
  });

  it("names the warm-up's length beside its p99", () => {
    expect(byId("sustained_sqlite_warmup_send_p99")?.label).toContain("(15 s: start-up, not judged)");
  });

  it("names the second of the run whose send p99 was the worst", () => {
    expect(byId("sustained_sqlite_send_p99_worst_second")?.label).toContain("(second 17 of the run)");
  });

  it("has no figure and no verdict for a row or a section that did not run", () => {
    expect(byId("pg_get_vs_sqlite_10")).toMatchObject({ value: null, verdict: "n/a" });
    expect(byId("cold_build")).toMatchObject({ value: null, verdict: "n/a" });
    expect(byId("webhook_p99_delay")).toMatchObject({ value: null, verdict: "n/a" });
  });
});

describe("settleTimeoutMs", () => {
  it("is 60 s after a send round of the default length, and grows with a longer round", () => {
    expect(settleTimeoutMs(1, 3)).toBe(60_000);
    expect(settleTimeoutMs(0, 0.5)).toBe(60_000);
    // 2 s of warm-up for a lifecycle and 10 s measured: 12 s of sends against the default 5.
    expect(settleTimeoutMs(1, 10)).toBe(144_000);
    expect(settleTimeoutMs(8, 10)).toBe(216_000);
  });
});

describe("parseTurboSummary", () => {
  it("reads the cached and total task counts, and which tasks ran", () => {
    const output = [
      "@sms-api/spec:build: cache hit, suppressing logs 900552021bda5042",
      "@sms-api/server:build: cache miss, executing cafa7c89976f2bce",
      "@sms-api/client:generate: cache miss, executing 98c5a07fe6cf2cbb",
      " Tasks:    3 successful, 3 total",
      "Cached:    1 cached, 3 total",
      "  Time:    1m24.115s ",
    ].join("\n");
    expect(parseTurboSummary(output)).toEqual({
      cached: 1,
      total: 3,
      executed: ["@sms-api/server#build", "@sms-api/client#generate"],
    });
  });

  it("is null when there is no summary", () => {
    expect(parseTurboSummary("x Unable to find package manager binary")).toEqual({
      cached: null,
      total: null,
      executed: [],
    });
  });
});

describe("serverArgs", () => {
  it("starts the server with its start script's Node flags, then its entry point", () => {
    expect(serverNodeFlags()).toContain("--max-old-space-size=192");
    expect(serverArgs()).toEqual([
      ...serverNodeFlags(),
      expect.stringMatching(/apps\/server\/dist\/main\.js$/),
    ]);
  });

  it("reads the scaled start's flags from start:scale, which has the one process's heap settings", () => {
    expect(serverNodeFlags("start:scale")).toContain("--max-semi-space-size=8");
    expect(serverNodeFlags("start:scale")).toEqual(serverNodeFlags("start"));
  });
});
