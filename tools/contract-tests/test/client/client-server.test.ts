import { SmsApiError } from "@sms-api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../support/openapi-document.js";
import { createResponseValidator } from "../support/response-validator.js";
import type { ServerProcess } from "../support/server-process.js";
import { type Receiver, startReceiver } from "../webhooks/receiver.js";
import { DEMO_TEST_KEY, startDemoServer } from "./demo-server.js";
import { listOperations, loadDocument, type OperationInfo } from "./document-examples.js";
import {
  callArguments,
  clientMethod,
  collectIds,
  expectedResult,
  type Observed,
  observingClient,
  settle,
} from "./operation-calls.js";

const operations = listOperations(loadDocument());
// The coverage suite's independent validator: status, media type, body schema, headers, problem fields.
const validator = createResponseValidator(loadContract());
/** The simulator keeps this test-mode recipient queued (api-v1.md §7), so the cancel has one to cancel. */
const HELD_RECIPIENT = "919000000006";

let server: ServerProcess;
let receiver: Receiver;
beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startDemoServer({ ALLOW_INSECURE_WEBHOOKS: "true", WEBHOOK_RETRY_SCHEDULE: "1,1,1" }),
    startReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
});

/**
 * The document's example body, made to work on a fresh server with no traffic leaving 127.0.0.1: a `url`
 * points at the local receiver and a `to` at the held recipient.
 */
function localBody(_operationId: string, example: unknown): unknown {
  if (!example || typeof example !== "object") return example;
  const body = { ...(example as Record<string, unknown>) };
  if ("url" in body) body.url = receiver.url("/client");
  if ("to" in body) body.to = HELD_RECIPIENT;
  return body;
}

/** Every way an answer breaks what the document says for its operation. */
function answerErrors(op: OperationInfo, answer: Observed): string[] {
  return validator.validate({ method: op.method, path: op.path, operationId: op.operationId, ...answer })
    .violations;
}

describe("client against the built reference server: every operation, answers valid against the document", () => {
  it("calls every operation once its path values exist, deletes last; each success is valid", async () => {
    const { client, observed } = observingClient(server.url, DEMO_TEST_KEY);
    const ids = new Map<string, string>();
    // Creations before reads, so lists and ids have something in them; deletions after everything else.
    const rank = (op: OperationInfo) => (op.method === "delete" ? 2 : op.method === "post" ? 0 : 1);
    const pending = [...operations].sort((a, b) => rank(a) - rank(b));
    const done: string[] = [];
    for (let round = 0; pending.length > 0 && round < operations.length; round++) {
      const ready = pending.filter((op) => rank(op) < 2 || pending.every((p) => rank(p) === 2));
      for (const op of ready) {
        const args = callArguments(op, { pathValue: (name) => ids.get(name), body: localBody });
        if (!args) continue;
        const method = clientMethod(client, op.operationId);
        if (!method) throw new Error(`${op.operationId}: the client has no method`);
        // A stream never ends: its opening message is read, then it is closed.
        const result = await settle(await method(...args), 1).catch((error: unknown) => {
          throw error instanceof SmsApiError ? new Error(`${op.operationId}: ${error.message}`) : error;
        });
        const answer = observed();
        expect(answer.status, op.operationId).toBe(op.successStatus);
        expect(answerErrors(op, answer), op.operationId).toEqual([]);
        expect(result, op.operationId).toEqual(expectedResult(answer, result));
        collectIds(result, ids);
        pending.splice(pending.indexOf(op), 1);
        done.push(op.operationId);
      }
    }
    expect(
      pending.map((op) => op.operationId),
      "operations whose path values no other operation's answer provided",
    ).toEqual([]);
    expect(done.sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  const withPathIds = operations.filter((op) => op.path.includes("{"));
  it.each(withPathIds.map((op) => [op.operationId, op] as const))(
    "%s with the document's example ids (absent or not, on a fresh server) answers a documented, valid response",
    async (_, op) => {
      const { client, observed } = observingClient(server.url, DEMO_TEST_KEY);
      const method = clientMethod(client, op.operationId);
      const args = callArguments(op, {
        pathValue: (name) => {
          const example = op.parameters.find((p) => p.in === "path" && p.name === name)?.example;
          return example === undefined ? undefined : String(example);
        },
        body: localBody,
      });
      if (!method || !args) throw new Error(`${op.operationId}: no method or no example path values`);
      await method(...args).catch((error: unknown) => {
        if (!(error instanceof SmsApiError)) throw error;
      });
      expect(answerErrors(op, observed())).toEqual([]);
    },
  );
});
