import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUZZ_KEYS, fuzzFixture } from "../../src/testing/fuzz/fuzz-fixture.js";
import { operationsOf } from "../../src/testing/fuzz/hostile-requests.js";
import { runFuzz } from "../../src/testing/fuzz/run-fuzz.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

// The same seeded stream `pnpm fuzz` sends, bounded: a failure names the request's index under this seed.
const SEED = 20261123;
const REQUESTS = 2000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ fixture: fuzzFixture(), env: { WEBHOOK_TIMEOUT_MS: "2000" } });
});
afterAll(async () => {
  await server.destroy();
});

describe("a seeded fuzz of every operation and of malformed HTTP on the socket", () => {
  it(`answers ${REQUESTS} hostile requests without a 5xx, each error a problem with a code and the request id`, async () => {
    const document = loadOpenApi("v1") as Record<string, unknown>;
    const report = await runFuzz({
      url: server.url,
      document,
      keys: FUZZ_KEYS,
      seed: SEED,
      requests: REQUESTS,
      concurrency: 4,
    });
    // The message carries the details: the test command's closing lines keep only an assertion's first line.
    expect(report.violations, `violations: ${JSON.stringify(report.violations.slice(0, 5))}`).toEqual([]);
    expect(report.total).toBe(REQUESTS);
    // Every operation of the document is in the fuzz's stream (counted here from `paths` independently).
    const methods = new Set(["get", "put", "post", "patch", "delete"]);
    const paths = Object.values(document.paths as Record<string, Record<string, unknown>>);
    const documented = paths.flatMap((item) => Object.keys(item).filter((m) => methods.has(m))).length;
    expect(operationsOf(document).length).toBe(documented);
    // The stream reaches past validation (created rows, accepted sends) and the socket-level answers.
    for (const outcome of [
      "201",
      "202",
      "200",
      "400 malformed_http_request",
      "431 request_headers_too_large",
    ])
      expect(report.outcomes[outcome], outcome).toBeGreaterThan(0);
    expect(Object.keys(report.outcomes).some((o) => o.startsWith("5"))).toBe(false);
    // Errors logged by the server (a 5xx, or a worker step failing on what the fuzz did), with their stacks.
    const logged = server.errors.map((e) => (e.err as { stack?: string } | undefined)?.stack ?? e.msg);
    expect(logged, `logged errors: ${JSON.stringify(server.errors.slice(0, 3))}`).toEqual([]);
  }, 180_000);
});
