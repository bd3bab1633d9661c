import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type PostgresServer, type StackEngine, serverNodeFlags, startStack } from "@sms-api/server/testing";
import type autocannon from "autocannon";
import { type ChildServer, track } from "./child.ts";
import { type MeasuredProcess, processTree } from "./processes.ts";

/** The flags of the server's start scripts (the shared harness reads them), for the bench's tests and experiments. */
export { serverNodeFlags };

/** The bench account's test key (only in the temporary fixture; never printed). */
export const BENCH_KEY = "sk_test_bench_000000000000001";

/** The built server's entry point (`apps/server/dist/main.js`). */
export function serverMain(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@sms-api/server/package.json")), "dist", "main.js");
}

/** `node` arguments that start the server as its `start` script does: its flags, then its entry point. */
export function serverArgs(): string[] {
  return [...serverNodeFlags(), serverMain()];
}

/**
 * A fixture whose limits never stop the load: a large test balance, recipient and key rate limits far above
 * any rate this machine reaches, one OTP template.
 */
export function benchFixture(): object {
  return {
    accounts: [
      {
        account_id: "acc_bench",
        name: "Bench",
        billing: "prepaid",
        balances: { test: 1_000_000_000, live: 0 },
        allowed_countries: ["US"],
        allowed_categories: ["otp"],
        recipient_rate_limit: { max_messages: 1_000_000_000, window_seconds: 60 },
        keys: [
          {
            key: BENCH_KEY,
            mode: "test",
            scopes: ["sms:send", "sms:read", "webhooks:manage"],
            status: "active",
            ip_allowlist: [],
            rate_limit: { send_per_second: 1_000_000, default_per_second: 1_000_000 },
          },
        ],
        templates: [
          {
            template_id: "tmpl_otp",
            name: "OTP",
            body: "Your code is {#var#}.",
            category: "otp",
            status: "active",
            dlt: null,
          },
        ],
      },
    ],
  };
}

/** Writes {@link benchFixture} as `fixture.json` in dir, where {@link productionEnv} points the server. */
export function writeFixture(dir: string): void {
  writeFileSync(join(dir, "fixture.json"), JSON.stringify(benchFixture()));
}

/** Options of {@link startReferenceServer}. */
export interface ReferenceServerOptions {
  /** Folder for the fixture, the database file and the log (kept: the bench deletes it at the end). */
  dir: string;
  /** Prefix of this instance's files (a fresh name is a fresh database). */
  name: string;
  /** Extra environment (e.g. `ALLOW_INSECURE_WEBHOOKS`, `SIMULATOR_TEST_STEP_MS`). */
  env?: Record<string, string>;
  /** Run with `--cpu-prof`, the profiles written to this folder when the server stops. */
  cpuProfDir?: string;
  /** Open each process's inspector on a free loopback port (its URL in the log), for a profiler to attach. */
  inspect?: boolean;
  /** The storage engine; default SQLite (a file in `dir`). */
  engine?: StackEngine;
  /** The PostgreSQL server to take a fresh database from, for the `postgres` engine. */
  postgres?: PostgresServer;
  /**
   * `scaled`: the documented production start (`pnpm start:scale`: the API on every core, one port, beside one
   * worker); `all` (default): one process doing everything, as `pnpm start` runs it.
   */
  topology?: "scaled" | "all";
}

/** A reference server under test, with its processes for RSS and CPU sampling. */
export interface ReferenceServer extends ChildServer {
  /**
   * Every process of it (a scaled start's primary, API processes and worker), each with its tier, and on
   * PostgreSQL the embedded server's postmaster (tier `database`).
   */
  processes: MeasuredProcess[];
  /** What it printed so far (a scaled start's children print through it). */
  output(): string;
  /** Its database: a SQLite file path or a postgres:// URL (with its password: never print it). */
  databaseUrl: string;
}

/**
 * Starts the reference server through the server's harness (`startStack`): `dist/main.js` as one `all`
 * process, or `dist/scale.js` as `pnpm start:scale` runs it, in production configuration: `NODE_ENV=production`
 * (response validation off), the Node flags of the start script it stands for (inherited by a scaled start's
 * children), the default log level with its logs going to a file, a SQLite file or a fresh PostgreSQL database.
 */
export async function startReferenceServer(options: ReferenceServerOptions): Promise<ReferenceServer> {
  const flags = [
    ...serverNodeFlags(options.topology === "scaled" ? "start:scale" : "start"),
    ...(options.inspect ? ["--inspect=127.0.0.1:0"] : []),
  ];
  const stack = await startStack({
    dir: options.dir,
    name: options.name,
    engine: options.engine ?? "sqlite",
    roles: [options.topology ?? "all"],
    ...(options.postgres ? { postgres: options.postgres } : {}),
    fixture: benchFixture(),
    nodeArgs: options.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfDir}`, ...flags] : flags,
    env: { NODE_ENV: "production", LOG_LEVEL: "info", ...options.env },
    // Writing a profile of a minute of load takes seconds.
    stopTimeoutMs: options.cpuProfDir ? 60_000 : 5000,
  });
  const [server] = stack.processes;
  if (!server) throw new Error("the reference server's stack started no process");
  // The deadline's clean-up (killAllChildren) ends it too.
  track(server.child);
  return {
    url: stack.url,
    pid: server.pid,
    child: server.child,
    processes: [
      ...processTree(server.pid),
      // PostgreSQL's CPU is measured apart from ours: the two share these cores.
      ...(options.engine === "postgres" && options.postgres?.pid !== undefined
        ? [{ pid: options.postgres.pid, role: "database" as const }]
        : []),
    ],
    output: () => server.output(),
    databaseUrl: stack.databaseUrl,
    stop: () => stack.stop(),
  };
}

/** The environment of a production-configured server on 127.0.0.1:port with the bench fixture. */
export function productionEnv(
  dir: string,
  name: string,
  port: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SMS_FIXTURE: join(dir, "fixture.json"),
    DATABASE_URL: join(dir, `${name}.sqlite`),
    ...extra,
  };
}

/**
 * `fetch` with a 30 s limit that tries again (up to 3 times in all) when the connection fails, as a
 * keep-alive connection closed by the server just as it is reused does. Only for requests that are safe to
 * repeat: reads, and sends with an idempotency key.
 */
export async function fetchRetrying(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      if (attempt >= 3 || (err as Error).name === "TimeoutError") throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Headers of an authenticated JSON request. */
export const JSON_HEADERS = { authorization: `Bearer ${BENCH_KEY}`, "content-type": "application/json" };

/** A valid send body; `n` varies the recipient and the variable. */
export function sendBody(n: number): string {
  return `{"to":"1415555${String(1000 + (n % 9000))}","template_id":"tmpl_otp","variables":["${100000 + (n % 900000)}"]}`;
}

/** The send mix: valid bodies, a distinct `Idempotency-Key` on every request (`run` keeps runs apart). */
export function sendRequests(run: string): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/v1/sms/send",
      headers: JSON_HEADERS,
      body: sendBody(0),
      setupRequest: (request) => {
        n++;
        return {
          ...request,
          headers: { ...JSON_HEADERS, "idempotency-key": `bench-${run}-${n}` },
          body: sendBody(n),
        };
      },
    },
  ];
}

/**
 * The read mix: `GET /v1/sms/{message_id}` cycling over existing messages. One fixed request per id, which
 * autocannon serialises once, and each connection walks the list: a `setupRequest` rebuilding every request
 * cost the load generator enough CPU (it shares the two cores) to cut the measured rate by a third.
 */
export function getRequests(ids: readonly string[]): autocannon.Request[] {
  return ids.map((id) => ({
    method: "GET",
    path: `/v1/sms/${id}`,
    headers: { authorization: JSON_HEADERS.authorization },
  }));
}

/** Sends `count` messages (8 at a time) and returns their ids; throws on any answer but 202. */
export async function seedMessages(url: string, count: number, run: string): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetchRetrying(`${url}/v1/sms/send`, {
        method: "POST",
        headers: { ...JSON_HEADERS, "idempotency-key": `seed-${run}-${n}` },
        body: sendBody(n),
      });
      const body = (await res.json()) as { data?: { message_id?: string } };
      const id = body.data?.message_id;
      if (res.status !== 202 || id === undefined)
        throw new Error(`seeding a message: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      ids.push(id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/** Polls `GET /v1/sms/{id}` every 100 ms until the message is `delivered` (its simulated lifecycle is over). */
export async function waitUntilFinal(
  url: string,
  id: string,
  signal: AbortSignal,
  timeoutMs = 60_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (signal.aborted) throw signal.reason;
    const res = await fetchRetrying(`${url}/v1/sms/${id}`, {
      headers: { authorization: JSON_HEADERS.authorization },
    });
    const body = (await res.json()) as { data?: { status?: string } };
    if (body.data?.status === "delivered") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`message ${id} was not delivered within ${timeoutMs} ms`);
}
