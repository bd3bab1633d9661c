import { CLIENT_BUDGET_BYTES } from "./client-size.ts";
import { type CellResult, cellRatio } from "./load.ts";
import type { TurboRun } from "./pipeline.ts";
import type { Metric } from "./report.ts";
import { type RawResults, startupMedian } from "./suite.ts";

function tasks(run: TurboRun | undefined): string {
  if (run?.cached == null) return "tasks ?";
  const ran = run.cached > 0 && run.executed.length > 0 ? `; ran ${run.executed.join(", ")}` : "";
  return `${run.cached} of ${run.total} tasks cached${ran}`;
}

function find(load: readonly CellResult[], prefix: string, connections: number): CellResult | undefined {
  return load.find((c) => c.name.startsWith(prefix) && c.connections === connections);
}

/**
 * The judged figures of a run (issue 8's targets). Ratios divide by baselines measured in the same run at
 * the same connection count, round by round (the rounds interleave every cell), so a busy or slow machine
 * moves both sides.
 */
export function buildMetrics(raw: RawResults): Metric[] {
  const cell = (prefix: string, connections: number) => find(raw.load, prefix, connections);
  const serverCells = raw.load.filter((c) => c.name === "send" || c.name === "get");
  const peaks = serverCells.map((c) => c.peakRssBytes).filter((b): b is number => b !== null);
  const metrics: Metric[] = [
    {
      id: "send_vs_bare_50",
      label: "send ÷ bare node:http, 50 conns",
      value: cellRatio(cell("send", 50), cell("bare", 50)),
      unit: "x",
      target: { op: ">=", value: 0.2 },
    },
    {
      id: "send_vs_bare_10",
      label: "send ÷ bare node:http, 10 conns",
      value: cellRatio(cell("send", 10), cell("bare", 10)),
      unit: "x",
      target: { op: ">=", value: 0.2 },
    },
    {
      id: "send_vs_prism_50",
      label: "send ÷ Prism mock, 50 conns",
      value: cellRatio(cell("send", 50), cell("Prism", 50)),
      unit: "x",
      target: { op: ">=", value: 5 },
    },
    {
      id: "send_p99_50",
      label: "send p99 latency, 50 conns",
      value: cell("send", 50)?.p99Ms ?? null,
      unit: "ms",
      target: { op: "<=", value: 10 },
    },
    {
      id: "get_vs_bare_50",
      label: "get ÷ bare node:http, 50 conns",
      value: cellRatio(cell("get", 50), cell("bare", 50)),
      unit: "x",
      target: { op: ">=", value: 0.35 },
    },
    {
      id: "get_vs_bare_10",
      label: "get ÷ bare node:http, 10 conns",
      value: cellRatio(cell("get", 10), cell("bare", 10)),
      unit: "x",
      target: { op: ">=", value: 0.35 },
    },
    {
      id: "server_peak_rss",
      label: "reference server peak RSS under load",
      value: peaks.length > 0 ? Math.max(...peaks) : null,
      unit: "bytes",
      target: { op: "<=", value: 200e6 },
    },
    {
      id: "server_idle_rss",
      label: "reference server RSS after start, before load",
      value: raw.serverIdleRssBytes ?? null,
      unit: "bytes",
    },
    {
      id: "express_vs_bare_50",
      label: "Express 5 echo ÷ bare node:http, 50 conns",
      value: cellRatio(cell("Express", 50), cell("bare", 50)),
      unit: "x",
    },
    {
      id: "prism_vs_bare_50",
      label: "Prism mock ÷ bare node:http, 50 conns",
      value: cellRatio(cell("Prism", 50), cell("bare", 50)),
      unit: "x",
    },
    {
      id: "webhook_deliveries_per_second",
      label: `webhook deliveries/s (signed, verified; ${raw.webhooks?.endpoints ?? "?"} endpoints)`,
      value: raw.webhooks?.deliveriesPerSecond ?? null,
      unit: "deliveries/s",
      target: { op: ">=", value: 2000 },
    },
    {
      id: "webhook_p99_delay",
      label: "webhook p99 status change → receipt",
      value: raw.webhooks?.p99DelayMs ?? null,
      unit: "ms",
      target: { op: "<=", value: 100 },
    },
    {
      id: "webhook_p50_delay",
      label: "webhook p50 status change → receipt",
      value: raw.webhooks?.p50DelayMs ?? null,
      unit: "ms",
    },
    {
      id: "cold_build",
      label: `cold generate + build (turbo --force, ${tasks(raw.pipeline?.cold)})`,
      value: raw.pipeline?.cold === undefined ? null : raw.pipeline.cold.ms / 1000,
      unit: "s",
      target: { op: "<=", value: 90 },
    },
    {
      id: "noop_rebuild",
      label: `rebuild with nothing changed (${tasks(raw.pipeline?.noop)})`,
      value: raw.pipeline?.noop === undefined ? null : raw.pipeline.noop.ms / 1000,
      unit: "s",
      target: { op: "<=", value: 5 },
    },
    {
      id: "client_min_gzip",
      label: "client + webhook verification, min+gzip",
      value: raw.client?.full.gzipped ?? null,
      unit: "bytes",
      target: { op: "<=", value: CLIENT_BUDGET_BYTES },
    },
    {
      id: "client_webhooks_min_gzip",
      label: "webhook verification alone, min+gzip",
      value: raw.client?.webhooksOnly.gzipped ?? null,
      unit: "bytes",
    },
    {
      id: "server_start_to_first_202",
      label: "server start → first 202 (median of 3)",
      value: (() => {
        const ms = startupMedian(raw);
        return ms === null ? null : ms / 1000;
      })(),
      unit: "s",
      target: { op: "<=", value: 1.5 },
    },
    { id: "prism_start", label: "Prism mock start → listening", value: raw.prismStartMs ?? null, unit: "ms" },
    { id: "docs_site", label: "docs site, every file", value: raw.docs?.siteBytes ?? null, unit: "bytes" },
  ];
  return metrics;
}
