import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, freePort, spawnServer } from "../src/child.ts";
import { processTree } from "../src/processes.ts";

const SCRIPT = fileURLToPath(new URL("../src/echo/durable-echo.ts", import.meta.url));

describe("the durable echo (a real primary, writer and two HTTP processes)", () => {
  let echo: ChildServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "durable-echo-test-"));
    const port = await freePort();
    echo = await spawnServer({ args: [SCRIPT, String(port), "2", dir], port });
  });
  afterAll(async () => {
    await echo?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs a primary, one writer and the HTTP processes asked for", async () => {
    const deadline = Date.now() + 10_000;
    while (processTree(echo.pid).length < 4 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processTree(echo.pid)).toHaveLength(4);
  });

  it("answers 202 to each of a burst only once its body is in the writer's file", async () => {
    const answered = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const body = JSON.stringify({ to: "919000000001", n: i });
        const res = await fetch(echo.url, {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        });
        // Read at once: a line that was still only in the writer's memory would be missing here.
        const appended = readFileSync(join(dir, "appends.log"), "utf8").split("\n");
        return { status: res.status, found: appended.includes(body) };
      }),
    );
    expect(answered.filter((a) => a.status !== 202)).toEqual([]);
    expect(answered.filter((a) => !a.found)).toEqual([]);
  });

  it("answers 400 to a body that is not JSON, and appends nothing for it", async () => {
    const res = await fetch(echo.url, { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
    expect(readFileSync(join(dir, "appends.log"), "utf8")).not.toContain("not json");
  });
});
