import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { createSmsClient, SmsTimeoutError } from "../src/index.js";

// Node's fetch loses a Request's abort once the Request is garbage-collected (nodejs/undici#3644): these tests
// collect garbage while a call is under way, then abort it, and expect the call to end and its connection to close.
// The stream cases hung before the client ended calls itself; the body cases hold the same for whole answers.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A server whose answers never end (a line every few ms after the headers); counts the connections that closed. */
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
      if (started) started.closed += 1;
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

/** Resolves when `check` holds, polling; the test's own timeout bounds it. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const opened = 'event: stream.opened\nid: evt_00000000000000000000000000\ndata: {"after_event_id":null}\n\n';

describe("an abort after garbage collection", () => {
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
    await until(() => server?.closed === 1);
  });

  it("ends an event stream that falls silent with SmsTimeoutError", async () => {
    const { baseUrl } = await startEndlessServer(opened, "text/event-stream", "");
    const client = createSmsClient({ baseUrl, apiKey: "sk_test_secret_value" });
    const stream = client.events.stream({}, { idleTimeoutMs: 200 });
    await stream.next();
    const rest = stream.next().catch((error: unknown) => error);
    await collectGarbage();
    expect(await rest).toBeInstanceOf(SmsTimeoutError);
    await until(() => server?.closed === 1);
  });

  it("ends a call whose body never ends with SmsTimeoutError after timeoutMs", async () => {
    const { baseUrl } = await startEndlessServer('{"success":true,"data":{', "application/json", " ");
    const client = createSmsClient({
      baseUrl,
      apiKey: "sk_test_secret_value",
      timeoutMs: 300,
      maxRetries: 0,
    });
    const call = client.sms.get("msg_1").catch((error: unknown) => error);
    await collectGarbage();
    const error = await call;
    expect(error).toBeInstanceOf(SmsTimeoutError);
    expect((error as SmsTimeoutError).timeoutMs).toBe(300);
    await until(() => server?.closed === 1);
  });

  it("ends a call whose body never ends with the caller's reason when the caller aborts", async () => {
    const { baseUrl } = await startEndlessServer('{"success":true,"data":{', "application/json", " ");
    const client = createSmsClient({ baseUrl, apiKey: "sk_test_secret_value", maxRetries: 0 });
    const stop = new AbortController();
    const call = client.sms.get("msg_1", { signal: stop.signal }).catch((error: unknown) => error);
    await collectGarbage();
    stop.abort(new Error("user gave up"));
    expect(String(await call)).toContain("user gave up");
    await until(() => server?.closed === 1);
  });
});
