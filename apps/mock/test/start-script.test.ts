import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));

// The `start` script (what `pnpm mock` runs), with MOCK_PORT=0 so the test never collides on 4010.
it("the start script listens where it says, answers, and stops on SIGTERM", async () => {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, MOCK_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 30_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMS API mock \(Prism\) listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] && output.includes("Select an example")) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  for (const version of ["v1", "v2"]) {
    const res = await fetch(`${url}/${version}/account`, {
      headers: { authorization: "Bearer sk_test_demo_0123456789abcdef" },
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status, version).toBe(200);
  }
  expect(output).toContain("Versions: /v1/…, /v2/…");
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
}, 40_000);

it("refuses a bad MOCK_PORT with a message naming it", async () => {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, MOCK_PORT: "nope" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  expect(code).toBe(2);
  expect(stderr).toMatch(/MOCK_PORT/);
});
