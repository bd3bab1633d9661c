import { type CellResult, cellRatio } from "./load.ts";
import { type Target, verdict } from "./stats.ts";
import type { SustainedResult } from "./sustained.ts";

/** Units a metric can have; each formats its own way. */
export type Unit = "x" | "req/s" | "ms" | "µs" | "s" | "bytes" | "deliveries/s" | "count";

/** One measured figure, with the target it is held to when there is one. */
export interface Metric {
  /** Stable key in the JSON (snake_case). */
  id: string;
  /** What it is, for the table. */
  label: string;
  /** The figure; null when its section did not run or failed. */
  value: number | null;
  /** Its unit. */
  unit: Unit;
  /** The target, in the same unit. */
  target?: Target;
}

/** A metric with its verdict, as written to the JSON. */
export interface JudgedMetric extends Metric {
  /** PASS, MISS, or n/a (no target, or no figure). */
  verdict: "PASS" | "MISS" | "n/a";
}

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Formats a figure in its unit: `0.23×`, `12,345 req/s`, `3.40 ms`, `95 µs`, `45.2 s`, `9.87 kB`, `123 MB`, `7`. */
export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value == null || !Number.isFinite(value)) return "—";
  switch (unit) {
    case "x":
      return `${value.toFixed(2)}×`;
    case "req/s":
    case "deliveries/s":
      return `${integer.format(value)} ${unit}`;
    case "ms":
      return `${value < 100 ? value.toFixed(2) : integer.format(value)} ms`;
    case "µs":
      return `${integer.format(value)} µs`;
    case "count":
      return integer.format(value);
    case "s":
      return `${value.toFixed(1)} s`;
    case "bytes":
      // SI units, as the targets are written (10 kB = 10,000 bytes; 200 MB = 200,000,000 bytes).
      return value >= 1e6 ? `${(value / 1e6).toFixed(0)} MB` : `${(value / 1e3).toFixed(2)} kB`;
  }
}

/** Formats a target: `≥ 0.20×`, `≤ 10.00 ms`; `—` for none. */
export function formatTarget(target: Target | undefined, unit: Unit): string {
  if (target === undefined) return "—";
  return `${target.op === ">=" ? "≥" : "≤"} ${formatValue(target.value, unit)}`;
}

/** Attaches each metric's verdict. */
export function judge(metrics: readonly Metric[]): JudgedMetric[] {
  return metrics.map((m) => ({ ...m, verdict: verdict(m.value, m.target) }));
}

/** A Markdown table (pipes, padded columns); columns listed in `right` are right-aligned. */
export function renderTable(
  header: readonly string[],
  rows: readonly string[][],
  right: ReadonlySet<number>,
): string {
  // At least 3 wide: a rule cell of one character (":") is not a Markdown delimiter, and the table would not render.
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (right.has(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** The sustained table: one row per engine; its accepted messages and deliveries count the warm-up's too. */
export function sustainedTable(runs: readonly SustainedResult[]): string {
  return renderTable(
    [
      "engine",
      "s (warm-up + run)",
      "sends/s",
      "accepted",
      "errors",
      "send p99",
      "echo p99, same pace",
      "durable echo p99",
      "machine's longest stall",
      "delivered",
      "duplicates",
      "delivery p99",
      "PSS start",
      "PSS end",
      "peak PSS",
      "peak RSS sum",
    ],
    runs.map((r) => [
      r.engine,
      `${r.warmupSeconds} + ${r.seconds}`,
      `${integer.format(r.rate)} (½ of ${integer.format(r.maxRate)})`,
      integer.format(r.accepted),
      errorCell(r.errors, r.errorKinds),
      formatValue(r.sendP99Ms, "ms"),
      r.echoAtPace ? formatValue(r.echoAtPace.p99Ms, "ms") : "—",
      r.durableEchoAtPace ? formatValue(r.durableEchoAtPace.p99Ms, "ms") : "—",
      r.machineStalls ? formatValue(r.machineStalls.longestMs, "ms") : "—",
      `${integer.format(r.deliveriesReceived)} of ${integer.format(r.deliveriesExpected)}`,
      integer.format(r.duplicates),
      formatValue(r.deliveryP99Ms, "ms"),
      formatValue(r.memory?.start.pss, "bytes"),
      formatValue(r.memory?.end.pss, "bytes"),
      formatValue(r.memory?.peak.pss, "bytes"),
      formatValue(r.memory?.peak.rss, "bytes"),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]),
  );
}

/** An errors cell: 0, or the count flagged with what the errors were (`1 (!: timeout 1)`). */
export function errorCell(errors: number, kinds: Record<string, number> | undefined): string {
  if (errors === 0) return "0";
  const what = Object.entries(kinds ?? {})
    .map(([kind, n]) => `${kind} ${integer.format(n)}`)
    .join(", ");
  return `${integer.format(errors)} (!${what ? `: ${what}` : ""})`;
}

/** The load table: one row per cell, with its ratio to the bare baseline at the same connection count (round by round). */
export function loadTable(cells: readonly CellResult[]): string {
  const bare = new Map(cells.filter((c) => c.name.startsWith("bare")).map((c) => [c.connections, c]));
  const rows = cells.map((c) => {
    const base = bare.get(c.connections);
    return [
      c.name,
      String(c.connections),
      formatValue(c.requestsPerSecond, "req/s"),
      base ? formatValue(cellRatio(c, base), "x") : "—",
      formatValue(c.p50Ms, "ms"),
      formatValue(c.p99Ms, "ms"),
      errorCell(c.errors, c.errorKinds),
      formatValue(c.peakRssBytes, "bytes"),
      formatValue(c.peakPssBytes, "bytes"),
      formatValue(c.cpuUsPerRequest.api, "µs"),
      formatValue(c.cpuUsPerRequest.worker, "µs"),
      formatValue(c.cpuUsPerRequest.database, "µs"),
      formatValue(c.cpuUsPerRequest.loadGenerator, "µs"),
    ];
  });
  return renderTable(
    [
      "server",
      "conns",
      "req/s",
      "× bare",
      "p50",
      "p99",
      "errors",
      "peak RSS sum",
      "peak PSS",
      "CPU/req API",
      "CPU/req worker",
      "CPU/req PostgreSQL",
      "CPU/req load gen",
    ],
    rows,
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  );
}

/** The metrics table: figure, target and verdict. */
export function metricsTable(metrics: readonly JudgedMetric[]): string {
  return renderTable(
    ["metric", "measured", "target", "verdict"],
    metrics.map((m) => [m.label, formatValue(m.value, m.unit), formatTarget(m.target, m.unit), m.verdict]),
    new Set([1, 2]),
  );
}
