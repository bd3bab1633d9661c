// Measures accepted sends per second over real HTTP against the built server (node:sqlite, synchronous=FULL),
// and idempotent replays per second. Prints the numbers; it asserts nothing.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { readConfig } from "../dist/config.js";
import { startServer } from "../dist/server.js";

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEY = "sk_test_bench_000000000000001";

const dir = mkdtempSync(join(tmpdir(), "sms-server-bench-"));
const fixture = {
  accounts: [
    {
      account_id: "acc_bench",
      name: "Bench",
      billing: "prepaid",
      balances: { test: 100_000_000, live: 0 },
      allowed_countries: ["US"],
      allowed_categories: ["otp"],
      recipient_rate_limit: { max_messages: 1_000_000_000, window_seconds: 60 },
      keys: [
        {
          key: KEY,
          mode: "test",
          scopes: ["sms:send", "sms:read"],
          rate_limit: { send_per_second: 1_000_000, default_per_second: 1_000_000 },
        },
      ],
      templates: [
        { template_id: "tmpl_otp", name: "OTP", body: "Your code is {#var#}.", category: "otp", dlt: null },
      ],
    },
  ],
};
writeFileSync(join(dir, "fixture.json"), JSON.stringify(fixture));

async function run(server, label, makeRequest) {
  const latencies = [];
  let count = 0;
  let failures = 0;
  const end = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let i = 0;
      while (Date.now() < end) {
        const t = performance.now();
        const res = await fetch(`${server.url}/v1/sms/send`, makeRequest(worker, i++));
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status === 202) count++;
        else failures++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(2);
  console.log(
    `${label}: ${(count / seconds).toFixed(0)} per second (${count} in ${seconds.toFixed(1)} s, ${failures} not 202), ` +
      `latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, concurrency ${CONCURRENCY}`,
  );
}

const config = readConfig({
  PORT: "0",
  SMS_FIXTURE: join(dir, "fixture.json"),
  DATABASE_URL: join(dir, "bench.sqlite"),
  LOG_LEVEL: "silent",
  VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? "false",
  SIMULATOR_TEST_STEP_MS: "400",
});
// The disk's durable-commit rate bounds accepted sends (one synchronous=FULL commit each): print it too.
{
  const { DatabaseSync } = await import("node:sqlite");
  const probe = new DatabaseSync(join(dir, "probe.sqlite"));
  probe.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; CREATE TABLE t (x INTEGER)");
  const insert = probe.prepare("INSERT INTO t VALUES (?)");
  let n = 0;
  const end = Date.now() + 1000;
  while (Date.now() < end) {
    probe.exec("BEGIN IMMEDIATE");
    insert.run(n++);
    probe.exec("COMMIT");
  }
  probe.close();
  console.log(`disk: ${n} durable (synchronous=FULL) commits per second, one writer, no HTTP`);
}
const server = await startServer(config, pino({ level: "silent" }));
try {
  const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
  const body = (w, i) =>
    JSON.stringify({
      to: `1415555${String(1000 + ((w * 7919 + i) % 9000)).padStart(4, "0")}`,
      template_id: "tmpl_otp",
      variables: [String(i + 1)],
    });
  console.log(
    `server: node:sqlite WAL; API commits synchronous=FULL, carrier updates NORMAL; response validation ${config.validateResponses ? "on" : "off"}`,
  );
  await run(server, "accepted sends (new message, debit, outbox-backed lifecycle running)", (w, i) => ({
    method: "POST",
    headers,
    body: body(w, i),
  }));
  await run(server, "idempotent replays", (w) => ({
    method: "POST",
    headers: { ...headers, "x-idempotency-key": `bench-replay-${w}` },
    body: body(w, 0),
  }));
  const { benchWebhookDelivery } = await import("../dist/webhooks/delivery-bench.js");
  console.log(await benchWebhookDelivery({ dir }));
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
