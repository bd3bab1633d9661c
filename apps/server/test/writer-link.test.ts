import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError, StorageUnavailableError } from "../src/domain/errors.js";
import { serveWrites } from "../src/entry-points/writer/serve-writes.js";
import { decodeError, encodeError } from "../src/entry-points/writer/write-protocol.js";
import type { StackProcess } from "../src/testing/stack-process.js";
import { type Stack, startStack } from "../src/testing/start-stack.js";
import { recipient, SCALE_KEY, scaleFixture } from "./scale/support/scale-fixture.js";
import { expectProblem, expectV2Problem } from "./support/problem.js";

// The SQLite writer role through real processes: two API processes hand their sends to one writer over its
// socket. What a caller sees must not change: the same answers in each version, the same refusals in the
// documented shape, idempotent replays from either API process, and a 503 to retry while no writer answers.

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${SCALE_KEY}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });

describe("a SQLite writer process behind two API processes", () => {
  let stack: Stack;
  let apis: string[];

  beforeAll(async () => {
    // A short busy timeout: a send waits that long for an unreachable writer before its 503.
    stack = await startStack({
      roles: ["writer", "api", "api"],
      fixture: scaleFixture(),
      env: { DATABASE_BUSY_TIMEOUT_MS: "500" },
    });
    apis = stack.apiUrls;
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it("accepts a v1 send through one API process and replays its key through the other", async () => {
    const body = { to: recipient(1), template_id: "tmpl_otp", variables: ["123456"] };
    const first = await post(apis[0] as string, "/v1/sms/send", body, { "x-idempotency-key": "w-v1" });
    expect(first.status).toBe(202);
    const accepted = await first.json();
    expect(accepted).toMatchObject({ success: true, data: { status: "queued", to: recipient(1) } });
    const again = await post(apis[1] as string, "/v1/sms/send", body, { "x-idempotency-key": "w-v1" });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(accepted);
  });

  it("answers a v2 send in v2's form, rendered by the writer as the route would", async () => {
    const body = { to: `+${recipient(2)}`, template_id: "tmpl_otp", variables: ["123456"] };
    const res = await post(apis[1] as string, "/v2/messages", body, { "idempotency-key": "w-v2" });
    expect(res.status).toBe(202);
    const message = await res.json();
    expect(message).toMatchObject({ object: "message", status: "queued", to: `+${recipient(2)}` });
    expect(res.headers.get("location")).toBe(`/v2/messages/${message.id}`);
  });

  it("refuses in the documented shape, with the writer's detail and field errors", async () => {
    const unknown = await post(apis[0] as string, "/v1/sms/send", {
      to: recipient(3),
      template_id: "tmpl_missing",
      variables: [],
    });
    const problem = await expectProblem(unknown, 422, "template_not_found");
    expect(problem.detail).toContain("tmpl_missing");
    const tooLong = await post(apis[1] as string, "/v1/sms/send", {
      to: recipient(3),
      template_id: "tmpl_otp",
      variables: ["1".repeat(200)],
    });
    const fields = await expectProblem(tooLong, 422, "invalid_variable");
    expect(fields.errors).toEqual([expect.objectContaining({ field: expect.stringContaining("variables") })]);
    const v2 = await post(apis[1] as string, "/v2/messages", { to: recipient(3), template_id: "tmpl_otp" });
    const form = await expectV2Problem(v2, 422, "invalid_recipient");
    expect(form.detail).toContain(`+${recipient(3)}`);
  });

  it("judges the recipient in the API process and applies the verdict in its turn, after the key's replay", async () => {
    const fixedLine = await post(apis[0] as string, "/v1/sms/send", {
      to: "442079460000",
      template_id: "tmpl_otp",
      variables: ["123456"],
    });
    const refused = await expectProblem(fixedLine, 422, "invalid_recipient");
    expect(refused.detail).toContain("fixed line");
    const body = { to: recipient(5), template_id: "tmpl_otp", variables: ["123456"] };
    const first = await post(apis[0] as string, "/v1/sms/send", body, { "x-idempotency-key": "w-order" });
    expect(first.status).toBe(202);
    // The same key with a body whose recipient is invalid: the key's check comes first, as in one process.
    const reused = await post(
      apis[1] as string,
      "/v1/sms/send",
      { ...body, to: "442079460000" },
      {
        "x-idempotency-key": "w-order",
      },
    );
    await expectProblem(reused, 422, "idempotency_key_reused");
  });

  it("answers 503 with Retry-After while no writer listens, and sends again once one is back", async () => {
    const writer = stack.processes.find((p) => p.role === "writer") as StackProcess;
    expect(await writer.stop()).toBe(0);
    const body = { to: recipient(4), template_id: "tmpl_otp", variables: ["123456"] };
    const refused = await post(apis[0] as string, "/v1/sms/send", body, { "x-idempotency-key": "w-gone" });
    await expectProblem(refused, 503, "service_unavailable");
    expect(refused.headers.get("retry-after")).toBe("1");
    await stack.add("writer");
    const retried = await post(apis[0] as string, "/v1/sms/send", body, { "x-idempotency-key": "w-gone" });
    expect(retried.status).toBe(202);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("the writer's socket path", () => {
  it("is refused, and left alone, when it names something that is not a socket", async () => {
    const dir = await mkdtemp(join(tmpdir(), "writer-path-"));
    const path = join(dir, "not-a-socket");
    await writeFile(path, "keep me");
    try {
      await expect(
        serveWrites({
          socketPath: path,
          send: () => Promise.reject(new Error("never called")),
          storage: { takeRateTokens: () => Promise.reject(new Error("never called")) },
          logger: { warn: () => {} },
        }),
      ).rejects.toThrow(/exists and is not a socket/);
      expect(await readFile(path, "utf8")).toBe("keep me");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the writer link's errors", () => {
  it("carry a domain refusal whole, so the API process answers it as if it ran the send", () => {
    const refusal = new DomainError("invalid_variable", "Variable 1 is too long.", {
      errors: [{ field: "variables[0]", code: "too_long", message: "at most 30 characters" }],
      retryAfterSeconds: 3,
      addressed: true,
    });
    const decoded = decodeError(JSON.parse(JSON.stringify(encodeError(refusal))));
    expect(decoded).toBeInstanceOf(DomainError);
    expect(decoded).toMatchObject({
      code: refusal.code,
      detail: refusal.detail,
      errors: refusal.errors,
      retryAfterSeconds: 3,
      addressed: true,
    });
  });

  it("keep a busy database a 503 to retry, and anything else a failure of the writer", () => {
    expect(decodeError(encodeError(new StorageUnavailableError("busy")))).toBeInstanceOf(
      StorageUnavailableError,
    );
    const other = decodeError(encodeError(new TypeError("boom")));
    expect(other).not.toBeInstanceOf(DomainError);
    expect(other).not.toBeInstanceOf(StorageUnavailableError);
    expect(other.message).toBe("the SQLite writer process failed: boom");
  });
});
