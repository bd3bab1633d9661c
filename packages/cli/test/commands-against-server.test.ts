import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Stack } from "@sms-api/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_KEY, startServer, TEST_KEY } from "./reference-server.js";
import { runCli, startCli } from "./run-cli.js";

let stack: Stack;
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  stack = await startServer();
  env = { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: stack.url };
  work = mkdtempSync(join(tmpdir(), "sms-cli-"));
});

afterAll(async () => {
  await stack?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const OTP = ["--template-id", "tmpl_otp", "--variables", "123456", "10"];

describe("operation commands against the reference server", () => {
  it("send prints the answer as plain JSON when piped, and get reads it back", async () => {
    const sent = await runCli(["messages", "send", "--to", "919000000001", ...OTP], env);
    expect(sent, sent.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(sent.stdout.trim().split("\n")).toHaveLength(1);
    const message = JSON.parse(sent.stdout).data;
    expect(message).toMatchObject({ to: "919000000001", template_id: "tmpl_otp", status: "queued" });
    const read = await runCli(["messages", "get", message.message_id], env);
    expect(read.code).toBe(0);
    expect(JSON.parse(read.stdout).data.message_id).toBe(message.message_id);
  });

  it("events stream prints each message of the stream as a JSON line, and resumes after --last-event-id", async () => {
    const stream = startCli(["events", "stream", "--types", "sms.sent", "sms.delivered"], env);
    try {
      await stream.waitFor(/"event":"stream\.opened"/, "stdout");
      const sent = await runCli(["messages", "send", "--to", "919000000001", ...OTP], env);
      const messageId = JSON.parse(sent.stdout).data.message_id;
      await stream.waitFor(/"event":"sms\.delivered"/, "stdout");
      const lines = stream.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines.map((m) => m.event)).toEqual(["stream.opened", "sms.sent", "sms.delivered"]);
      expect(lines[2]).toMatchObject({
        event: "sms.delivered",
        data: { type: "sms.delivered", data: { message_id: messageId } },
      });
      expect(lines[2].id).toBe(lines[2].data.event_id);
      const resumed = startCli(["events", "stream", "--last-event-id", lines[1].id], env);
      try {
        await resumed.waitFor(/"event":"sms\.delivered"/, "stdout");
        const after = resumed.stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line));
        expect(after[0]).toMatchObject({ event: "stream.opened", data: { after_event_id: lines[1].id } });
        expect(after[1]?.id).toBe(lines[2].id);
      } finally {
        expect(await resumed.stop()).toBe(0);
      }
    } finally {
      expect(await stream.stop()).toBe(0);
    }
  });

  it("takes a raw body from --data @file.json, with flags overriding its fields", async () => {
    const file = join(work, "send.json");
    writeFileSync(file, JSON.stringify({ to: "919000000009", template_id: "tmpl_welcome" }));
    const sent = await runCli(["messages", "send", "--data", `@${file}`, "--to", "919000000001"], env);
    expect(sent.code, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout).data).toMatchObject({ to: "919000000001", template_id: "tmpl_welcome" });
  });

  it("renders an error answer from its problem body, exit code 1", async () => {
    const missing = await runCli(["messages", "get", "msg_01JZ0000000000000000000000"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: 404 message_not_found: .+/);
    expect(missing.stderr).toMatch(/ {2}docs: \S+#message_not_found/);
    expect(missing.stderr).toMatch(/ {2}request: \S+/);
    // Piped, the problem body also goes to stdout for scripts.
    expect(JSON.parse(missing.stdout)).toMatchObject({ status: 404, code: "message_not_found" });
  });

  it("lists the server's field errors of a refused body", async () => {
    const tooLong = "1".repeat(31);
    const refused = await runCli(
      ["messages", "send", "--to", "919000000001", "--template-id", "tmpl_otp", "--variables", tooLong, "10"],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: 422 invalid_variable: /);
    expect(refused.stderr).toContain("\n  /variables/0: too_long: ");
  });

  it("refuses bad usage with exit code 2 and sends nothing", async () => {
    // A base URL where nothing listens: a request sent would fail with exit code 1, not 2.
    const nowhere = { SMS_API_KEY: TEST_KEY, SMS_API_BASE_URL: "http://127.0.0.1:9" };
    for (const args of [
      ["messages", "send", "--template-id", "tmpl_otp"],
      ["messages", "send", "--to", "9190000000011234", "--template-id", "tmpl_otp"],
      ["messages", "list", "--status", "bogus"],
      ["messages", "list", "--limit", "many"],
      ["messages", "get"],
      ["messages", "frobnicate"],
      ["webhooks", "update", "whk_1", "--enabled", "maybe"],
      ["trigger", "sms.unknown"],
    ]) {
      const run = await runCli(args, nowhere);
      expect(run.code, `${args.join(" ")}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(/error/);
    }
    const noKey = await runCli(["account", "get"], { SMS_API_BASE_URL: stack.url });
    expect(noKey).toMatchObject({ code: 2, stderr: expect.stringContaining("SMS_API_KEY") });
  });

  it("warns that --api-key lands in the shell history", async () => {
    const run = await runCli(["--api-key", TEST_KEY, "account", "get"], { SMS_API_BASE_URL: stack.url });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning: --api-key .*shell history/);
    expect(JSON.parse(run.stdout).data).toMatchObject({ account_id: "acc_demo", mode: "test" });
  });

  it("--all follows the cursors, with a progress line per page on stderr", async () => {
    for (let i = 0; i < 3; i++) await runCli(["messages", "send", "--to", "919000000001", ...OTP], env);
    const one = JSON.parse((await runCli(["messages", "list", "--limit", "1"], env)).stdout);
    expect(one.data).toHaveLength(1);
    const all = await runCli(["messages", "list", "--limit", "1", "--all"], env);
    expect(all.code, all.stderr).toBe(0);
    const items = JSON.parse(all.stdout) as { message_id: string }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((m) => m.message_id)).size).toBe(items.length);
    const progress = all.stderr.trim().split("\n");
    expect(progress[0]).toBe("page 1: 1 item");
    expect(progress.at(-1)).toMatch(new RegExp(`^page ${progress.length}: ${items.length} items$`));
  });
});

describe("trigger", () => {
  async function eventsOf(messageId: string, until: string): Promise<string[]> {
    for (;;) {
      const run = await runCli(["events", "list", "--limit", "100"], env);
      const types = (JSON.parse(run.stdout).data as { type: string; data: { message_id?: string } }[])
        .filter((event) => event.data.message_id === messageId)
        .map((event) => event.type)
        .reverse();
      if (types.includes(until)) return types;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("sms.undelivered sends to the simulator's number for it and says what it started", async () => {
    const run = await runCli(["trigger", "sms.undelivered"], env);
    expect(run.code, run.stderr).toBe(0);
    const message = JSON.parse(run.stdout).data;
    expect(message.to).toBe("919000000002");
    expect(run.stderr).toContain(`Triggered sms.undelivered: message ${message.message_id} to 919000000002`);
    expect(await eventsOf(message.message_id, "sms.undelivered")).toEqual([
      "sms.processing",
      "sms.submitted",
      "sms.undelivered",
    ]);
  });

  it("sms.cancelled cancels the held message", async () => {
    const run = await runCli(["trigger", "sms.cancelled"], env);
    expect(run.code, run.stderr).toBe(0);
    const message = JSON.parse(run.stdout).data;
    expect(message).toMatchObject({ to: "919000000006", status: "cancelled" });
    expect(await eventsOf(message.message_id, "sms.cancelled")).toEqual(["sms.cancelled"]);
  });

  it("refuses a live key before any request", async () => {
    const live = { SMS_API_KEY: LIVE_KEY, SMS_API_BASE_URL: stack.url };
    const run = await runCli(["trigger", "sms.delivered"], live);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/test-mode events only.*live key/);
    const sent = JSON.parse((await runCli(["messages", "list"], live)).stdout);
    expect(sent.data).toEqual([]);
  });
});
