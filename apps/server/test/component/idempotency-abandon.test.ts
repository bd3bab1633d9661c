import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprint } from "../../src/domain/idempotency.js";
import { type ChildServer, MAIN_JS, startChildServer } from "../support/child-server.js";
import { KEYS, testFixture } from "../support/test-fixture.js";
import { eventually } from "../support/test-server.js";

const ABANDON_MS = 1500;
const body = { to: "14155550123", template_id: "tmpl_otp", variables: ["7", "8"] };

let dir: string;
let dbPath: string;
let server: ChildServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sms-abandon-"));
  dbPath = join(dir, "shared.sqlite");
  writeFileSync(join(dir, "fixture.json"), JSON.stringify(testFixture()));
  server = await startChildServer({
    SMS_FIXTURE: join(dir, "fixture.json"),
    DATABASE_URL: dbPath,
    IDEMPOTENCY_ABANDON_MS: String(ABANDON_MS),
  });
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

/** A second process on the same database that claims a key the way a send does, then hangs until killed. */
async function claimInAnotherProcess(key: string): Promise<{ child: ChildProcess; claimedAt: number }> {
  const dist = (path: string) => JSON.stringify(new URL(path, pathToFileURL(MAIN_JS)).href);
  const script = `
    const { Database } = await import(${dist("data-access/database.js")});
    const { IdempotencyRepository } = await import(${dist("data-access/idempotency-repository.js")});
    const repo = new IdempotencyRepository(new Database({ path: ${JSON.stringify(dbPath)} }));
    const now = new Date();
    const held = repo.claim("acc_main", "test", ${JSON.stringify(key)}, ${JSON.stringify(fingerprint(body))},
      now.toISOString(), new Date(now.getTime() + 86400000).toISOString());
    process.stdout.write(held === null ? "claimed " + now.toISOString() + "\\n" : "refused\\n");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  await eventually(async () => (out.includes("\n") ? true : undefined), 10_000).catch(() => {
    child.kill("SIGKILL");
    throw new Error(`holder did not start: ${out}`);
  });
  const claimed = /^claimed (\S+)\n$/.exec(out);
  expect(claimed, out).not.toBeNull();
  return { child, claimedAt: Date.parse(claimed?.[1] ?? "") };
}

function send(key: string) {
  return fetch(`${server.url}/v1/sms/send`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${KEYS.test}`,
      "content-type": "application/json",
      "x-idempotency-key": key,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

describe("an idempotency claim abandoned by a killed process", () => {
  it("answers 409 while fresh, then frees the key after IDEMPOTENCY_ABANDON_MS: one message, one debit", async () => {
    const balance = async () =>
      (
        await (
          await fetch(`${server.url}/v1/account`, { headers: { authorization: `Bearer ${KEYS.test}` } })
        ).json()
      ).data.balance as number;
    const before = await balance();

    const { child: holder, claimedAt } = await claimInAnotherProcess("abandoned-1");
    holder.kill("SIGKILL");
    await new Promise((r) => holder.once("exit", r));

    const fresh = await send("abandoned-1");
    expect(fresh.status).toBe(409);
    expect((await fresh.json()).code).toBe("idempotency_request_in_progress");
    expect(await balance()).toBe(before);

    const accepted = await eventually(async () => {
      const res = await send("abandoned-1");
      if (res.status === 409) return undefined;
      return res;
    }, ABANDON_MS + 8000);
    // Not a timing check: the server only frees a claim once it is that old, by the same clock.
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(ABANDON_MS);
    expect(accepted.status).toBe(202);
    const first = await accepted.text();

    const replay = await send("abandoned-1");
    expect(replay.status).toBe(202);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.text()).toBe(first);
    expect(await balance()).toBe(before - 1);
  });
});
