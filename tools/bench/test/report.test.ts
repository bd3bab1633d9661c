import { describe, expect, it } from "vitest";
import type { CellResult } from "../src/load.ts";
import {
  formatTarget,
  formatValue,
  judge,
  loadTable,
  metricsTable,
  renderTable,
  sustainedTable,
} from "../src/report.ts";
import { sustainedResult } from "./support/sustained-result.ts";

describe("formatValue", () => {
  it.each([
    { value: 0.2345, unit: "x", text: "0.23×" },
    { value: 51_912.4, unit: "req/s", text: "51,912 req/s" },
    { value: 2100, unit: "deliveries/s", text: "2,100 deliveries/s" },
    { value: 3.4, unit: "ms", text: "3.40 ms" },
    { value: 1234.5, unit: "ms", text: "1,235 ms" },
    { value: 95.4, unit: "µs", text: "95 µs" },
    { value: 1234, unit: "count", text: "1,234" },
    { value: 45.25, unit: "s", text: "45.3 s" },
    { value: 6110, unit: "bytes", text: "6.11 kB" },
    { value: 172_000_000, unit: "bytes", text: "172 MB" },
    { value: null, unit: "ms", text: "—" },
    { value: Number.NaN, unit: "x", text: "—" },
  ] as const)("$value $unit → $text", ({ value, unit, text }) => {
    expect(formatValue(value, unit)).toBe(text);
  });

  it("formats targets with their comparison", () => {
    expect(formatTarget({ op: ">=", value: 0.2 }, "x")).toBe("≥ 0.20×");
    expect(formatTarget({ op: "<=", value: 10 }, "ms")).toBe("≤ 10.00 ms");
    expect(formatTarget(undefined, "ms")).toBe("—");
  });
});

describe("renderTable", () => {
  it("pads columns and right-aligns the numeric ones", () => {
    const table = renderTable(
      ["name", "n"],
      [
        ["a", "1"],
        ["long name", "100"],
      ],
      new Set([1]),
    );
    expect(table.split("\n")).toEqual([
      "| name      |   n |",
      "| --------- | --: |",
      "| a         |   1 |",
      "| long name | 100 |",
    ]);
  });

  it("keeps a one-character column at least three wide, so its rule is a Markdown delimiter", () => {
    expect(renderTable(["s", "t"], [["5", "x"]], new Set([0])).split("\n")).toEqual([
      "|   s | t   |",
      "| --: | --- |",
      "|   5 | x   |",
    ]);
  });
});

function cellOf(
  name: string,
  connections: number,
  requestsPerSecond: number,
  errors = 0,
  errorKinds: Record<string, number> = {},
): CellResult {
  const figures = { requestsPerSecond, p50Ms: 1, p99Ms: 2 };
  return {
    name,
    connections,
    rounds: 1,
    perRound: [figures],
    ...figures,
    errors,
    errorKinds,
    peakRssBytes: 100e6,
    peakPssBytes: 80e6,
    cpuUsPerRequest: { api: 95.4, worker: null, database: null, loadGenerator: 40.2 },
  };
}

describe("loadTable", () => {
  it("divides each row by the bare baseline at the same connection count and flags errors", () => {
    const rows = loadTable([
      cellOf("bare node:http echo", 10, 20_000),
      cellOf("bare node:http echo", 50, 40_000),
      cellOf("send", 10, 5_000),
      cellOf("send", 50, 8_000, 3, { "status 500": 2, timeout: 1 }),
    ]).split("\n");
    expect(rows[4]).toMatch(/\| send +\| +10 \| +5,000 req\/s \| +0\.25× \|/);
    expect(rows[5]).toMatch(
      /\| send +\| +50 \| +8,000 req\/s \| +0\.20× \|.*\| +3 \(!: status 500 2, timeout 1\) \|/,
    );
    expect(rows[5]).toMatch(/\| +100 MB \| +80 MB \| +95 µs \| +— \| +— \| +40 µs \|$/);
  });

  it("leaves the ratio out when there is no baseline at that connection count", () => {
    expect(loadTable([cellOf("get", 50, 1000)])).toMatch(/\| 1,000 req\/s \| +— \|/);
  });
});

describe("metricsTable", () => {
  it("shows measured value, target and verdict", () => {
    const table = metricsTable(
      judge([
        { id: "a", label: "send p99", value: 12, unit: "ms", target: { op: "<=", value: 10 } },
        { id: "b", label: "client", value: 6110, unit: "bytes", target: { op: "<=", value: 10_000 } },
      ]),
    );
    expect(table).toMatch(/\| send p99 \| 12\.00 ms \| ≤ 10\.00 ms \| MISS +\|/);
    expect(table).toMatch(/\| client +\| +6\.11 kB \| ≤ 10\.00 kB \| PASS +\|/);
  });
});

describe("sustainedTable", () => {
  it("shows each engine's rate, send, echo and durable echo p99, the machine's longest stall, deliveries received of owed, and memory, one column per header", () => {
    const lines = sustainedTable([
      sustainedResult({
        rate: 800,
        maxRate: 1600,
        accepted: 48_000,
        sendP99Ms: 9.5,
        echoAtPace: { processes: 2, p50Ms: 1.2, p99Ms: 4.25, errors: 0 },
        durableEchoAtPace: { processes: 2, p50Ms: 2.1, p99Ms: 8.75, errors: 0 },
        machineStalls: { longestMs: 1_250, count: 2, totalMs: 1_270, niceness: -20 },
        deliveriesExpected: 768_000,
        deliveriesReceived: 767_990,
        deliveryP99Ms: 140,
        memory: {
          start: { rss: 430e6, pss: 270e6 },
          peak: { rss: 480e6, pss: 300e6 },
          end: { rss: 470e6, pss: 290e6 },
        },
      }),
    ]).split("\n");
    const cells = (line: string | undefined) => (line ?? "").split("|").length;
    expect(cells(lines[2])).toBe(cells(lines[0]));
    expect(lines[2]).toMatch(
      /\| 800 \(½ of 1,600\) \|.*\| +9\.50 ms \| +4\.25 ms \| +8\.75 ms \| +1,250 ms \| 767,990 of 768,000 \|.*\| +270 MB \| +290 MB \| +300 MB \| +480 MB \|$/,
    );
  });

  it("shows a dash for the echoes and the probe when they did not run", () => {
    const [, , row] = sustainedTable([
      sustainedResult({ sendP99Ms: 9.5, echoAtPace: null, durableEchoAtPace: null, machineStalls: null }),
    ]).split("\n");
    expect(row).toMatch(
      /^\| sqlite +\| +15 \+ 60 \|.*\| +9\.50 ms \| +— \| +— \| +— \| 1,200,000 of 1,200,000 \|/,
    );
  });
});
