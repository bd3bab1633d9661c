import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { createSmsClient, SmsNetworkError, SmsTimeoutError } from "../src/index.js";

// Node's fetch loses a Request's abort once the Request is garbage-collected (nodejs/undici#3644), so the
// client ends calls itself. The first cases collect garbage while a stream is open and then abort it; they
// hung before. The others hand the client a fetch that ignores the request's signal, which held every call
// the same way.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A server whose answers never end (`every` again every few ms after `first`); counts the answers closed. */
interface EndlessServer {
  baseUrl: string;
  closed: number;
  raw: Server;
}

let server: EndlessServer | undefined;
afterEach(() => {
  server?.raw.closeAllConnections();
  server?.raw.close();
  server = undefined;
});

async function startEndlessServer(first: string, contentType: string, every: string): Promise<EndlessServer> {
  const raw = createServer((_, res) => {
    res.writeHead(200, { "content-type": contentType });
    res.write(first);
    const timer = setInterval(() => res.write(every), 10);
    res.on("close", () => {
      clearInterval(timer);
      started.closed += 1;
    });
  });
  raw.listen(0, "127.0.0.1");
  await once(raw, "listening");
  const started: EndlessServer = {
    raw,
    baseUrl: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`,
    closed: 0,
  };
  server = started;
  return started;
}

/** Collects garbage a few times over some ms, as a busy process would while a call waits. */
async function collectGarbage(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const opened = 'event: stream.opened\nid: evt_00000000000000000000000000\ndata: {"after_event_id":null}\n\n';

describe("an abort after garbage collection", { timeout: 15_000 }, () => {
  it("ends an event stream and closes its connection", async () => {
    const { baseUrl } = await startEndlessServer(opened, "text/event-stream", ": ping\n\n");
    const client = createSmsClient({ baseUrl, apiKey: "sk_test_secret_value" });
    const stop = new AbortController();
    const stream = client.events.stream({}, { signal: stop.signal });
    await expect(stream.next()).resolves.toMatchObject({ value: { event: "stream.opened" } });
    const rest = stream.next();
    await collectGarbage();
    stop.abort();
    await expect(rest).resolves.toEqual({ done: true, value: undefined });
    await expect.poll(() => server?.closed, { timeout: 5_000 }).toBe(1);
  });

  it("ends an event stream that falls silent with SmsTimeoutError", async () => {
    const { baseUrl } = await startEndlessServer(opened, "text/event-stream", "");
    const client = createSmsClient({ baseUrl, apiKey: "sk_test_secret_value" });
    const stream = client.events.stream({}, { idleTimeoutMs: 200 });
    await stream.next();
    const rest = stream.next().catch((error: unknown) => error);
    await collectGarbage();
    expect(await rest).toBeInstanceOf(SmsTimeoutError);
    await expect.poll(() => server?.closed, { timeout: 5_000 }).toBe(1);
  });
});

/** A body that sends `first` and then never ends; `cancelled` turns true when the client cancels it. */
function endlessBody(first: string): { body: ReadableStream<Uint8Array>; state: { cancelled: boolean } } {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(first)),
    pull: () => new Promise(() => {}),
    cancel: () => {
      state.cancelled = true;
    },
  });
  return { body, state };
}

/** A client whose fetch ignores the request's signal and answers with `answer`. */
function clientWith(answer: () => Promise<Response>, options: { timeoutMs?: number } = {}) {
  return createSmsClient({
    baseUrl: "http://127.0.0.1:9",
    apiKey: "sk_test_secret_value",
    maxRetries: 0,
    fetch: answer,
    ...options,
  });
}

describe("a fetch that ignores the call's signal", { timeout: 15_000 }, () => {
  it("a call with no answer ends with SmsTimeoutError, and a later answer is cancelled", async () => {
    const { body, state } = endlessBody("{");
    let answer = (_: Response) => {};
    const client = clientWith(() => new Promise((resolve) => (answer = resolve)), { timeoutMs: 100 });
    await expect(client.sms.get("msg_1")).rejects.toBeInstanceOf(SmsTimeoutError);
    answer(new Response(body, { status: 200, headers: { "content-type": "application/json" } }));
    await expect.poll(() => state.cancelled, { timeout: 5_000 }).toBe(true);
  });

  it("a body that never ends ends the call with SmsTimeoutError, and is cancelled", async () => {
    const { body, state } = endlessBody('{"success":true,"data":{');
    const client = clientWith(async () => new Response(body, { status: 200 }), { timeoutMs: 100 });
    await expect(client.sms.get("msg_1")).rejects.toBeInstanceOf(SmsTimeoutError);
    expect(state.cancelled).toBe(true);
  });

  it("a caller's abort ends a body that never ends, with the caller's reason", async () => {
    const { body, state } = endlessBody('{"success":true,"data":{');
    const client = clientWith(async () => new Response(body, { status: 200 }));
    const stop = new AbortController();
    const call = client.sms.get("msg_1", { signal: stop.signal });
    setTimeout(() => stop.abort(new Error("user gave up")), 50);
    await expect(call).rejects.toThrow("user gave up");
    expect(state.cancelled).toBe(true);
  });

  it("a caller's abort ends an event stream, and cancels it", async () => {
    const { body, state } = endlessBody(opened);
    const client = clientWith(
      async () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
    );
    const stop = new AbortController();
    const stream = client.events.stream({}, { signal: stop.signal });
    await expect(stream.next()).resolves.toMatchObject({ value: { event: "stream.opened" } });
    const rest = stream.next();
    stop.abort();
    await expect(rest).resolves.toEqual({ done: true, value: undefined });
    expect(state.cancelled).toBe(true);
  });

  it("an event stream's error answer whose body never ends ends with SmsTimeoutError", async () => {
    const { body, state } = endlessBody('{"code":');
    const client = clientWith(async () => new Response(body, { status: 503 }), { timeoutMs: 100 });
    const error = await client.events
      .stream({})
      .next()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsTimeoutError);
    expect(state.cancelled).toBe(true);
  });

  it("a fetch that throws at once fails a stream with SmsNetworkError, nothing left unhandled", async () => {
    const client = clientWith(() => {
      throw new TypeError("boom");
    });
    await expect(client.events.stream({}).next()).rejects.toBeInstanceOf(SmsNetworkError);
  });
});
