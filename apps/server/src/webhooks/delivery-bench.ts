import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Database } from "../data-access/database.js";
import { DeliveryWorker } from "./delivery-worker.js";
import { EndpointRepository } from "./endpoint-repository.js";

/** Options of {@link benchWebhookDelivery}. */
export interface DeliveryBenchOptions {
  /** Folder for the bench's database file. */
  dir: string;
  /** Endpoints subscribed to every event; default 4. */
  endpointCount?: number;
  /** Events written to the outbox; default 2000. */
  eventCount?: number;
}

/**
 * Measures the webhook pipeline on this machine: outbox inserts per second with the fan-out trigger, then
 * signed deliveries per second from the durable queue to a local HTTP receiver. Returns a printable line.
 */
export async function benchWebhookDelivery(options: DeliveryBenchOptions): Promise<string> {
  const endpointCount = options.endpointCount ?? 4;
  const eventCount = options.eventCount ?? 2000;
  const db = new Database({ path: join(options.dir, "webhook-bench.sqlite") });
  db.migrate();
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const owner = { account_id: "acc_bench", mode: "test" };
  const endpoints = new EndpointRepository(db);
  for (let i = 0; i < endpointCount; i++) endpoints.create(owner, { url, events: ["*"] });

  let started = performance.now();
  for (let i = 0; i < eventCount; i++) {
    // One transaction per event, as the message lifecycle writes them.
    db.transaction(() =>
      db.run(
        "INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        `evt_BENCH${String(i).padStart(12, "0")}`,
        owner.account_id,
        owner.mode,
        "sms.sent",
        null,
        JSON.stringify({ sequence: 1 }),
        new Date().toISOString(),
      ),
    );
  }
  const insertSeconds = (performance.now() - started) / 1000;

  const silent = { info() {}, warn() {}, error() {} };
  const worker = new DeliveryWorker({
    db,
    schedule: [1],
    policy: { allowInsecure: true },
    logger: silent,
    pollIntervalMs: 50,
  });
  started = performance.now();
  worker.start();
  const expected = endpointCount * eventCount;
  while (received < expected) await new Promise((resolve) => setTimeout(resolve, 20));
  const deliverSeconds = (performance.now() - started) / 1000;
  await worker.close();
  receiver.close();
  db.close();
  return (
    `webhooks: outbox inserts with fan-out to ${endpointCount} endpoints ${(eventCount / insertSeconds).toFixed(0)} per second; ` +
    `signed deliveries to a local receiver ${(expected / deliverSeconds).toFixed(0)} per second ` +
    `(${expected} in ${deliverSeconds.toFixed(1)} s, one in flight per endpoint, attempts on the group commit)`
  );
}
