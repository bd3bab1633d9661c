import type { ChildServer } from "./child.ts";
import { Receiver } from "./receiver/webhook-receiver.ts";
import { fetchRetrying, JSON_HEADERS, sendBody, startReferenceServer } from "./reference-server.ts";
import { percentile } from "./stats.ts";

/** Options of {@link measureWebhooks}. */
export interface WebhookBenchOptions {
  /** Temporary folder for the server's files. */
  dir: string;
  /** Aborts the measurement (the deadline). */
  signal: AbortSignal;
  /** Latency phase: messages per second sent to one endpoint, and for how many seconds. */
  latency: { messagesPerSecond: number; seconds: number };
  /** Throughput phase: endpoints subscribed to every event, and the burst of messages whose events they get. */
  throughput: { endpoints: number; messages: number; maxSeconds: number };
}

/** What the webhook bench measured. */
export interface WebhookResult {
  /** Deliveries received and verified in the latency phase. */
  latencyDeliveries: number;
  /** Median delay from the event's `timestamp` (the status change) to its receipt, ms. */
  p50DelayMs: number;
  /** 99th-percentile delay from status change to receipt, ms. */
  p99DelayMs: number;
  /** Deliveries received and verified in the throughput phase. */
  throughputDeliveries: number;
  /** Verified deliveries per second while the queue was draining (first to last receipt). */
  deliveriesPerSecond: number;
  /** Endpoints in the throughput phase. */
  endpoints: number;
  /** Deliveries whose signature did not verify, over both phases. */
  badSignatures: number;
}

/** Subscribes `url` to every event over the API; returns the endpoint's signing secret. */
export async function createEndpoint(server: Pick<ChildServer, "url">, url: string): Promise<string> {
  const res = await fetch(`${server.url}/v1/webhooks`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ url, events: ["*"] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { data?: { secret?: string } };
  const secret = body.data?.secret;
  if (res.status !== 201 || secret === undefined)
    throw new Error(`creating a webhook endpoint: ${res.status}`);
  return secret;
}

async function send(server: ChildServer, n: number): Promise<void> {
  const res = await fetchRetrying(`${server.url}/v1/sms/send`, {
    method: "POST",
    headers: { ...JSON_HEADERS, "idempotency-key": `webhook-bench-${n}` },
    body: sendBody(n),
  });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error(`send for the webhook bench: ${res.status}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no delivery has arrived for `quietMs` (the queue is empty), or the signal or `maxMs` ends it. */
export async function settle(
  receiver: Receiver,
  quietMs: number,
  maxMs: number,
  signal: AbortSignal,
): Promise<void> {
  const end = Date.now() + maxMs;
  let seen = -1;
  let since = Date.now();
  while (Date.now() < end && !signal.aborted) {
    const count = receiver.receipts.length + receiver.bad;
    if (count !== seen) {
      seen = count;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await sleep(50);
  }
  if (signal.aborted) throw signal.reason;
}

/**
 * Webhook dispatch through the real server process (production configuration, loopback URLs allowed):
 * endpoints created over the API, messages sent over the API, their simulated lifecycle (production
 * timings) writing the events, and every delivery verified by a local receiver. First a steady message
 * rate to one endpoint (delay from status change to receipt), then a burst fanned out to several endpoints
 * (deliveries per second while the queue drains).
 */
export async function measureWebhooks(options: WebhookBenchOptions): Promise<WebhookResult> {
  const receiver = new Receiver();
  const base = await receiver.listen();
  const server = await startReferenceServer({
    dir: options.dir,
    name: "webhooks",
    env: { ALLOW_INSECURE_WEBHOOKS: "true" },
  });
  try {
    receiver.secrets.set("/hooks/0", await createEndpoint(server, `${base}/hooks/0`));
    const { messagesPerSecond, seconds } = options.latency;
    const total = messagesPerSecond * seconds;
    const started = Date.now();
    const pending: Promise<void>[] = [];
    for (let n = 0; n < total && !options.signal.aborted; n++) {
      const due = started + (n * 1000) / messagesPerSecond;
      if (due > Date.now()) await sleep(due - Date.now());
      pending.push(send(server, n));
    }
    await Promise.all(pending);
    await settle(receiver, 1500, 30_000, options.signal);
    const delays = receiver.receipts.map((r) => r.delayMs);
    const latencyDeliveries = receiver.receipts.length;

    for (let i = 1; i < options.throughput.endpoints; i++)
      receiver.secrets.set(`/hooks/${i}`, await createEndpoint(server, `${base}/hooks/${i}`));
    receiver.reset();
    for (let n = 0; n < options.throughput.messages; n += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, options.throughput.messages - n) }, (_, i) =>
          send(server, total + n + i),
        ),
      );
    await settle(receiver, 1500, options.throughput.maxSeconds * 1000, options.signal);
    const times = receiver.receipts.map((r) => r.at);
    const first = times.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
    const last = times.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
    const window = (last - first) / 1000;
    return {
      latencyDeliveries,
      p50DelayMs: percentile(delays, 0.5),
      p99DelayMs: percentile(delays, 0.99),
      throughputDeliveries: times.length,
      deliveriesPerSecond: window > 0 ? times.length / window : Number.NaN,
      endpoints: options.throughput.endpoints,
      badSignatures: receiver.bad,
    };
  } finally {
    await server.stop();
    await receiver.close();
  }
}
