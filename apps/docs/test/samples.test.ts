import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SmsApiError } from "@sms-api/client";
import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertDltReady } from "../samples/check-dlt.js";
import { describeKey } from "../samples/check-key.js";
import { nextStep } from "../samples/handle-errors.js";
import { replayEventsSince } from "../samples/reconcile.js";
import { sendOrderOtp } from "../samples/send-idempotently.js";
import { waitForFinalStatus } from "../samples/test-mode.js";
import { listOperations } from "../src/openapi-walk.js";
import { mockClient, startDocsMock, TEST_KEY } from "./mock-fixture.js";

const samples = fileURLToPath(new URL("../samples/", import.meta.url));
let url: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const started = await startDocsMock();
  url = started.mock.url;
  stop = started.stop;
});
afterAll(() => stop?.());

/**
 * The workspace root's bin folder, where the `sms-api` command of cli.sh is linked (the root depends on
 * @sms-api/cli; this package cannot, since the CLI's tests start the server, which serves this site).
 */
const rootBin = fileURLToPath(new URL("../../../node_modules/.bin", import.meta.url));

/** Every distinct Node binary: this one and each on PATH, by version. */
function nodeBinaries(): string[] {
  const byVersion = new Map<string, string>();
  for (const dir of [dirname(process.execPath), ...(process.env.PATH ?? "").split(delimiter)]) {
    const candidate = join(dir, "node");
    if (!existsSync(candidate)) continue;
    const version = execFileSync(candidate, ["--version"], { encoding: "utf8" }).trim();
    if (!byVersion.has(version)) byVersion.set(version, candidate);
  }
  return [...byVersion.values()];
}

function run(command: string, args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(command, args, {
    cwd: samples,
    env: {
      ...process.env,
      PATH: `${rootBin}${delimiter}${process.env.PATH ?? ""}`,
      SMS_API_BASE_URL: url,
      SMS_MOCK_URL: url,
      SMS_API_KEY: TEST_KEY,
    },
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c;
  });
  child.stderr.on("data", (c: Buffer) => {
    out += c;
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, out })));
}

describe("the guides' samples against the Prism mock", () => {
  // As the guide says: `node quick-start.mjs`, on every Node found (the workspace's 24 and the machine's 20,
  // the client's documented minimum).
  it.each(nodeBinaries())("quick-start.mjs sends and reads the status, run by %s", async (node) => {
    const { code, out } = await run(node, ["quick-start.mjs"]);
    expect(out).toMatch(/accepted msg_\w+: queued/);
    expect(out).toMatch(/status of msg_\w+: delivered/);
    expect(code).toBe(0);
  });

  it("quick-start.sh sends and reads the status with curl", async () => {
    const { code, out } = await run("bash", ["quick-start.sh"]);
    expect(out).toContain('"status":"queued"');
    expect(out).toContain('"status":"delivered"');
    expect(code).toBe(0);
  });

  // What each other curl sample must print: the success envelope of its operation, or the asked-for example.
  it.each([
    ["check-key.sh", /"success":true,"data":\{"account_id":"acc_/],
    ["register-webhook.sh", /"success":true,"data":\{"webhook_id":"whk_\w+".*"secret":"whsec_/],
    ["get-template.sh", /"success":true,"data":\{"template_id":"tmpl_otp".*"dlt":\{"entity_id"/],
    ["mock-error-example.sh", /"code":"insufficient_credits".*\nHTTP 402/s],
    ["cli.sh", /\{"success":true,"data":\{"message_id":"msg_\w+"/],
  ])("%s works against the mock", async (file, expected) => {
    const { code, out } = await run("bash", [file]);
    expect(out).toMatch(expected);
    expect(code).toBe(0);
  });

  it("every shell sample has a test", () => {
    const tested = [
      "quick-start.sh",
      "check-key.sh",
      "register-webhook.sh",
      "get-template.sh",
      "mock-error-example.sh",
      "cli.sh",
    ];
    expect(
      readdirSync(samples)
        .filter((f) => f.endsWith(".sh"))
        .sort(),
    ).toEqual(tested.sort());
  });

  it("check-key.ts describes the key, and explains a refused one", async () => {
    expect(await describeKey(mockClient(url))).toMatch(/test mode, balance \d+ credits/);
    const refused = mockClient(url, { prefer: "code=401, example=invalid_api_key" });
    expect(await describeKey(refused)).toMatch(/^Unknown key/);
  });

  it("send-idempotently.ts sends with the order's idempotency key", async () => {
    const seen: Request[] = [];
    const outcome = await sendOrderOtp(mockClient(url, { seen }).sms, {
      id: "42",
      phone: "919000000001",
      otp: "1",
    });
    expect(outcome).toEqual({ status: "accepted", message_id: expect.stringMatching(/^msg_/) });
    expect(seen.map((r) => r.headers.get("x-idempotency-key"))).toEqual(["order-42-otp"]);
  });

  it("send-idempotently.ts says retry later when the API cannot be reached", async () => {
    const closed = mockClient("http://127.0.0.1:9"); // discard port: nothing listens
    const outcome = await sendOrderOtp(closed.sms, { id: "42", phone: "919000000001", otp: "1" });
    expect(outcome.status).toBe("retry_later");
  });

  it("handle-errors.ts gives a next step for every error example of a send", async () => {
    const send = listOperations(loadOpenApi("v1")).find((op) => op.operationId === "Sms_send");
    const examples = send?.responseExamples.filter((e) => e.status >= 400) ?? [];
    expect(examples.length).toBeGreaterThan(10);
    const steps: Record<string, string> = {};
    for (const example of examples) {
      const client = mockClient(url, { prefer: `code=${example.status}, example=${example.name}` });
      const error = await client.sms
        .send({ to: "919000000001", template_id: "tmpl_otp", variables: ["1", "10"] })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(SmsApiError);
      const { step, log } = nextStep(error);
      expect(log).toContain(`https://docs.sms-api.example/errors#${(error as SmsApiError).code}`);
      expect(log).toMatch(/request req_/);
      steps[example.name] = step;
    }
    expect(steps).toMatchObject({
      insufficient_credits: "top_up",
      rate_limited: "retry_later",
      service_unavailable: "retry_later",
      invalid_request: "fix_request",
      template_inactive: "fix_configuration",
    });
  });

  it("test-mode.ts waits for a final status", async () => {
    expect(await waitForFinalStatus(mockClient(url).sms, "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R")).toBe("delivered");
  });

  it("reconcile.ts replays every event of every page", async () => {
    const ids: string[] = [];
    const count = await replayEventsSince(mockClient(url).events, "2026-11-22T00:00:00Z", async (event) => {
      ids.push(event.event_id);
    });
    expect(count).toBe(ids.length);
    expect(ids[0]).toMatch(/^evt_/);
  });

  it("check-dlt.ts passes a complete mapping and skips numbers outside India", async () => {
    const client = mockClient(url);
    await expect(assertDltReady(client.templates, "tmpl_otp", "919000000001")).resolves.toBeUndefined();
    await expect(assertDltReady(client.templates, "tmpl_missing", "15551234567")).resolves.toBeUndefined();
  });
});
