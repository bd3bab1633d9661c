import type { operations } from "@sms-api/client/schema";
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/entry-points/http/shared/api-error.js";
import {
  dispatchOperations,
  type OperationHandlers,
} from "../src/entry-points/http/shared/operation-handlers.js";
import { RouteTable } from "../src/entry-points/http/shared/route-table.js";

describe("handlers by operationId", () => {
  const table = new RouteTable({
    paths: {
      "/things": { get: { operationId: "list" }, post: { operationId: "create" } },
      "/things/{thing_id}/parts/{part_id}": { get: { operationId: "part" } },
    },
  });
  const handle = () => undefined;

  it("builds when every operation has exactly one handler", () => {
    expect(dispatchOperations(table, [{ list: handle, create: handle }, { part: handle }])).toBeTypeOf(
      "function",
    );
  });

  it.each([
    [
      "an operation without a handler",
      [{ list: handle, create: handle }],
      "operations without a handler: part",
    ],
    [
      "a handler of no documented operation",
      [{ list: handle, create: handle, part: handle, lsit: handle }],
      "handlers of no documented operation: lsit",
    ],
    [
      "two handlers of one operation",
      [{ list: handle, create: handle, part: handle }, { list: handle }],
      "two handlers for the operation list",
    ],
  ])("refuses to build with %s", (_case, groups, message) => {
    expect(() => dispatchOperations(table, groups)).toThrow(message);
  });

  it("gives each path parameter its name, percent-decoded", () => {
    expect(table.pathParams("part", "/things/a%20b/parts/%C3%A9")).toEqual({ thing_id: "a b", part_id: "é" });
    expect(table.pathParams("list", "/things")).toEqual({});
  });

  it("answers a malformed parameter as a validation error, not a crash", () => {
    const thrown = (() => {
      try {
        table.pathParams("part", "/things/%E0%A4%A/parts/x");
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
  });

  it("types each handler by the contract's operations (checked by tsc in lint)", () => {
    const typed: OperationHandlers<operations> = {
      Sms_get: (req) => req.params.message_id.toUpperCase(),
      // @ts-expect-error: a path parameter Sms_cancel does not have.
      Sms_cancel: (req) => req.params.webhook_id,
      // @ts-expect-error: a misspelt operationId.
      Sms_sned: () => undefined,
    };
    expect(Object.keys(typed)).toEqual(["Sms_get", "Sms_cancel", "Sms_sned"]);
  });
});
