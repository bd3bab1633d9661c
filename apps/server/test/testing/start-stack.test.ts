import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startTestPostgres } from "../../src/testing/postgres-server.js";
import { redact } from "../../src/testing/stack-process.js";
import { type Stack, type StackEngine, startStack } from "../../src/testing/start-stack.js";
import { isRunning, waitUntil } from "./process-probe.js";

// The bundled demo fixture's test key (api-v1.md §11): stacks without a fixture run the demo.
const DEMO_KEY = "sk_test_demo_0123456789abcdef";

let postgres: PostgresServer | undefined;
const stacks: Stack[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);

afterAll(async () => {
  await Promise.all(stacks.map((s) => s.stop()));
  await postgres?.stop();
});

async function start(engine: StackEngine, options: Parameters<typeof startStack>[0] = {}) {
  const stack = await startStack({ engine, ...(postgres ? { postgres } : {}), ...options });
  stacks.push(stack);
  return stack;
}

async function call(url: string, path: string, key = DEMO_KEY, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

describe.each(["sqlite", "postgres"] as const)(
  "startStack on %s",
  (engine) => {
    it("starts one process per role; api and all have a URL, a worker has none", async () => {
      const stack = await start(engine, { roles: ["api", "worker", "all"] });
      expect(stack.engine).toBe(engine);
      expect(stack.processes.map((p) => p.role)).toEqual(["api", "worker", "all"]);
      expect(stack.processes[1]?.url).toBeUndefined();
      expect(stack.apiUrls).toEqual([stack.processes[0]?.url, stack.processes[2]?.url]);
      expect(stack.url).toBe(stack.apiUrls[0]);
      expect(new Set(stack.processes.map((p) => p.pid)).size).toBe(3);
      expect(stack.databaseUrl).toMatch(engine === "postgres" ? /^postgres:\/\// : /\.sqlite$/);
    });

    it("shares one database: sent through one api, read through another, delivered by the worker", async () => {
      const stack = await start(engine, { roles: ["api", "api", "worker"] });
      const sent = await call(stack.apiUrls[0] as string, "/v1/sms/send", DEMO_KEY, {
        to: "919000000001",
        template_id: "tmpl_otp",
        variables: ["1234", "5"],
      });
      expect(sent.status).toBe(202);
      const id = sent.body.data?.message_id as string;
      const status = await waitUntil(async () => {
        const read = await call(stack.apiUrls[1] as string, `/v1/sms/${id}`);
        return read.body.data?.status === "delivered" ? "delivered" : undefined;
      }, 20_000);
      expect(status).toBe("delivered");
      await stack.stop();
      expect(await Promise.all(stack.processes.map((p) => p.exited))).toEqual([0, 0, 0]);
    });

    it("gives every stack its own database", async () => {
      const [a, b] = await Promise.all([start(engine), start(engine)]);
      expect(a.databaseUrl).not.toBe(b.databaseUrl);
      const sent = await call(a.url, "/v1/sms/send", DEMO_KEY, {
        to: "919000000006",
        template_id: "tmpl_otp",
        variables: ["1234", "5"],
      });
      expect(sent.status).toBe(202);
      expect((await call(b.url, `/v1/sms/${sent.body.data?.message_id}`)).status).toBe(404);
    });

    it("add() starts another process on the same database; stop() ends every one gracefully", async () => {
      const stack = await start(engine, { roles: ["api"] });
      const added = await stack.add("api");
      expect(stack.apiUrls).toEqual([stack.url, added.url]);
      const sent = await call(stack.url, "/v1/sms/send", DEMO_KEY, {
        to: "919000000006",
        template_id: "tmpl_otp",
        variables: ["1234", "5"],
      });
      expect((await call(added.url as string, `/v1/sms/${sent.body.data?.message_id}`)).status).toBe(200);
      await stack.stop();
      expect(await Promise.all(stack.processes.map((p) => p.exited))).toEqual([0, 0]);
      expect(stack.processes.every((p) => !isRunning(p.pid))).toBe(true);
      expect(existsSync(stack.dir)).toBe(false);
      // The output stays readable after the folder is gone.
      expect(added.output()).toContain("listening on");
    });
  },
  120_000,
);

describe("startStack", () => {
  it("passes the fixture and the environment to every process", async () => {
    const stack = await start("sqlite", {
      roles: ["api"],
      fixture: {
        accounts: [
          {
            account_id: "acc_stack",
            name: "Stack",
            billing: "prepaid",
            balances: { test: 7, live: 0 },
            allowed_countries: ["IN"],
            allowed_categories: ["otp"],
            keys: [{ key: "sk_test_stack_00000000000001", mode: "test", scopes: ["sms:read"] }],
            templates: [],
          },
        ],
      },
      env: { LOG_LEVEL: "info" },
    });
    const account = await call(stack.url, "/v1/account", "sk_test_stack_00000000000001");
    expect(account.body.data?.balance).toBe(7);
    expect((await call(stack.url, "/v1/account", DEMO_KEY)).status).toBe(401);
    // LOG_LEVEL=info reaches the process: its request log is in the output.
    expect(stack.processes[0]?.output()).toMatch(/"level":30/);
  });

  it("a process that does not start fails the stack with its output, and the others are ended", async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), "stack-test-"));
    try {
      // Two API processes told to use one port: one listens, the other cannot.
      const failed = await startStack({ roles: ["api", "api"], env: { PORT: String(port) }, dir }).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failed?.message).toMatch(/the api process \(pid \d+\) exited \(1\) before its banner/);
      expect(failed?.message).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      const refused = await fetch(`http://127.0.0.1:${port}/v1/account`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
      // A folder the caller gave is kept.
      expect(existsSync(dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an invalid configuration is reported with the server's own message", async () => {
    const failed = await startStack({ roles: ["worker"], env: { WORKER_LEASE_MS: "1" } }).catch(
      (error: Error) => error,
    );
    expect(String(failed)).toContain("Invalid configuration: WORKER_LEASE_MS");
  });

  it("refuses a database or a role set through env, where the stack could not see it", async () => {
    await expect(startStack({ env: { DATABASE_URL: ":memory:" } })).rejects.toThrow(/databaseUrl or roles/);
    await expect(startStack({ env: { SERVER_ROLE: "api" } })).rejects.toThrow(/databaseUrl or roles/);
  });

  it("kill() signals one process; exited tells how it ended", async () => {
    const stack = await start("sqlite", { roles: ["worker", "api"] });
    stack.processes[0]?.kill("SIGKILL");
    expect(await stack.processes[0]?.exited).toBe("SIGKILL");
    expect((await call(stack.url, "/v1/account")).status).toBe(200);
  });

  it("redact() blanks every secret out of quoted output", () => {
    expect(redact("postgres://u:s3cret@h/db and s3cret", ["s3cret", ""])).toBe(
      "postgres://u:***@h/db and ***",
    );
  });
});
