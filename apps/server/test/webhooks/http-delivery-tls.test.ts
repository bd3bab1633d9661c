import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createWebhookAgents,
  destroyWebhookAgents,
  postWebhook,
  type WebhookAgents,
} from "../../src/entry-points/worker/http-delivery.js";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), "utf8");
const cert = fixture("pinned-test.crt");

let server: Server;
let port: number;
let agents: WebhookAgents;
const seen: { servername: string | false | null; host: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer({ key: fixture("pinned-test.key"), cert }, (req, res) => {
    seen.push({ servername: (req.socket as TLSSocket).servername, host: req.headers.host });
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // The fixture's certificate is the one CA these pools trust.
  agents = createWebhookAgents({ maxSockets: 2, connectTimeoutMs: 2000, ca: cert });
});

afterAll(async () => {
  await destroyWebhookAgents(agents);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * One attempt to `https://<host>:<to>/ok` (the TLS server's port by default), whose DNS answer is the loopback
 * address, through `pools` (null: a one-off connection, trusting the usual CAs).
 */
const send = (host: string, pools: WebhookAgents | null = agents, to = port, timeoutMs = 2000) =>
  postWebhook({
    url: `https://${host}:${to}/ok`,
    headers: { "webhook-id": "evt_1", "webhook-timestamp": "1", "webhook-signature": "v1,x" },
    body: '{"type":"webhook.test"}',
    timeoutMs,
    policy: { allowInsecure: true, resolve: async () => ["127.0.0.1"] },
    ...(pools ? { agents: pools } : {}),
  });

describe("postWebhook over TLS", () => {
  it("connects to the checked address and names the host to it (SNI and Host)", async () => {
    const outcome = await send("pinned.test");
    expect(outcome).toMatchObject({ status_code: 204, error: null });
    expect(seen.at(-1)).toEqual({ servername: "pinned.test", host: `pinned.test:${port}` });
  });

  it("checks the certificate against the host name, not the address it connects to", async () => {
    const before = seen.length;
    const outcome = await send("other.test");
    expect(outcome).toMatchObject({
      status_code: null,
      error: "Connection failed: ERR_TLS_CERT_ALTNAME_INVALID",
    });
    expect(seen.length).toBe(before);
  });

  it("trusts only the usual CAs unless told otherwise", async () => {
    const before = seen.length;
    const outcome = await send("pinned.test", null);
    expect(outcome).toMatchObject({
      status_code: null,
      error: "Connection failed: DEPTH_ZERO_SELF_SIGNED_CERT",
    });
    expect(seen.length).toBe(before);
  });

  it.each([
    ["through the pools", () => createWebhookAgents({ maxSockets: 2, connectTimeoutMs: 300, ca: cert })],
    ["through a one-off connection", () => null],
  ])("closes, %s, a connection whose TLS handshake stalls, not only gives up on it", async (_name, make) => {
    // Accepts the connection, reads the ClientHello and never answers it.
    const open = new Set<Socket>();
    const closed: Socket[] = [];
    const tarpit = createTcpServer((socket) => {
      open.add(socket);
      socket.resume();
      socket.on("close", () => closed.push(socket));
    });
    await new Promise<void>((resolve) => tarpit.listen(0, "127.0.0.1", resolve));
    const pools = make();
    try {
      const outcome = await send("pinned.test", pools, (tarpit.address() as AddressInfo).port, 300);
      expect(outcome).toMatchObject({ status_code: null, error: "No complete response within 300 ms." });
      await expect.poll(() => closed.length, { timeout: 3000 }).toBe(open.size);
      expect(open.size).toBe(1);
    } finally {
      if (pools) await destroyWebhookAgents(pools);
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => tarpit.close(resolve));
    }
  });
});
