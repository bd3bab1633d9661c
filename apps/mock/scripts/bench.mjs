#!/usr/bin/env node
// `bench`: how long the mock takes to start, and its latency for a small GET (sequential requests).
import { performance } from "node:perf_hooks";
import { startMock } from "../dist/index.js";

const started = performance.now();
const mock = await startMock();
const startMs = performance.now() - started;

const rounds = 500;
const latencies = [];
for (let i = 0; i < rounds; i += 1) {
  const t = performance.now();
  const res = await fetch(`${mock.url}/v1/account`, {
    headers: { authorization: "Bearer sk_test_demo_0123456789abcdef" },
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
  latencies.push(performance.now() - t);
}
await mock.close();
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
const total = latencies.reduce((a, b) => a + b, 0);
console.log(`mock: start ${startMs.toFixed(0)} ms`);
console.log(
  `mock: GET /v1/account x${rounds} sequential: p50 ${pct(50)} ms, p95 ${pct(95)} ms, ${((rounds / total) * 1000).toFixed(0)} req/s`,
);
