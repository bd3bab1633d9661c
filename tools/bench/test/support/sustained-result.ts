import type { SustainedResult } from "../../src/sustained.ts";

/** A sustained run's result for the harness tests: a full SQLite run's figures, with `changes` over them. */
export function sustainedResult(changes: Partial<SustainedResult> = {}): SustainedResult {
  return {
    engine: "sqlite",
    seconds: 60,
    rate: 1000,
    maxRate: 2000,
    warmupSeconds: 15,
    accepted: 75_000,
    warmupAnswered: 15_000,
    warmupSendP99Ms: 48,
    answered: 59_990,
    errors: 0,
    errorKinds: {},
    sendP50Ms: 2,
    sendP99Ms: 12,
    sendSecondsP99: { medianMs: 10, worstMs: 40, worstSecond: 17 },
    echoAtPace: { processes: 2, p50Ms: 1.5, p99Ms: 6, errors: 0 },
    durableEchoAtPace: { processes: 2, p50Ms: 2.5, p99Ms: 9, errors: 0 },
    machineStalls: { longestMs: 14, count: 3, totalMs: 36, niceness: -20 },
    deliveriesExpected: 1_200_000,
    deliveriesReceived: 1_200_000,
    duplicates: 0,
    badSignatures: 0,
    deliveryP50Ms: 20,
    deliveryP99Ms: 300,
    memory: {
      start: { rss: 400e6, pss: 300e6 },
      peak: { rss: 450e6, pss: 320e6 },
      end: { rss: 420e6, pss: 310e6 },
    },
    cpuUsPerSend: { api: 200, worker: 150 },
    deliveredDuringRun: 900_000,
    deliveriesPerSecond: 15_000,
    drainS: 4,
    workerUsPerDelivery: 40,
    ...changes,
  };
}
