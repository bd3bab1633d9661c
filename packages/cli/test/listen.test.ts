import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Stack, startStack } from "@sms-api/server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startServer, TEST_KEY } from "./reference-server.js";
import { type CliProcess, runCli, startCli } from "./run-cli.js";
import { type Receiver, startReceiver } from "./webhook-receiver.js";

const DELIVERED = ["sms.processing", "sms.submitted", "sms.sent", "sms.delivered"];

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

let stack: Stack;
let env: Record<string, string>;
let receiver: Receiver;
let listener: CliProcess | undefined;

beforeAll(async () => {
  stack = await startServer();
  env = { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: stack.url };
});

afterEach(async () => {
  await listener?.stop();
  listener = undefined;
  await receiver?.close();
});

afterAll(async () => {
  await stack?.stop();
});

/** Starts `listen` and gives its session secret to the receiver, as a partner would configure it. */
async function listen(extra: string[] = [], to: Record<string, string> = env): Promise<CliProcess> {
  receiver = await startReceiver();
  listener = startCli(["listen", "--forward-to", receiver.url, "--interval", "100", ...extra], to);
  const [, secret] = await listener.waitFor(/Signing secret: (whsec_\S+)/);
  receiver.secret = secret;
  return listener;
}

async function send(to: string, environment = env): Promise<string> {
  const run = await runCli(["messages", "send", "--to", to, "--template-id", "tmpl_welcome"], environment);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout).data.message_id;
}

/** Waits until a message reached `delivered` on a server, so every event of its walk is recorded. */
async function delivered(baseUrl: string, messageId: string): Promise<void> {
  for (;;) {
    const res = await fetch(`${baseUrl}/v1/sms/${messageId}`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    if (((await res.json()) as { data: { status: string } }).data.status === "delivered") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const typesOf = (messageId: string) =>
  receiver.received.filter((r) => r.messageId === messageId).map((r) => r.type);

describe("sms-api listen", () => {
  it("forwards every event of a send, signed with the session secret, in order, one line each", async () => {
    const cli = await listen();
    const messageId = await send("919000000001");
    await until(() => typesOf(messageId).includes("sms.delivered"));
    expect(typesOf(messageId)).toEqual(DELIVERED);
    expect(receiver.received.every((r) => r.verified && r.userAgent === "sms-api-webhooks/1")).toBe(true);
    await cli.waitFor(/sms\.delivered .*→ 200 in \d+ ms/, "stdout");
    const lines = cli.stdout.trim().split("\n");
    expect(lines).toHaveLength(4);
    for (const [i, type] of DELIVERED.entries())
      expect(lines[i]).toMatch(
        new RegExp(`^\\S+Z  ${type.replace(".", "\\.")} +  ${messageId}  evt_\\S+  → 200 in \\d+ ms$`),
      );
  });

  it("--json prints one JSON object per event", async () => {
    const cli = await listen(["--json"]);
    const messageId = await send("919000000004");
    await cli.waitFor(/"type":"sms\.failed"/, "stdout");
    const lines = cli.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.type, line.message_id, line.status])).toEqual(
      ["sms.processing", "sms.submitted", "sms.failed"].map((type) => [type, messageId, 200]),
    );
  });

  it("a new secret at every start, or the one given with --secret", async () => {
    const first = await listen();
    const secret = first.stderr.match(/whsec_\S+/)?.[0];
    await first.stop();
    listener = undefined;
    await receiver.close();
    const second = await listen();
    expect(second.stderr.match(/whsec_\S+/)?.[0]).not.toBe(secret);
    await second.stop();
    listener = undefined;
    await receiver.close();
    const given = await listen(["--secret", String(secret)]);
    expect(given.stderr).toContain(`Signing secret: ${secret}`);
  });

  it("--events forwards only the chosen types", async () => {
    await listen(["--events", "sms.delivered,sms.undelivered"]);
    const delivered = await send("919000000001");
    const undelivered = await send("919000000002");
    await until(() => typesOf(delivered).length > 0 && typesOf(undelivered).length > 0);
    // Events of one poll arrive together; a later poll would have to bring an earlier type.
    const third = await send("919000000001");
    await until(() => typesOf(third).length > 0);
    expect(typesOf(delivered)).toEqual(["sms.delivered"]);
    expect(typesOf(undelivered)).toEqual(["sms.undelivered"]);
  });

  it("reports a receiver answering 500 and goes on, without retrying", async () => {
    const cli = await listen();
    receiver.status = 500;
    const first = await send("919000000001");
    await until(() => typesOf(first).includes("sms.delivered"));
    receiver.status = 200;
    const second = await send("919000000001");
    await until(() => typesOf(second).includes("sms.delivered"));
    expect(typesOf(first)).toEqual(DELIVERED);
    // The receiver answers before listen prints the event's line.
    await until(() => (cli.stdout.match(/→ 200 in/g) ?? []).length >= 4);
    expect(cli.stdout.match(/→ 500 in/g)).toHaveLength(4);
    expect(cli.stdout.match(/→ 200 in/g)).toHaveLength(4);
  });
});

describe("sms-api listen across a server restart", () => {
  let dir: string;
  afterAll(() => (process.env.KEEP_RESTART_DIR ? undefined : rmSync(dir, { recursive: true, force: true })));

  it("loses and repeats nothing", async () => {
    dir = mkdtempSync(join(tmpdir(), "sms-cli-restart-"));
    const port = String(await freePort());
    // Slow steps, so the server stops in the middle of a message's walk and resumes it after the restart.
    const options = {
      dir,
      env: { PORT: port, SIMULATOR_TEST_STEP_MS: "600", ALLOW_INSECURE_WEBHOOKS: "true" },
    };
    let server = await startStack({ ...options, name: "first" });
    const local = { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: server.url };
    const cli = await listen([], local);
    const before = await send("919000000009", local);
    await until(() => typesOf(before).length >= 1);
    await server.stop();
    await cli.waitFor(/Connection lost/);
    server = await startStack({ ...options, name: "second", databaseUrl: join(dir, "first.sqlite") });
    try {
      const after = await send("919000000009", local);
      await until(
        () => typesOf(before).includes("sms.delivered") && typesOf(after).includes("sms.delivered"),
      );
      expect(typesOf(before)).toEqual(DELIVERED);
      expect(typesOf(after)).toEqual(DELIVERED);
      const ids = receiver.received.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(cli.stderr).toContain("Reconnected.");
    } finally {
      try {
        await cli.stop();
      } finally {
        listener = undefined;
        await server.stop();
      }
    }
  });
});

describe("sms-api listen cut before the first event", () => {
  let dir: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("resumes from the start: loses nothing recorded while it was cut off", async () => {
    dir = mkdtempSync(join(tmpdir(), "sms-cli-start-"));
    const database = join(dir, "first.sqlite");
    const port = String(await freePort());
    const options = {
      dir,
      env: { PORT: port, ALLOW_INSECURE_WEBHOOKS: "true", SIMULATOR_TEST_STEP_MS: "50" },
    };
    // A fresh database: the demo account's test mode has no event, so the stream opens on the start position.
    let server = await startStack({ ...options, name: "first" });
    const local = { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: server.url };
    const cli = await listen([], local);
    await server.stop();
    await cli.waitFor(/Connection lost/);
    // Events recorded while listen cannot reach its server: another instance on the same database and another
    // port makes them, to the end of the message's walk, and stops before listen's server is back.
    const side = await startStack({
      dir,
      name: "side",
      databaseUrl: database,
      env: { SIMULATOR_TEST_STEP_MS: "50" },
    });
    let gap: string;
    try {
      gap = await send("919000000001", { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: side.url });
      await delivered(side.url, gap);
    } finally {
      await side.stop();
    }
    server = await startStack({ ...options, name: "second", databaseUrl: database });
    try {
      await cli.waitFor(/Reconnected\./);
      // A message sent after the reconnection: once its last event arrives, everything before it has.
      const after = await send("919000000001", local);
      await until(() => typesOf(after).includes("sms.delivered"));
      expect(typesOf(gap)).toEqual(DELIVERED);
      expect(typesOf(after)).toEqual(DELIVERED);
      const ids = receiver.received.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(receiver.received.every((r) => r.verified)).toBe(true);
    } finally {
      try {
        await cli.stop();
      } finally {
        listener = undefined;
        await server.stop();
      }
    }
  });
});
