import { type SmscProcess, spawnSmsc } from "@sms-api/smsc-simulator/spawn";
import { type PostgresServer, startTestPostgres } from "../../../src/testing/postgres-server.js";
import { type Stack, type StackEngine, startStack } from "../../../src/testing/start-stack.js";
import { call, eventually } from "../../scale/support/scale-api.js";
import { KEYS, testFixture } from "../../support/test-fixture.js";

/** The bind password the tests use: it must never appear in the server's output. */
export const SMPP_PASSWORD = "pw-2x9Q";

/** An SMSC simulator process and a server process whose live-mode carrier it is. */
export interface SmppStack {
  smsc: SmscProcess;
  stack: Stack;
  stop(): Promise<void>;
}

/** The engines every SMPP end-to-end suite runs on (`describe.each`). */
export const SMPP_ENGINES: { engine: StackEngine }[] = [{ engine: "sqlite" }, { engine: "postgres" }];

let postgres: Promise<PostgresServer> | undefined;

/** The test file's PostgreSQL (embedded, or `TEST_DATABASE_URL`), started on first use. */
function testPostgres(): Promise<PostgresServer> {
  postgres ??= startTestPostgres({ fsync: "off" });
  return postgres;
}

/** Stops the test file's PostgreSQL, if one was started (call it in `afterAll`). */
export async function stopSmppPostgres(): Promise<void> {
  const started = postgres;
  postgres = undefined;
  await (await started)?.stop();
}

/** What {@link startSmppStack} starts. */
export interface SmppStackOptions {
  /** Extra CLI arguments of the SMSC simulator. */
  smscArgs?: string[];
  /** Extra environment of the server, over the SMPP settings below. */
  env?: Record<string, string>;
  /** The server's storage engine; default SQLite. */
  engine?: StackEngine;
  /** The SMSC listens with TLS on a fresh self-signed certificate; the server trusts it by SMPP_TLS_CA_FILE. */
  tls?: boolean;
}

/** Starts the SMSC (with these CLI arguments), then a server with `CARRIER=smpp` bound to it. */
export async function startSmppStack(options: SmppStackOptions = {}): Promise<SmppStack> {
  const smsc = await spawnSmsc(
    ["--system-id", "sms-api", "--password", SMPP_PASSWORD, ...(options.smscArgs ?? [])],
    { tls: options.tls ?? false },
  );
  try {
    const stack = await startSmppServer(smsc.smppUrl, {
      ...options,
      env: { ...(smsc.caFile ? { SMPP_TLS_CA_FILE: smsc.caFile } : {}), ...options.env },
    });
    return {
      smsc,
      stack,
      async stop() {
        await stack.stop();
        await smsc.stop();
      },
    };
  } catch (err) {
    await smsc.stop();
    throw err;
  }
}

/** Starts a server with `CARRIER=smpp` bound to the SMSC at `smppUrl` (any SMSC: the simulator, Net::SMPP). */
export async function startSmppServer(
  smppUrl: string,
  options: Pick<SmppStackOptions, "env" | "engine"> = {},
): Promise<Stack> {
  const engine = options.engine ?? "sqlite";
  return startStack({
    engine,
    ...(engine === "postgres" ? { postgres: await testPostgres() } : {}),
    fixture: testFixture(),
    env: {
      CARRIER: "smpp",
      SMPP_URL: smppUrl,
      SMPP_SYSTEM_ID: "sms-api",
      SMPP_PASSWORD,
      SMPP_RECONNECT_MIN_MS: "100",
      SMPP_RECONNECT_MAX_MS: "400",
      SMPP_THROTTLE_BACKOFF_MS: "100",
      SMPP_ENQUIRE_LINK_MS: "1000",
      ALLOW_INSECURE_WEBHOOKS: "true",
      WORKER_LEASE_MS: "2000",
      LOG_LEVEL: "info",
      ...options.env,
    },
  });
}

/** Sends a live-mode message; returns its id. */
export async function sendLive(
  url: string,
  body: { to: string; template_id: string; variables: string[] },
): Promise<string> {
  const answer = await call(url, KEYS.live, "/v1/sms/send", { body });
  if (answer.status !== 202) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.message_id as string;
}

/** The message as the API shows it to its live key. */
// biome-ignore lint/suspicious/noExplicitAny: the tests read the documented message field by field.
export async function getLive(url: string, id: string): Promise<any> {
  const answer = await call(url, KEYS.live, `/v1/sms/${id}`);
  if (answer.status !== 200) throw new Error(`get: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

const FINAL = new Set(["delivered", "undelivered", "expired", "failed", "rejected", "cancelled"]);

/** Waits until the message reaches a final status; resolves with it. */
export async function finalOf(
  url: string,
  id: string,
  timeoutMs = 15_000,
  explain?: () => Promise<string>,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
): Promise<any> {
  let last: unknown;
  return eventually(
    `${id} final`,
    async () => {
      const m = await getLive(url, id);
      last = m.status_history;
      return FINAL.has(m.status) ? m : undefined;
    },
    timeoutMs,
    async () => `history: ${JSON.stringify(last)}\n${explain ? await explain() : ""}`,
  );
}

/** What the SMSC received and the server logged, for a failure's message. */
export async function describeSmpp(s: SmppStack): Promise<string> {
  const submits = (await s.smsc.submits()).map(
    (p) => `${p.connection}:${p.destination.addr}:${p.commandStatus}:${p.messageId}`,
  );
  const receipts = (await s.smsc.receipts()).map((r) => `${r.messageId}:${r.stat}:${r.answer}`);
  return [
    `submits ${submits.join(" ")}`,
    `receipts ${receipts.join(" ")}`,
    s.stack.processes[0]?.output().slice(-4000),
  ].join("\n");
}

/** A send of exactly `text` (11 to 2200 characters): tmpl_free renders its 11 variables one after another. */
export function freeText(text: string): { template_id: string; variables: string[] } {
  const chars = Array.from(text);
  const n = chars.length;
  const variables = Array.from({ length: 11 }, (_, i) =>
    chars.slice(Math.floor((i * n) / 11), Math.floor(((i + 1) * n) / 11)).join(""),
  );
  return { template_id: "tmpl_free", variables };
}
