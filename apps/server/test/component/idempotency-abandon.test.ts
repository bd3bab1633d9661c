import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../src/data-access/database.js";
import { fingerprint } from "../../src/domain/idempotency.js";
import { type ChildServer, startChildServer } from "../support/child-server.js";
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

/**
 * Leaves an `in_progress` claim in the shared database, as servers before the one-write idempotency store
 * did when their process died between claiming a key (in a transaction of its own) and storing the answer.
 * Current servers never commit one, but a database may still hold them after an upgrade.
 */
function leaveClaimOfAnEarlierServer(key: string): number {
  const claimedAt = Date.now();
  const db = new Database({ path: dbPath, groupCommits: false });
  db.run(
    `INSERT INTO idempotency_keys (account_id, mode, idempotency_key, fingerprint, state, created_at, expires_at)
     VALUES ('acc_main', 'test', ?, ?, 'in_progress', ?, ?)`,
    key,
    fingerprint(body),
    new Date(claimedAt).toISOString(),
    new Date(claimedAt + 86_400_000).toISOString(),
  );
  db.close();
  return claimedAt;
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

describe("an idempotency claim abandoned by a killed process of an earlier server", () => {
  it("answers 409 while fresh, then frees the key after IDEMPOTENCY_ABANDON_MS: one message, one debit", async () => {
    const balance = async () =>
      (
        await (
          await fetch(`${server.url}/v1/account`, { headers: { authorization: `Bearer ${KEYS.test}` } })
        ).json()
      ).data.balance as number;
    const before = await balance();

    const claimedAt = leaveClaimOfAnEarlierServer("abandoned-1");

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
