import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startTestPostgres } from "../../src/testing/postgres-server.js";
import type { StackRole } from "../../src/testing/stack-process.js";
import { type Stack, type StackEngine, startStack } from "../../src/testing/start-stack.js";
import { messageRows } from "./support/message-rows.js";
import { type Answer, call, eventually, listAll, send } from "./support/scale-api.js";
import {
  LIMITED_KEY,
  LIMITED_PER_SECOND,
  recipient,
  SCALE_KEY,
  scaleFixture,
  TIGHT_BALANCE,
  TIGHT_KEY,
} from "./support/scale-fixture.js";
import { SlowReceiver } from "./support/slow-receiver.js";
import { pidOfClientPort } from "./support/socket-owner.js";

// Issue 15's multi-process guarantees, on real processes over real HTTP. PostgreSQL: two API processes and
// two workers on one database. SQLite: two processes on one file, each both API and worker (`all`), where the
// killed process is also an API, so the survivor serves the reads; and `start:scale`'s shape, two API
// processes handing their sends and rate-limit takes to one writer process, beside two workers.
// Sends retry a 503 with their idempotency key, as the documented client does: the guarantees are about what
// is accepted and charged in the end, and a retried key can neither double a message nor a debit.
const TOPOLOGIES: Array<{ name: string; engine: StackEngine; roles: StackRole[] }> = [
  {
    name: "PostgreSQL: two API processes and two workers",
    engine: "postgres",
    roles: ["api", "api", "worker", "worker"],
  },
  {
    name: "SQLite: two processes (api and worker each) on one file",
    engine: "sqlite",
    roles: ["all", "all"],
  },
  {
    name: "SQLite: two API processes and two workers beside a writer process",
    engine: "sqlite",
    roles: ["writer", "api", "api", "worker", "worker"],
  },
];

// Short leases so a SIGKILLed worker's carrier work (WORKER_LEASE_MS) and deliveries (2 × WEBHOOK_TIMEOUT_MS)
// are taken over within the test; quick simulated lifecycles; retries a second apart.
const ENV = {
  ALLOW_INSECURE_WEBHOOKS: "true",
  WORKER_LEASE_MS: "1000",
  WEBHOOK_TIMEOUT_MS: "1000",
  WEBHOOK_RETRY_SCHEDULE: "1,1,1,1,1,1,1,1,1,1",
  SIMULATOR_TEST_STEP_MS: "200",
};
const TERMINAL = new Set(["delivered", "undelivered", "expired", "failed", "rejected", "cancelled"]);
/** How long a receiver holds each delivery before its 200: below WEBHOOK_TIMEOUT_MS, so deliveries succeed. */
const RECEIVER_DELAY_MS = 300;

/** How many answers had each status (and problem code): a failure shows every kind of answer at once. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const kind = a.status === 202 ? "202" : `${a.status} ${a.body.code}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** What a test waiting for deliveries reports: the events missing, and how each process is doing. */
function describeMissing(missing: Array<{ event_id: string; type: string }>, stack: Stack): string {
  const processes = stack.processes.map(
    (p) =>
      `${p.role} pid ${p.pid} (${p.child.exitCode ?? p.child.signalCode ?? "running"}):\n${p.output().slice(-1500)}`,
  );
  return [`missing: ${missing.map((e) => `${e.event_id} ${e.type}`).join(", ")}`, ...processes].join("\n");
}

const otp = (n: number) => ({ to: recipient(n), template_id: "tmpl_otp", variables: ["123456"] });

describe.each(TOPOLOGIES)("$name", ({ engine, roles }) => {
  let postgres: PostgresServer | undefined;
  let stack: Stack;
  let apis: string[];
  /** Messages the tests created, by id. */
  const created = new Set<string>();

  beforeAll(async () => {
    if (engine === "postgres") postgres = await startTestPostgres();
    stack = await startStack({
      engine,
      roles,
      fixture: scaleFixture(),
      env: ENV,
      ...(postgres ? { postgres } : {}),
    });
    apis = stack.apiUrls;
    expect(apis).toHaveLength(2);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await postgres?.stop();
  });

  it("a key's rate limit holds across both API processes: a burst passes its capacity, give or take a lease", async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMITED_PER_SECOND }, (_, i) =>
        call(apis[i % 2] as string, LIMITED_KEY, "/v1/account"),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const passed = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`);
    expect(new Set(refused)).toEqual(new Set(["429 rate_limited"]));
    // Never more than the bucket held and refilled during the burst, plus what a lease may spend late (50 ms);
    // and no fewer than the capacity less what two processes' leases (5 tokens each) may hold unspent.
    expect(passed).toBeLessThanOrEqual(Math.floor(LIMITED_PER_SECOND * (1 + seconds + 0.05)));
    expect(passed).toBeGreaterThanOrEqual(LIMITED_PER_SECOND - 2 * 4);
  });

  it("50 concurrent sends with one idempotency key, spread over both APIs, give one message and one debit", async () => {
    const before = (await call(apis[0] as string, SCALE_KEY, "/v1/account")).body.data.balance;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(apis[i % 2] as string, SCALE_KEY, otp(0), "scale-once")),
    );
    // Each answer is the message, or "the first request with this key is still running" (api-v1.md §4).
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted.length).toBeGreaterThan(0);
    expect(tally(answers)).toEqual({
      "202": accepted.length,
      ...(accepted.length < 50 ? { "409 idempotency_request_in_progress": 50 - accepted.length } : {}),
    });
    const ids = new Set(accepted.map((a) => a.body.data.message_id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    created.add(id);

    const replay = await send(apis[1] as string, SCALE_KEY, otp(0), "scale-once");
    expect([replay.status, replay.body.data.message_id]).toEqual([202, id]);
    const after = (await call(apis[1] as string, SCALE_KEY, "/v1/account")).body.data.balance;
    expect(before - after).toBe(accepted[0]?.body.data.credits_used);
    const keyed = (await listAll(apis[0] as string, SCALE_KEY, "/v1/sms")).filter(
      (m) => m.idempotency_key === "scale-once",
    );
    expect(keyed.map((m) => m.message_id)).toEqual([id]);
  }, 60_000);

  it("three times oversubscribed concurrent sends across both APIs accept exactly the balance's worth", async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 * TIGHT_BALANCE }, (_, i) =>
        send(apis[i % 2] as string, TIGHT_KEY, otp(100 + i), `tight-${i}`),
      ),
    );
    const accepted = answers.filter((a) => a.status === 202);
    for (const a of accepted) created.add(a.body.data.message_id);
    // One credit each (a one-segment message to India at the default rate): the balance's worth is its size.
    expect(tally(answers)).toEqual({
      "202": TIGHT_BALANCE,
      "402 insufficient_credits": 2 * TIGHT_BALANCE,
    });
    expect(accepted.map((a) => a.body.data.credits_used)).toEqual(Array(TIGHT_BALANCE).fill(1));
    expect((await call(apis[1] as string, TIGHT_KEY, "/v1/account")).body.data.balance).toBe(0);
  }, 60_000);

  it("a worker SIGKILLed in the middle of deliveries: every event still arrives, with the same webhook-id", async () => {
    const receiver = new SlowReceiver(RECEIVER_DELAY_MS);
    try {
      const endpoint = await call(apis[0] as string, SCALE_KEY, "/v1/webhooks", {
        body: { url: await receiver.listen(), events: ["*"] },
      });
      expect(endpoint.status).toBe(201);
      receiver.useSecret(endpoint.body.data.secret);
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send(apis[i % 2] as string, SCALE_KEY, otp(200 + i), `kill-${i}`),
        ),
      );
      expect(sent.map((a) => a.status)).toEqual(Array(10).fill(202));
      const ids = sent.map((a) => a.body.data.message_id as string);
      for (const id of ids) created.add(id);

      // The victim is whichever worker is waiting for the receiver's answer to a delivery right now; that
      // answer never comes, so that delivery can only arrive again from another worker.
      const workers = stack.processes.filter((p) => p.role === "worker" || p.role === "all");
      const inFlight = await eventually(
        "a worker waiting on a delivery",
        async () => {
          for (const delivery of receiver.inFlight()) {
            const pid = pidOfClientPort(
              delivery.clientPort,
              workers.map((w) => w.pid),
            );
            if (pid !== undefined) {
              delivery.hold();
              return { delivery, victim: workers.find((w) => w.pid === pid) };
            }
          }
          return undefined;
        },
        20_000,
      );
      inFlight.victim?.kill("SIGKILL");
      expect(await inFlight.victim?.exited).toBe("SIGKILL");
      const survivor = stack.processes.find((p) => p.url && p.pid !== inFlight.victim?.pid)?.url as string;

      // Every message still finishes its lifecycle (carrier work taken over) ...
      await eventually(
        "every message delivered",
        async () => {
          const statuses = await Promise.all(
            ids.map(async (id) => (await call(survivor, SCALE_KEY, `/v1/sms/${id}`)).body.data.status),
          );
          return statuses.every((s) => s === "delivered") ? true : undefined;
        },
        40_000,
      );
      // ... with an event per status change (processing, submitted, sent, delivered) ...
      const events = (await listAll(survivor, SCALE_KEY, "/v1/events")).filter((e) =>
        ids.includes(e.data.message_id),
      );
      for (const id of ids)
        expect(
          events
            .filter((e) => e.data.message_id === id)
            .map((e) => e.type)
            .sort(),
        ).toEqual(["sms.delivered", "sms.processing", "sms.sent", "sms.submitted"]);
      // ... and every event reaches the receiver: none is lost.
      const missing = () => {
        const received = new Set(receiver.deliveries.map((d) => d.webhookId));
        return events.filter((e) => !received.has(e.event_id));
      };
      await eventually(
        "every event received",
        async () => (missing().length === 0 ? true : undefined),
        30_000,
        () => describeMissing(missing(), stack),
      );
      // The delivery the victim was waiting on came again, from another worker, with the same webhook-id.
      expect(
        receiver.deliveries.filter((d) => d.webhookId === inFlight.delivery.webhookId).length,
      ).toBeGreaterThanOrEqual(2);
      // Every delivery (retries included) carries its event's id and exactly its event's content.
      const byId = new Map((await listAll(survivor, SCALE_KEY, "/v1/events")).map((e) => [e.event_id, e]));
      for (const d of receiver.deliveries) {
        const event = byId.get(d.webhookId);
        expect({ type: d.type, data: d.data }).toEqual({ type: event?.type, data: event?.data });
      }
      expect(receiver.badSignatures).toBe(0);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it("each message is submitted to the carrier once", async () => {
    const rows = await eventually(
      "every message finished",
      async () => {
        const all = await messageRows(engine, stack.databaseUrl);
        return all.every((r) => TERMINAL.has(r.status)) ? all : undefined;
      },
      40_000,
    );
    expect(rows.map((r) => r.message_id).sort()).toEqual([...created].sort());
    expect(rows.filter((r) => r.carrier_submissions !== 1)).toEqual([]);
  }, 60_000);
});
