import { afterEach, describe, expect, it } from "vitest";
import type { StackProcess } from "../src/testing/stack-process.js";
import { type Stack, startStack } from "../src/testing/start-stack.js";
import { eventually } from "./support/test-server.js";

// The request lines are written in buffered batches (src/main.ts): a quiet server must still show a line
// within moments, and a stopping one must write every line it still holds.

const DEMO_KEY = "sk_test_demo_0123456789abcdef";

const requestLines = (p: StackProcess | undefined) =>
  (p?.output() ?? "").split("\n").filter((line) => line.includes('"msg":"request"'));

describe("the request log of a server process", () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it("shows a quiet server's one request line within moments, not when its buffer fills", async () => {
    stack = await startStack({ env: { LOG_LEVEL: "info" } });
    const res = await fetch(`${stack.url}/v1/account`, { headers: { authorization: `Bearer ${DEMO_KEY}` } });
    expect(res.status).toBe(200);
    const lines = await eventually(async () => {
      const found = requestLines(stack?.processes[0]);
      return found.length > 0 ? found : undefined;
    }, 2_000);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ path: "/v1/account", status: 200 });
    expect(lines[0]).not.toContain(DEMO_KEY);
  });

  it("writes every request's line, across many batches and up to its stop", async () => {
    stack = await startStack({ env: { LOG_LEVEL: "info" } });
    const process = stack.processes[0];
    const paths = Array.from({ length: 300 }, (_, i) => `/v1/sms/msg_${String(i).padStart(20, "0")}`);
    for (let i = 0; i < paths.length; i += 30)
      await Promise.all(
        paths
          .slice(i, i + 30)
          .map((path) =>
            fetch(`${stack?.url}${path}`, { headers: { authorization: `Bearer ${DEMO_KEY}` } }).then((r) =>
              r.arrayBuffer(),
            ),
          ),
      );
    await stack.stop();
    const logged = requestLines(process).map((line) => JSON.parse(line).path as string);
    expect(logged.sort()).toEqual([...paths].sort());
    expect(process?.output()).toContain('"msg":"shutting down"');
  });
});
