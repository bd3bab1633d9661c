import { CLIENT_BUDGET_BYTES } from "./client-size.ts";
import { type CpuPerRequest, cellRatio } from "./load.ts";
import { ROWS } from "./load-section.ts";
import type { TurboRun } from "./pipeline.ts";
import type { Metric } from "./report.ts";
import { type RawResults, startupMedian } from "./suite.ts";
import { SUSTAINED_ENDPOINTS } from "./sustained.ts";

function tasks(run: TurboRun | undefined): string {
  if (run?.cached == null) return "tasks ?";
  const ran = run.cached > 0 && run.executed.length > 0 ? `; ran ${run.executed.join(", ")}` : "";
  return `${run.cached} of ${run.total} tasks cached${ran}`;
}

/** Rows of the two engines, as the load section names them. */
const SQLITE = "SQLite";
const POSTGRES = "PostgreSQL";

/** A target on each of the two connection counts of a row. */
function perConnections(
  id: string,
  label: string,
  value: (connections: number) => number | null,
  unit: Metric["unit"],
  target: Metric["target"],
  counts: readonly number[] = [50, 10],
): Metric[] {
  return counts.map((c) => ({
    id: `${id}_${c}`,
    label: `${label}, ${c} conns`,
    value: value(c),
    unit,
    ...(target ? { target } : {}),
  }));
}

/**
 * The judged figures of a run (issue 21's targets). Ratios divide by cells measured in the same run at the
 * same connection count, round by round (the rounds interleave every cell), so a busy or slow machine moves
 * both sides. The server rows are the production start (`start:scale`); the baselines run in as many
 * processes as it has API processes.
 */
export function buildMetrics(raw: RawResults): Metric[] {
  const cell = (name: string, connections: number) =>
    raw.load.find((c) => c.name === name && c.connections === connections);
  const bare = (c: number) => cell(ROWS.bare, c);
  const cpu = (name: string, c: number, tier: keyof CpuPerRequest) =>
    cell(name, c)?.cpuUsPerRequest[tier] ?? null;
  // Every process on the cores per request: what bounds the rate when they are all busy.
  const cpuAll = (name: string, c: number) => {
    const each = cell(name, c)?.cpuUsPerRequest;
    if (!each || each.api === null || each.loadGenerator === null) return null;
    return each.api + (each.worker ?? 0) + (each.database ?? 0) + each.loadGenerator;
  };
  const serverCells = raw.load.filter((c) => c.name.startsWith("send") || c.name.startsWith("get"));
  const peak = (pick: (c: (typeof serverCells)[number]) => number | null) => {
    const known = serverCells.map(pick).filter((b): b is number => b !== null);
    return known.length > 0 ? Math.max(...known) : null;
  };
  // What no change of ours can pass on these cores: PostgreSQL's own work per request and the load generator's.
  const ceilingRatio = (row: "send" | "get") => {
    const pg = cell(ROWS[row](POSTGRES), 50)?.cpuUsPerRequest;
    const sqlite = cell(ROWS[row](SQLITE), 50)?.requestsPerSecond;
    if (!raw.cores || !pg || pg.database === null || pg.loadGenerator === null || !sqlite) return null;
    return (raw.cores * 1e6) / (pg.database + pg.loadGenerator) / sqlite;
  };
  const sustained = (engine: string) => raw.sustained?.find((s) => s.engine === engine);
  const halfFloor = raw.durableEchoAtHalfMaximum;
  const metrics: Metric[] = [
    ...perConnections(
      "send_vs_bare",
      "SQLite send ÷ bare node:http",
      (c) => cellRatio(cell(ROWS.send(SQLITE), c), bare(c)),
      "x",
      { op: ">=", value: 0.08 },
    ),
    {
      id: "send_vs_prism_50",
      label: "SQLite send ÷ Prism mock, 50 conns",
      value: cellRatio(cell(ROWS.send(SQLITE), 50), cell(ROWS.prism, 50)),
      unit: "x",
      target: { op: ">=", value: 3 },
    },
    {
      id: "send_p99_50",
      label: "SQLite send p99 latency, 50 conns",
      value: cell(ROWS.send(SQLITE), 50)?.p99Ms ?? null,
      unit: "ms",
      target: { op: "<=", value: 20 },
    },
    ...perConnections(
      "get_vs_bare",
      "SQLite get ÷ bare node:http",
      (c) => cellRatio(cell(ROWS.get(SQLITE), c), bare(c)),
      "x",
      { op: ">=", value: 0.25 },
    ),
    ...perConnections(
      "pg_send_vs_sqlite",
      "PostgreSQL send ÷ SQLite send",
      (c) => cellRatio(cell(ROWS.send(POSTGRES), c), cell(ROWS.send(SQLITE), c)),
      "x",
      { op: ">=", value: 0.5 },
    ),
    ...perConnections(
      "pg_get_vs_sqlite",
      "PostgreSQL get ÷ SQLite get",
      (c) => cellRatio(cell(ROWS.get(POSTGRES), c), cell(ROWS.get(SQLITE), c)),
      "x",
      { op: ">=", value: 0.7 },
    ),
    {
      id: "pg_send_p99_50",
      label: "PostgreSQL send p99 latency, 50 conns",
      value: cell(ROWS.send(POSTGRES), 50)?.p99Ms ?? null,
      unit: "ms",
    },
    ...[SQLITE, POSTGRES].flatMap((engine): Metric[] => {
      const key = engine === SQLITE ? "sqlite" : "pg";
      return [
        {
          id: `${key}_cpu_get_api`,
          label: `${engine} get: API CPU per request, 50 conns`,
          value: cpu(ROWS.get(engine), 50, "api"),
          unit: "µs",
          target: { op: "<=", value: 110 },
        },
        {
          id: `${key}_cpu_send_api`,
          label: `${engine} send: API CPU per request, 50 conns`,
          value: cpu(ROWS.send(engine), 50, "api"),
          unit: "µs",
          target: { op: "<=", value: 300 },
        },
        {
          id: `${key}_cpu_send_worker`,
          label: `${engine} send: worker CPU per message, 50 conns`,
          value: cpu(ROWS.send(engine), 50, "worker"),
          unit: "µs",
          target: { op: "<=", value: 100 },
        },
        ...(engine === POSTGRES
          ? (["get", "send"] as const).map(
              (row): Metric => ({
                id: `${key}_cpu_${row}_database`,
                label: `${engine} ${row}: PostgreSQL server CPU per request, 50 conns`,
                value: cpu(ROWS[row](engine), 50, "database"),
                unit: "µs",
              }),
            )
          : []),
        ...(["get", "send"] as const).map(
          (row): Metric => ({
            id: `${key}_cpu_${row}_all`,
            label: `${engine} ${row}: CPU per request of every process (API, worker, database, load generator), 50 conns`,
            value: cpuAll(ROWS[row](engine), 50),
            unit: "µs",
          }),
        ),
      ];
    }),
    ...(["send", "get"] as const).map(
      (row): Metric => ({
        id: `pg_${row}_ceiling_vs_sqlite_50`,
        label: `PostgreSQL ${row} were our processes free (cores ÷ database + load gen CPU) ÷ SQLite ${row}, 50 conns`,
        value: ceilingRatio(row),
        unit: "x",
      }),
    ),
    {
      id: "all_send_vs_scaled_50",
      label: "send on one all process ÷ the scaled start (SQLite), 50 conns",
      value: cellRatio(cell(ROWS.sendAll, 50), cell(ROWS.send(SQLITE), 50)),
      unit: "x",
    },
    ...(["sqlite", "postgres"] as const).flatMap((engine): Metric[] => {
      const s = sustained(engine);
      const name = engine === "sqlite" ? SQLITE : POSTGRES;
      const seconds = s ? `${s.seconds} s at ${s.rate}/s, ${SUSTAINED_ENDPOINTS} endpoints` : "not run";
      return [
        {
          id: `sustained_${engine}_send_p99`,
          label: `sustained ${name} (${seconds}): send p99`,
          value: s?.sendP99Ms ?? null,
          unit: "ms",
          target: { op: "<=", value: 15 },
        },
        {
          id: `sustained_${engine}_warmup_send_p99`,
          label: `sustained ${name}: send p99 of the warm-up before it (${s ? `${s.warmupSeconds} s` : "—"}: start-up, not judged)`,
          value: s?.warmupSendP99Ms ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_send_p99_median_second`,
          label: `sustained ${name}: send p99 of the median second (the steady state)`,
          value: s?.sendSecondsP99?.medianMs ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_send_p99_worst_second`,
          label: `sustained ${name}: send p99 of the worst second${s?.sendSecondsP99 ? ` (second ${s.sendSecondsP99.worstSecond} of the run)` : ""}`,
          value: s?.sendSecondsP99?.worstMs ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_echo_p99`,
          label: `sustained ${name}: bare node:http echo at the same pace, p99 (the machine's and load generator's floor)`,
          value: s?.echoAtPace?.p99Ms ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_durable_echo_p99`,
          label: `sustained ${name}: durable echo at the same pace, p99 (the design's floor: a hop to one writer process and a shared fsync)`,
          value: s?.durableEchoAtPace?.p99Ms ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_machine_stall`,
          label: `sustained ${name}: the machine's longest stall during the run (a probe at ${s?.machineStalls?.niceness === 0 ? "the cores' priority: our load counts" : "the highest priority"})`,
          value: s?.machineStalls?.longestMs ?? null,
          unit: "ms",
        },
        {
          id: `sustained_${engine}_missing_deliveries`,
          label: `sustained ${name}: deliveries missing (of ${s?.deliveriesExpected ?? "?"})`,
          value: s ? s.deliveriesExpected - s.deliveriesReceived : null,
          unit: "count",
          target: { op: "<=", value: 0 },
        },
        {
          id: `sustained_${engine}_delivery_p99`,
          label: `sustained ${name}: delivery p99, status change → receipt`,
          value: s?.deliveryP99Ms ?? null,
          unit: "ms",
          target: { op: "<=", value: 250 },
        },
        {
          id: `sustained_${engine}_deliveries_per_second`,
          label: `sustained ${name}: deliveries/s kept up (warm-up start → last receipt; ${s ? Math.round(s.drainS) : "?"} s after the run)`,
          value: s?.deliveriesPerSecond ?? null,
          unit: "deliveries/s",
        },
        {
          id: `sustained_${engine}_worker_cpu_per_delivery`,
          label: `sustained ${name}: worker CPU per delivery during the run (status changes included)`,
          value: s?.workerUsPerDelivery ?? null,
          unit: "µs",
        },
        {
          id: `sustained_${engine}_peak_pss`,
          label: `sustained ${name}: peak memory of all processes (PSS: shared pages once)`,
          value: s?.memory?.peak.pss ?? null,
          unit: "bytes",
          target: { op: "<=", value: 400e6 },
        },
        {
          id: `sustained_${engine}_peak_rss`,
          label: `sustained ${name}: peak of the processes' RSS summed (shared pages per process)`,
          value: s?.memory?.peak.rss ?? null,
          unit: "bytes",
        },
        {
          id: `sustained_${engine}_pss_start`,
          label: `sustained ${name}: memory (PSS) at the start`,
          value: s?.memory?.start.pss ?? null,
          unit: "bytes",
        },
        {
          id: `sustained_${engine}_pss_end`,
          label: `sustained ${name}: memory (PSS) at the end`,
          value: s?.memory?.end.pss ?? null,
          unit: "bytes",
        },
      ];
    }),
    {
      id: "sustained_durable_echo_half_maximum_p99",
      label: `sustained: durable echo at half its own maximum (${halfFloor ? `${halfFloor.rate}/s of ${Math.round(halfFloor.maxRate)}/s; ${halfFloor.coresBusy?.toFixed(2) ?? "?"} cores busy, ${halfFloor.generatorCores?.toFixed(2) ?? "?"} of them the load generator` : "not run"}), p99 (the sustained pace asked of the design's floor)`,
      value: halfFloor?.p99Ms ?? null,
      unit: "ms",
    },
    {
      id: "server_peak_rss",
      label: "server rows, peak of the processes' RSS summed under load",
      value: peak((c) => c.peakRssBytes),
      unit: "bytes",
    },
    {
      id: "server_peak_pss",
      label: "server rows, peak memory of all processes under load (PSS)",
      value: peak((c) => c.peakPssBytes),
      unit: "bytes",
    },
    {
      id: "server_idle_rss",
      label: "scaled SQLite server, RSS of its processes summed after start",
      value: raw.serverIdleRssBytes?.sqlite ?? null,
      unit: "bytes",
    },
    {
      id: "durable_echo_p99_50",
      label: "durable echo p99 latency, 50 conns (the design's floor under the send's)",
      value: cell(ROWS.durable, 50)?.p99Ms ?? null,
      unit: "ms",
    },
    {
      id: "express_vs_bare_50",
      label: "Express 5 echo ÷ bare node:http, 50 conns",
      value: cellRatio(cell(ROWS.express, 50), bare(50)),
      unit: "x",
    },
    {
      id: "prism_vs_bare_50",
      label: "Prism mock ÷ bare node:http, 50 conns",
      value: cellRatio(cell(ROWS.prism, 50), bare(50)),
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
