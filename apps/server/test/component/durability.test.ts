import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startStack } from "../../src/testing/start-stack.js";
import { KEYS, testFixture } from "../support/test-fixture.js";
import { eventually, startTestServer } from "../support/test-server.js";

describe("durability (a restart keeps everything)", () => {
  it("messages, ledger entries and idempotency records survive a restart; held messages resume", async () => {
    const first = await startTestServer({ env: { SIMULATOR_HOLD_MS: "1500" } });
    const dir = first.dir;
    const client = first.client(KEYS.test);
    const headers = { "x-idempotency-key": "restart-1" };
    const body = { to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] };
    const original = await first.call("POST", "/v1/sms/send", { key: KEYS.test, body, headers });
    const originalText = await original.text();
    const held = await client.sms.send({
      to: "919000000006",
      template_id: "tmpl_otp",
      variables: ["3", "4"],
    });
    const balance = (await client.account.get()).data.balance;
    const ledger = await first.stores.ledger.entries("acc_main", "test");
    await first.close();

    const second = await startTestServer({ dir, env: { SIMULATOR_HOLD_MS: "1500" } });
    try {
      const again = second.client(KEYS.test);
      expect((await again.account.get()).data.balance).toBe(balance);
      expect(await second.stores.ledger.entries("acc_main", "test")).toEqual(ledger);
      const replay = await second.call("POST", "/v1/sms/send", { key: KEYS.test, body, headers });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.text()).toBe(originalText);
      expect((await again.account.get()).data.balance).toBe(balance);
      const resumed = await eventually(async () => {
        const m = (await again.sms.get(held.data.message_id)).data;
        return m.status === "delivered" ? m : undefined;
      }, 5000);
      expect(resumed.status_history.map((h) => h.status)).toEqual([
        "queued",
        "processing",
        "submitted",
        "sent",
        "delivered",
      ]);
      expect(second.errors).toEqual([]);
    } finally {
      await second.destroy();
    }
  });
});

describe("the start script", () => {
  it("refuses a bad fixture naming the field, and stops cleanly on SIGTERM", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sms-server-main-"));
    const main = fileURLToPath(new URL("../../dist/main.js", import.meta.url));
    const node = process.execPath;
    try {
      const bad = testFixture() as { accounts: { billing: string }[] };
      (bad.accounts[1] as { billing: string }).billing = "monthly";
      writeFileSync(join(dir, "bad.json"), JSON.stringify(bad));
      const refused = await run(node, [main], {
        SMS_FIXTURE: join(dir, "bad.json"),
        DATABASE_URL: ":memory:",
        PORT: "0",
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("accounts[1].billing");

      const badEnv = await run(node, [main], { PORT: "seventy", DATABASE_URL: ":memory:" });
      expect(badEnv.code).toBe(1);
      expect(badEnv.stderr).toContain("PORT");

      const demo = await startStack({ dir });
      const [process] = demo.processes;
      expect(process?.output()).toContain("sk_test_demo_0123456789abcdef");
      const res = await fetch(`${demo.url}/v1/account`, {
        headers: { authorization: "Bearer sk_test_demo_0123456789abcdef" },
      });
      expect(res.status).toBe(200);
      await demo.stop();
      expect(await process?.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function run(
  cmd: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += String(d);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("graceful shutdown", () => {
  it("SIGINT lets a request in flight finish, then exits 0", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sms-server-sigint-"));
    try {
      const stack = await startStack({ dir });
      const server = stack.processes[0];
      if (!server?.url) throw new Error("the stack has no api process");
      const url = server.url;
      const { request } = await import("node:http");
      const body = JSON.stringify({ to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          `${url}/v1/sms/send`,
          {
            method: "POST",
            headers: {
              authorization: "Bearer sk_test_demo_0123456789abcdef",
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
            },
          },
          (res) => {
            let text = "";
            res.on("data", (d) => {
              text += String(d);
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", reject);
        // Half the body now; the signal arrives while the request is in flight; the rest after.
        req.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill("SIGINT");
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      const result = await answer;
      expect(result.status).toBe(202);
      expect(JSON.parse(result.text).data.status).toBe("queued");
      expect(await server.exited).toBe(0);
      // A new connection is refused once the server has stopped.
      await expect(fetch(`${url}/v1/account`)).rejects.toThrow();
      await stack.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
