import { createSmsClient } from "@sms-api/client";
import { type RunningMock, startMock } from "@sms-api/mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../support/openapi-document.js";
import { createResponseValidator } from "../support/response-validator.js";
import { DEMO_TEST_KEY } from "./demo-server.js";
import { listOperations, loadDocument, type OperationInfo } from "./document-examples.js";
import { callArguments, clientMethod, expectedResult, observingClient, settle } from "./operation-calls.js";

const operations = listOperations(loadDocument());
const validator = createResponseValidator(loadContract());

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.close();
});

/** The example value of a path parameter of `op`. */
function examplePathValue(op: OperationInfo, name: string): string | undefined {
  const example = op.parameters.find((p) => p.in === "path" && p.name === name)?.example;
  return example === undefined ? undefined : String(example);
}

describe("client: one method per operation of the document", () => {
  const client = createSmsClient({ baseUrl: "http://127.0.0.1:1", apiKey: DEMO_TEST_KEY });

  it.each(operations.map((op) => [op.operationId]))("%s has a client method", (operationId) => {
    expect(clientMethod(client, operationId)).toBeTypeOf("function");
  });

  it("has no method beyond the document's operations (besides `raw`)", () => {
    const methods = Object.entries(client)
      .filter(([group]) => group !== "raw")
      .flatMap(([group, members]) => Object.keys(members as object).map((name) => `${group}.${name}`));
    const covered = operations.map((op) => {
      const [group = "", name = ""] = op.operationId.split("_");
      const key = group.charAt(0).toLowerCase() + group.slice(1);
      return `${key in client ? key : key.replace(/s$/, "")}.${name}`;
    });
    expect(methods.sort()).toEqual(covered.sort());
  });
});

describe("client against the Prism mock: every operation, result valid against its success schema", () => {
  it.each(operations.map((op) => [op.operationId, op] as const))("%s", async (_, op) => {
    const { client, observed } = observingClient(mock.url, DEMO_TEST_KEY);
    const method = clientMethod(client, op.operationId);
    const args = callArguments(op, { pathValue: (name) => examplePathValue(op, name) });
    if (!method || !args) throw new Error(`${op.operationId}: no method or no example path values`);
    // The mock answers a stream's example at once and ends it: every message is read.
    const result = await settle(await method(...args));
    const answer = observed();
    expect(answer.status).toBe(op.successStatus);
    const { violations } = validator.validate({ method: op.method, path: op.path, ...answer });
    expect(violations).toEqual([]);
    expect(result).toEqual(expectedResult(answer, result));
  });
});
