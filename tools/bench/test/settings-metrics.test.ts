import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CellResult } from "../src/load.ts";
import { buildMetrics } from "../src/metrics.ts";
import { parseTurboSummary } from "../src/pipeline.ts";
import { serverArgs, serverNodeFlags } from "../src/reference-server.ts";
import { judge } from "../src/report.ts";
import { readSettings, SECTIONS } from "../src/settings.ts";

describe("readSettings", () => {
  it("defaults to every section, 3 rounds of 3 s, under 5 minutes", () => {
    const settings = readSettings({});
    expect(settings).toEqual({
      rounds: 3,
      durationS: 3,
      warmupS: 1,
      deadlineS: 290,
      sections: [...SECTIONS],
    });
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
    { env: { BENCH_ONLY: "load,tests" }, error: /unknown section tests/ },
  ])("refuses $env", ({ env, error }) => {
    expect(() => readSettings(env)).toThrow(error);
  });
});

function cellOf(name: string, connections: number, requestsPerSecond: number, p99Ms = 5): CellResult {
  const figures = { requestsPerSecond, p50Ms: 1, p99Ms };
  const perRound = [figures, figures, figures];
  return { name, connections, rounds: 3, perRound, ...figures, errors: 0, peakRssBytes: 150e6 };
}

describe("buildMetrics", () => {
  const metrics = judge(
    buildMetrics({
      load: [
        cellOf("bare node:http echo", 10, 20_000),
        cellOf("bare node:http echo", 50, 50_000),
        cellOf("Prism mock send", 50, 2_000),
        cellOf("get", 10, 8_000),
        cellOf("get", 50, 15_000),
        cellOf("send", 10, 5_000),
        cellOf("send", 50, 9_000, 12),
      ],
      client: {
        full: { minified: 20_000, gzipped: 6_000 },
        webhooksOnly: { minified: 3_000, gzipped: 1_400 },
      },
      startupMs: [700, 650, 900],
    }),
  );
  const byId = (id: string) => metrics.find((m) => m.id === id);

  it.each([
    { id: "send_vs_bare_50", value: 0.18, verdict: "MISS" },
    { id: "send_vs_bare_10", value: 0.25, verdict: "PASS" },
    { id: "send_vs_prism_50", value: 4.5, verdict: "MISS" },
    { id: "send_p99_50", value: 12, verdict: "MISS" },
    { id: "get_vs_bare_50", value: 0.3, verdict: "MISS" },
    { id: "get_vs_bare_10", value: 0.4, verdict: "PASS" },
    { id: "server_peak_rss", value: 150e6, verdict: "PASS" },
    { id: "client_min_gzip", value: 6_000, verdict: "PASS" },
    { id: "server_start_to_first_202", value: 0.7, verdict: "PASS" },
  ])("$id is $value ($verdict)", ({ id, value, verdict }) => {
    expect(byId(id)?.value).toBeCloseTo(value, 6);
    expect(byId(id)?.verdict).toBe(verdict);
  });

  it("has no figure and no verdict for a section that did not run", () => {
    expect(byId("cold_build")).toMatchObject({ value: null, verdict: "n/a" });
    expect(byId("webhook_p99_delay")).toMatchObject({ value: null, verdict: "n/a" });
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
});
