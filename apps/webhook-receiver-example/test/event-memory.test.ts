import { describe, expect, it } from "vitest";
import { DEFAULT_MEMORY_TTL_MS, inMemoryEventMemory } from "../src/event-memory.js";

const DAY = 24 * 3600_000;
// The server's default retry delays (api-v1.md §9), in seconds: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h.
const SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];
// The last retry of an event, with every delay at the top of its ±10 % jitter: about 3.46 days after the first try.
const LAST_RETRY_MS = SCHEDULE.reduce((sum, s) => sum + s, 0) * 1000 * 1.1;

describe("in-memory event memory", () => {
  it("remembers an id at least as long as the retries of one event last, plus a margin", () => {
    expect(DEFAULT_MEMORY_TTL_MS).toBeGreaterThanOrEqual(4 * DAY);
    expect(DEFAULT_MEMORY_TTL_MS).toBeGreaterThan(LAST_RETRY_MS + 12 * 3600_000);
    let clock = Date.parse("2026-11-22T10:00:00.000Z");
    const memory = inMemoryEventMemory({ now: () => clock });
    // A test event has no sequence: only the id tells a late retry from a new event.
    memory.remember("evt_test");
    clock += LAST_RETRY_MS;
    expect(memory.seen("evt_test")).toBe(true);
    clock += DEFAULT_MEMORY_TTL_MS - LAST_RETRY_MS;
    expect(memory.seen("evt_test")).toBe(true);
    clock += 1;
    expect(memory.seen("evt_test")).toBe(false);
  });

  it("forgets a message's sequence after the same time, counted from its last handled event", () => {
    let clock = 0;
    const memory = inMemoryEventMemory({ ttlMs: 1000, now: () => clock });
    memory.remember("evt_1", { message_id: "msg_a", sequence: 1 });
    memory.remember("evt_2", { message_id: "msg_b", sequence: 1 });
    clock = 600;
    memory.remember("evt_3", { message_id: "msg_a", sequence: 2 });
    clock = 1001;
    expect(memory.lastSequence("msg_b")).toBe(0);
    expect(memory.seen("evt_2")).toBe(false);
    expect(memory.lastSequence("msg_a")).toBe(2);
    expect(memory.seen("evt_3")).toBe(true);
    clock = 1601;
    expect(memory.lastSequence("msg_a")).toBe(0);
  });

  it("keeps the highest sequence handled for a message", () => {
    const memory = inMemoryEventMemory();
    memory.remember("evt_1", { message_id: "msg_a", sequence: 3 });
    memory.remember("evt_2", { message_id: "msg_a", sequence: 2 });
    expect(memory.lastSequence("msg_a")).toBe(3);
  });
});
