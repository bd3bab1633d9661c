import { describe, expect, it } from "vitest";
import { isRunning, runModule, TESTING_BUILD, waitUntil } from "./process-probe.js";

/**
 * Starts, in a Node process of its own, a stack of an api and an all process; resolves with that process and the
 * pids of the stack's processes once it has printed them. `then` is run by that process afterwards.
 */
async function ownerOfStack(then: string) {
  const script = `
    import { startStack } from ${JSON.stringify(TESTING_BUILD)};
    const stack = await startStack({ roles: ["api", "all"] });
    process.stdout.write(JSON.stringify(stack.processes.map((p) => p.pid)) + "\\n");
    ${then}
  `;
  const { child: owner, output, exited } = runModule(script);
  const pids = await waitUntil(() => {
    const line = /^\[[\d,]+\]$/m.exec(output())?.[0];
    if (line) return JSON.parse(line) as number[];
    if (owner.exitCode !== null) throw new Error(`the owner exited early:\n${output()}`);
    return undefined;
  }, 30_000);
  return { owner, pids, exited };
}

describe("no stack process outlives the process that started it", () => {
  it("when that process exits without stopping the stack", async () => {
    const { pids, exited } = await ownerOfStack("process.exit(3);");
    expect(await exited).toBe(3);
    expect(pids).toHaveLength(2);
    await waitUntil(() => (pids.some(isRunning) ? undefined : true), 10_000);
  });

  it("when that process is SIGKILLed, so that no exit hook runs", async () => {
    const { owner, pids, exited } = await ownerOfStack("setInterval(() => {}, 1000);");
    expect(pids.every(isRunning)).toBe(true);
    owner.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    // The watchdog polls once a second.
    await waitUntil(() => (pids.some(isRunning) ? undefined : true), 10_000);
  });
});
