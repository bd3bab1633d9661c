import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StallProbe, stallsBetween } from "../src/stall-probe/stall-probe.ts";

describe("stallsBetween", () => {
  const stalls = [
    { endedAt: 1_000, ms: 12 },
    { endedAt: 2_000, ms: 300 },
    { endedAt: 3_000, ms: 40 },
  ];

  it.each([
    { from: 500, to: 5_000, longestMs: 300, count: 3, totalMs: 352 },
    { from: 1_500, to: 3_000, longestMs: 300, count: 2, totalMs: 340 },
    { from: 2_001, to: 2_999, longestMs: 0, count: 0, totalMs: 0 },
  ])("counts the stalls that ended in [$from, $to]", ({ from, to, longestMs, count, totalMs }) => {
    expect(stallsBetween(stalls, from, to, -20)).toEqual({ longestMs, count, totalMs, niceness: -20 });
  });
});

describe("StallProbe (a real probe process)", () => {
  let probe: StallProbe;
  beforeAll(async () => {
    probe = await StallProbe.start();
  });
  afterAll(() => probe?.close());

  // Stopped right after start, the probe is often still finishing its first tick: the stall must show all the same.
  it("reports a stall of its own process, in its window and not before", async () => {
    const before = Date.now();
    const pid = probe.pid;
    if (pid === undefined) throw new Error("the probe has no pid");
    // Stopped, the probe cannot run: to it, this is the machine stalling for 300 ms.
    process.kill(pid, "SIGSTOP");
    await sleep(300);
    process.kill(pid, "SIGCONT");
    // The report crosses the IPC channel: wait for it rather than for a fixed time (a loaded machine is slow).
    const giveUp = Date.now() + 5000;
    while (probe.between(before, Date.now()).longestMs < 250 && Date.now() < giveUp) await sleep(20);
    const after = Date.now();

    const stall = probe.between(before, after);
    expect(stall.longestMs).toBeGreaterThanOrEqual(250);
    expect(stall.longestMs).toBeLessThan(after - before);
    expect(probe.between(0, before - 1).longestMs).toBeLessThan(250);
  }, 15_000);

  it("runs at the highest priority when this user may raise it (root), and says which", () => {
    expect(probe.niceness).toBe(process.getuid?.() === 0 ? -20 : 0);
  });
});
