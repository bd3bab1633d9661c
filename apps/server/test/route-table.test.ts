import { loadOpenApi } from "@sms-api/openapi";
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/entry-points/http/shared/api-error.js";
import { RouteTable } from "../src/entry-points/http/shared/route-table.js";

type Paths = Record<string, Record<string, unknown>>;

function reordered(paths: Paths, order: (keys: string[]) => string[]): { paths: Paths } {
  return { paths: Object.fromEntries(order(Object.keys(paths)).map((k) => [k, paths[k] as Paths[string]])) };
}

describe("route table", () => {
  const document = loadOpenApi("v1") as unknown as { paths: Paths };
  const operationId = (path: string, method: string) =>
    (document.paths[path]?.[method] as { operationId?: string } | undefined)?.operationId;
  const send = operationId("/v1/sms/send", "post");
  const get = operationId("/v1/sms/{message_id}", "get");

  it.each([
    ["document order", (keys: string[]) => keys],
    ["reversed", (keys: string[]) => [...keys].reverse()],
    ["parameterised paths first", (keys: string[]) => [...keys].sort((a, b) => b.length - a.length)],
  ])("literal segments win over {param} whatever the order (%s)", (_name, order) => {
    const table = new RouteTable(reordered(document.paths, order));
    expect(table.match("POST", "/v1/sms/send")).toBe(send);
    expect(table.match("GET", "/v1/sms/msg_01J0000000000000000000000")).toBe(get);
    expect(() => table.match("GET", "/v1/sms/send")).toThrow(ApiError);
  });

  it("a literal path wins over a parameter in any position, then more literal segments win", () => {
    const op = (operationId: string) => ({ get: { operationId } });
    const table = new RouteTable({
      paths: { "/a/{x}/{y}": op("two_params"), "/a/{x}/c": op("one_param"), "/a/b/c": op("literal") },
    });
    expect(table.match("GET", "/a/b/c")).toBe("literal");
    expect(table.match("GET", "/a/z/c")).toBe("one_param");
    expect(table.match("GET", "/a/z/q")).toBe("two_params");
  });
});
