import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createWebhookAgents,
  destroyWebhookAgents,
  postWebhook,
} from "../../src/entry-points/worker/http-delivery.js";

interface Received {
  path: string;
  host: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let base: string;
let port: number;
const received: Received[] = [];
const GATE_SIZE = 16;
const gate: ServerResponse[] = [];

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  received.push({ path: req.url ?? "", host: req.headers.host, headers: req.headers, body });
  switch (req.url) {
    case "/ok":
      res.writeHead(204).end();
      return;
    case "/fail":
      res.writeHead(500).end("boom");
      return;
    case "/busy":
      res.writeHead(503, { "retry-after": "7" }).end();
      return;
    case "/slow-down":
      res.writeHead(429, { "retry-after": "2" }).end();
      return;
    case "/moved":
      res.writeHead(302, { location: "/ok" }).end();
      return;
    case "/hang":
      return; // never answers
    case "/gate":
      // Answers only once GATE_SIZE attempts are open at once.
      gate.push(res);
      if (gate.length === GATE_SIZE) for (const held of gate.splice(0)) held.writeHead(204).end();
      return;
    default:
      res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const insecure = { allowInsecure: true };
const send = (path: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) =>
  postWebhook({
    url: `${base}${path}`,
    headers: { "webhook-id": "evt_1", "webhook-timestamp": "1", "webhook-signature": "v1,x" },
    body: '{"type":"webhook.test"}',
    timeoutMs: 2000,
    policy: insecure,
    ...extra,
  });

describe("postWebhook", () => {
  it.each([
    // A pool's connection is free again a moment after its response ends, so an attempt sent at that very
    // moment may open a second one; ten attempts one after another still open at most two.
    ["with keep-alive pools, reuses its connections", true, 2],
    ["without them, opens a connection per attempt", false, 10],
  ])("%s", async (_name, pooled, connections) => {
    let opened = 0;
    const count = () => {
      opened += 1;
    };
    server.on("connection", count);
    const agents = pooled ? createWebhookAgents({ maxSockets: 4, connectTimeoutMs: 2000 }) : undefined;
    try {
      for (let i = 0; i < 10; i++) expect((await send("/ok", { agents })).status_code).toBe(204);
      if (pooled) expect(opened).toBeLessThanOrEqual(connections);
      else expect(opened).toBe(connections);
    } finally {
      server.off("connection", count);
      if (agents) await destroyWebhookAgents(agents);
    }
  });

  it("with keep-alive pools, attempts to endpoints sharing a host all run at once when the pool is as large as the attempts", async () => {
    const agents = createWebhookAgents({ maxSockets: GATE_SIZE, connectTimeoutMs: 2000 });
    try {
      const outcomes = await Promise.all(
        Array.from({ length: GATE_SIZE }, () => send("/gate", { agents, timeoutMs: 1500 })),
      );
      expect(outcomes.map((outcome) => outcome.status_code)).toEqual(Array(GATE_SIZE).fill(204));
    } finally {
      await destroyWebhookAgents(agents);
    }
  });

  it("POSTs the exact body with the given headers and reports a 2xx as success", async () => {
    const outcome = await send("/ok");
    expect(outcome).toMatchObject({ status_code: 204, error: null, retry_after_ms: null });
    expect(outcome.latency_ms).toBeGreaterThanOrEqual(0);
    const last = received.at(-1);
    expect(last?.body).toBe('{"type":"webhook.test"}');
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(last?.headers["webhook-id"]).toBe("evt_1");
  });

  it("records a 5xx as a failure with its status", async () => {
    expect(await send("/fail")).toMatchObject({ status_code: 500, error: "HTTP 500", retry_after_ms: null });
  });

  it("reads Retry-After on 503 and 429", async () => {
    expect(await send("/busy")).toMatchObject({ status_code: 503, retry_after_ms: 7000 });
    expect(await send("/slow-down")).toMatchObject({ status_code: 429, retry_after_ms: 2000 });
  });

  it("never follows a redirect", async () => {
    const before = received.length;
    const outcome = await send("/moved");
    expect(outcome.status_code).toBe(302);
    expect(outcome.error).toMatch(/redirects are not followed/);
    expect(received.slice(before).map((r) => r.path)).toEqual(["/moved"]);
  });

  it("gives up after the timeout", async () => {
    const outcome = await send("/hang", { timeoutMs: 150 });
    expect(outcome).toMatchObject({ status_code: null, error: "No complete response within 150 ms." });
  });

  it("counts a slow DNS answer in the timeout, so an attempt never outlives its claim", async () => {
    const before = received.length;
    const outcome = await send("/ok", {
      url: `http://slow-dns.test:${port}/ok`,
      timeoutMs: 150,
      policy: { allowInsecure: true, resolve: () => new Promise<string[]>(() => {}) },
    });
    expect(outcome).toMatchObject({ status_code: null, error: "No DNS answer within 150 ms." });
    expect(received.length).toBe(before);
  });

  it("reports a refused connection", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await send("/ok", { url: `http://127.0.0.1:${closedPort}/ok` });
    expect(outcome).toMatchObject({ status_code: null, error: "Connection failed: ECONNREFUSED" });
  });

  it("checks DNS again at delivery time and refuses a host rebound to a private address", async () => {
    const before = received.length;
    const outcome = await send("/ok", {
      url: `http://rebound.test:${port}/ok`,
      policy: { allowInsecure: true, resolve: async () => ["10.0.0.5"] },
    });
    expect(outcome.status_code).toBeNull();
    expect(outcome.error).toMatch(/Refused before sending: .*private address/);
    expect(received.length).toBe(before);
  });

  it("refuses loopback when insecure webhooks are not allowed", async () => {
    const outcome = await send("/ok", { policy: { allowInsecure: false } });
    expect(outcome.error).toMatch(/Refused before sending/);
  });

  it("connects to the address it checked, keeping the host name for the Host header", async () => {
    const outcome = await send("/ok", {
      url: `http://pinned.test:${port}/ok`,
      policy: { allowInsecure: true, resolve: async () => ["127.0.0.1"] },
    });
    expect(outcome.status_code).toBe(204);
    expect(received.at(-1)?.host).toBe(`pinned.test:${port}`);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const pending = send("/hang", { signal: controller.signal, timeoutMs: 5000 });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({
      status_code: null,
      error: "Aborted: the server is shutting down.",
    });
  });
});
