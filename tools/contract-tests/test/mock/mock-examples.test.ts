import { type RunningMock, startMock } from "@sms-api/mock";
import { openApiPath } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listOperations,
  loadDocument,
  type OperationInfo,
  type ResponseExample,
} from "../client/document-examples.js";
import { TEST_API_VERSION } from "../support/api-version.js";
import { loadContract } from "../support/openapi-document.js";
import { createResponseValidator } from "../support/response-validator.js";

// This project's version (vitest.config.ts): its own document's examples, checked by its own schemas.
const version = TEST_API_VERSION;
const doc = loadDocument(version);
// The coverage suite's independent validator: status, media type, body schema, headers, problem fields.
const validator = createResponseValidator(loadContract(version));
const operations = listOperations(doc);
const inDocument = operations.reduce((n, op) => n + op.examples.length, 0);
const served: string[] = [];

let mock: RunningMock;
beforeAll(async () => {
  // The version's own document through the mock's `document` option: Prism, and the mock's front, compiled
  // from it. It serves v2's examples today; once `pnpm mock` serves every version by default, this start
  // may drop the option, and the checks below stay as they are.
  mock = await startMock({ document: openApiPath(version, "json") });
});
afterAll(async () => {
  await mock?.close();
});

/** The request of an operation built from its documented examples, asking Prism for one named example. */
function request(op: OperationInfo, example: ResponseExample): Request {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters.find((p) => p.in === "path" && p.name === name);
    if (param?.example === undefined)
      throw new Error(`${op.operationId}: path parameter ${name} has no example`);
    return encodeURIComponent(String(param.example));
  });
  const headers = new Headers({
    authorization: "Bearer sk_test_demo_0123456789abcdef",
    prefer: `code=${example.status}, example=${example.name}`,
  });
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.required && p.in !== "path")) {
    if (p.example === undefined)
      throw new Error(`${op.operationId}: required ${p.in} ${p.name} has no example`);
    if (p.in === "header") headers.set(p.name, String(p.example));
    if (p.in === "query") query.set(p.name, String(p.example));
  }
  const body = op.bodyExamples ? Object.values(op.bodyExamples)[0] : undefined;
  if (body !== undefined) headers.set("content-type", "application/json");
  const search = query.size > 0 ? `?${query}` : "";
  return new Request(`${mock.url}${path}${search}`, {
    method: op.method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
}

describe(`mock: Prism serves every named response example of the ${version} document, valid against its schema`, () => {
  it("the document has examples to serve, success and error", () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(
        op.examples.some((e) => e.status === op.successStatus) || op.successStatus === 204,
        `${op.operationId} has a success example`,
      ).toBe(true);
    }
    expect(operations.flatMap((op) => op.examples).filter((e) => e.status >= 400).length).toBeGreaterThan(
      operations.length,
    );
  });

  it("the validator is not vacuous: an empty object breaks every example's schema", () => {
    for (const op of operations)
      for (const e of op.examples) {
        const headers = { "content-type": e.mediaType };
        const answer = { method: op.method, path: op.path, status: e.status, headers, body: "{}" };
        expect(validator.validate(answer).violations, `${op.operationId} ${e.name}`).not.toEqual([]);
      }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "%s: each example is served as written and matches its response schema",
    async (_, op) => {
      for (const example of op.examples) {
        const label = `${op.operationId} ${example.status} ${example.name}`;
        const res = await fetch(request(op, example));
        expect(res.status, label).toBe(example.status);
        expect(res.headers.get("content-type"), label).toContain(example.mediaType);
        const text = await res.text();
        const answer = {
          method: op.method,
          path: op.path,
          status: res.status,
          headers: res.headers,
          body: text,
        };
        expect(validator.validate(answer).violations, label).toEqual([]);
        // An event stream's example is the stream's text; every other example is JSON.
        const body: unknown = example.mediaType === "text/event-stream" ? text : JSON.parse(text);
        expect(body, label).toEqual(example.value);
        served.push(label);
      }
    },
  );

  // Runs after the table above (vitest keeps declaration order within a file).
  it("served as many examples as the document has", () => {
    expect(new Set(served).size).toBe(served.length);
    expect(served.length).toBe(inDocument);
  });
});
