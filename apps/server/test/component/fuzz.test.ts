import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS } from "../support/test-fixture.js";
import { startTestServer, type TestServer } from "../support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.destroy();
});

// A small deterministic PRNG, so a failure can be replayed from its seed.
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALID = '{"to":"919000000001","template_id":"tmpl_otp","variables":["123456","10"]}';
const PIECES = [
  '"',
  "{",
  "}",
  "[",
  "]",
  ",",
  ":",
  "null",
  "true",
  "1e999",
  "-0",
  "\\u0000",
  "\\",
  "é",
  "😀",
  "\u0000",
  " ",
  "\n",
  '"to"',
  '"variables"',
  "[[[[[[",
  "9".repeat(40),
];
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  "",
  "x".repeat(300),
  [],
  {},
  [null],
  [1, 2],
  { a: 1 },
  "919000000001",
  ["\u0000"],
  ["😀".repeat(40)],
];

function mutate(rand: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  switch (Math.floor(rand() * 4)) {
    case 0: {
      // Insert, delete or replace characters of a valid body.
      const chars = Array.from(VALID);
      const pos = Math.floor(rand() * chars.length);
      chars.splice(pos, Math.floor(rand() * 4), pick(PIECES));
      return chars.join("");
    }
    case 1:
      return Array.from({ length: 1 + Math.floor(rand() * 8) }, () => pick(PIECES)).join("");
    case 2: {
      const body: Record<string, unknown> = JSON.parse(VALID);
      body[pick(["to", "template_id", "variables", "extra", "__proto__", "constructor"])] = pick(VALUES);
      return JSON.stringify(body);
    }
    default:
      return JSON.stringify(pick(VALUES));
  }
}

describe("fuzzed malformed bodies", () => {
  it("never produce a 5xx, and always a documented problem", async () => {
    const rand = prng(20261122);
    const contentTypes = [
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/json; charset=latin1",
      "",
    ];
    for (let i = 0; i < 300; i++) {
      const body = mutate(rand);
      const contentType = contentTypes[Math.floor(rand() * contentTypes.length)] as string;
      const res = await server.call("POST", "/v1/sms/send", {
        key: KEYS.test,
        body,
        headers: contentType ? { "content-type": contentType } : { "content-type": "" },
      });
      const text = await res.text();
      expect(res.status, `seed 20261122 #${i}: ${contentType} ${body} → ${text}`).toBeLessThan(500);
      if (res.status >= 400) {
        const problem = JSON.parse(text);
        expect(problem.success).toBe(false);
        expect(problem.request_id).toBe(res.headers.get("x-request-id"));
      }
    }
  });
});
