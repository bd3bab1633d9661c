import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type autocannon from "autocannon";
import { afterEach, describe, expect, it } from "vitest";
import { dueBy, runPaced } from "../src/paced-load.ts";

/** A real HTTP server on a free port whose answers `handle` decides; records each arrival. */
async function serve(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const arrivals: Array<{ at: number; key: string | undefined; body: string }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      arrivals.push({ at: performance.now(), key: req.headers["idempotency-key"] as string, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** A send whose `setupRequest` numbers each request, as the bench's send mix does. */
function numberedSends(): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/send",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => {
        n++;
        return { ...req, headers: { ...req.headers, "idempotency-key": `k-${n}` }, body: `{"n":${n}}` };
      },
    },
  ];
}

const never = new AbortController().signal;

describe("dueBy", () => {
  it("makes request i due at i / rate seconds, never past the total", () => {
    expect(dueBy(0, 100, 50)).toBe(1);
    expect(dueBy(9.9, 100, 50)).toBe(1);
    expect(dueBy(10, 100, 50)).toBe(2);
    expect(dueBy(250, 100, 50)).toBe(26);
    expect(dueBy(10_000, 100, 50)).toBe(50);
  });
});

describe("runPaced", () => {
  it("sends rate x duration requests, each built by setupRequest, spread over the duration", async () => {
    const server = await serve((_req, res) => res.writeHead(202).end("{}"));
    const t0 = performance.now();
    const result = await runPaced({
      url: server.url,
      connections: 10,
      rate: 100,
      durationS: 0.5,
      requests: numberedSends(),
      expectStatus: 202,
      signal: never,
    });
    expect(result.answered).toBe(50);
    expect(result.latenciesMs).toHaveLength(50);
    expect(result.errorKinds).toEqual({});
    expect(new Set(server.arrivals.map((a) => a.key)).size).toBe(50);
    expect(server.arrivals.map((a) => a.body)).toContain('{"n":50}');
    // Request i is due 10 i ms after the start, so the i-th arrival comes no earlier, however fast or slow
    // the machine: not one burst at the start.
    const arrivals = server.arrivals.map((a) => a.at).sort((x, y) => x - y);
    for (const [i, at] of arrivals.entries()) expect(at).toBeGreaterThanOrEqual(t0 + i * 10);
  });

  it("counts the wait for a busy connection in the latency, from each request's due time", async () => {
    // One connection, answers 40 ms apart, 20 requests due within 190 ms: the last waits for the 19 before it.
    const server = await serve((_req, res) => setTimeout(() => res.writeHead(202).end(), 40));
    const result = await runPaced({
      url: server.url,
      connections: 1,
      rate: 100,
      durationS: 0.2,
      requests: numberedSends(),
      expectStatus: 202,
      signal: never,
    });
    expect(result.answered).toBe(20);
    expect(Math.max(...result.latenciesMs)).toBeGreaterThanOrEqual(20 * 40 - 190);
  });

  it("groups the latencies by the second their requests were due in", async () => {
    // Requests due in the second second of the run stall 150 ms; the others are answered at once.
    const server = await serve((_req, res, body) => {
      const n = Number((JSON.parse(body) as { n: number }).n);
      setTimeout(() => res.writeHead(202).end(), n > 20 && n <= 40 ? 150 : 0);
    });
    const result = await runPaced({
      url: server.url,
      connections: 20,
      rate: 20,
      durationS: 3,
      requests: numberedSends(),
      expectStatus: 202,
      signal: never,
    });
    expect(result.latenciesBySecondMs.map((l) => l.length)).toEqual([20, 20, 20]);
    expect(Math.min(...(result.latenciesBySecondMs[1] ?? []))).toBeGreaterThanOrEqual(150);
    expect(Math.max(...(result.latenciesBySecondMs[0] ?? []))).toBeLessThan(150);
    expect(Math.max(...(result.latenciesBySecondMs[2] ?? []))).toBeLessThan(150);
  });

  it("sorts other answers, timeouts and a server fallen behind into their kinds", async () => {
    let n = 0;
    const server = await serve((_req, res) => {
      n++;
      if (n === 1) res.writeHead(503).end();
      else if (n === 2) res.writeHead(202).end();
      // The rest are never answered.
    });
    const result = await runPaced({
      url: server.url,
      connections: 1,
      rate: 20,
      durationS: 0.5,
      requests: numberedSends(),
      expectStatus: 202,
      signal: never,
      // undici's timers are coarse (about a second), which this test does not depend on.
      timeoutMs: 100,
    });
    expect(result.answered).toBe(1);
    expect(result.errorKinds["status 503"]).toBe(1);
    expect(result.errorKinds.timeout).toBeGreaterThan(0);
    // Two requests' worth of the rate may wait (100 ms at 20/s); the rest are not sent.
    expect(result.notSent).toBeGreaterThan(0);
    const failed = Object.values(result.errorKinds).reduce((a, b) => a + b, 0);
    expect(result.answered + failed + result.notSent).toBe(10);
  }, 30_000);

  // The server never answers: waiting for the requests in flight would take their timeout, and those still
  // queued for a connection have none. Either abort must end the run at once.
  it.each([
    { when: "while it sends", connections: 2, durationS: 30, abortAfterMs: 100 },
    { when: "while it waits for the last answers", connections: 1, durationS: 0.1, abortAfterMs: 300 },
  ])("stops at an abort that comes $when, cutting the requests in flight", async (c) => {
    const server = await serve(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("deadline")), c.abortAfterMs);
    await expect(
      runPaced({
        url: server.url,
        connections: c.connections,
        rate: 100,
        durationS: c.durationS,
        requests: numberedSends(),
        expectStatus: 202,
        signal: controller.signal,
      }),
    ).rejects.toThrow("deadline");
  });
});
