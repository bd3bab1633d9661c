import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import type { AttemptDecision } from "../src/domain/webhooks/webhook-model.js";
import { at, newEvent, newWebhookId } from "./port-tests/support/records.js";
import { COMMIT, type RelayedStorage, startRelayedStorage, transactions } from "./support/postgres-relay.js";

// A backlog drains one delivery per endpoint at a time, so each round trip of the claim and the record is
// waited for by that endpoint's next delivery (tools/bench/performance.md, "Session 37"). A TCP relay between
// the pool and the server sees each socket write.

const ok = { status_code: 200, latency_ms: 5, error: null, retry_after_ms: null };
const succeeded = (): AttemptDecision => ({ state: "succeeded", next_attempt_at: null, disable: null });
const RELAXED = { durable: false } as const;

describe("PostgreSQL: round trips of a webhook delivery", () => {
  let started: RelayedStorage | undefined;

  beforeAll(async () => {
    started = await startRelayedStorage(1);
  });

  afterAll(async () => {
    await started?.stop();
  });

  it("a claim is two, and an attempt recorded with its endpoint's next delivery claimed is three", async () => {
    if (!started) throw new Error("not started");
    const { storage, connections } = started;
    const webhook_id = newWebhookId();
    await storage.transaction((tx) =>
      tx.endpoints.create(
        { account_id: "acc_a", mode: "test" },
        { url: "https://example.com/hook", events: ["*"], webhook_id, secret: "whsec_1", nowIso: at(0) },
      ),
    );
    const [first, second] = [newEvent({ created_at: at(10) }), newEvent({ created_at: at(20) })];
    await storage.transaction(async (tx) => {
      await tx.events.insert(first);
      await tx.events.insert(second);
    });
    const before = transactions(connections).length;
    const claimed = await claim(storage, webhook_id, 30);
    expect(claimed?.event_id).toBe(first.event_id);
    if (!claimed) throw new Error("unreachable");
    const chained = await storage.transaction(async (tx) => {
      const recorded = await tx.deliveries.record(claimed, ok, at(40), succeeded);
      return { recorded, next: await tx.deliveries.claim(webhook_id, at(40), at(30_040)) };
    }, RELAXED);
    expect(chained.recorded).toBe(true);
    expect(chained.next?.event_id).toBe(second.event_id);
    const [claimChunks, chainChunks] = transactions(connections).slice(before);
    // The claim: the endpoint's lock and its oldest due delivery with BEGIN; the lease with COMMIT.
    expect(claimChunks).toHaveLength(2);
    // The chain: the lease's lock and the delivery's state with BEGIN; the attempt, the delivery's and the
    // endpoint's writes with the next claim's lock and read; its lease with COMMIT.
    expect(chainChunks).toHaveLength(3);
    expect(chainChunks?.[1]).toContain("INSERT INTO webhook_attempts");
    expect(chainChunks?.[2]).toContain(COMMIT);
    expect(await storage.read.deliveries.state(first.event_id, webhook_id)).toMatchObject({
      state: "succeeded",
      attempts: 1,
    });
    expect(await storage.read.deliveries.attempts(first.event_id, webhook_id)).toHaveLength(1);
  });
});

function claim(storage: PostgresStorage, webhookId: string, nowMs: number) {
  return storage.transaction((tx) => tx.deliveries.claim(webhookId, at(nowMs), at(nowMs + 30_000)), RELAXED);
}
