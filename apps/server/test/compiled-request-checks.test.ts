import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadOpenApi } from "@sms-api/openapi";
import express, { type RequestHandler } from "express";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPILED_CHECK_OPERATIONS,
  contractValidation,
  parseJsonBody,
} from "../src/entry-points/http/app.js";
import { compileRequestChecks } from "../src/entry-points/http/shared/compiled-request-checks.js";
import { errorHandler } from "../src/entry-points/http/shared/error-handler.js";
import { normaliseQueryEncoding } from "../src/entry-points/http/shared/query-encoding.js";
import { RouteTable } from "../src/entry-points/http/shared/route-table.js";

// Differential test: the compiled checks of the hot operations must answer every request exactly as
// express-openapi-validator does (same status, code and field errors), so that skipping it on those
// operations in production changes nothing a caller can see. Both run in the same Express pipeline as
// the server (route match, express.json, query normalisation, the error handler), on real HTTP.

type Validation = "compiled" | "express-openapi-validator";

async function listen(validation: Validation): Promise<{ url: string; server: Server }> {
  const document = loadOpenApi("v1") as unknown as Record<string, unknown>;
  const routes = new RouteTable(document as { paths: Record<string, Record<string, unknown>> });
  const checks = compileRequestChecks(document, COMPILED_CHECK_OPERATIONS);
  const validator: RequestHandler[] =
    validation === "compiled"
      ? [
          (req, res, next) => {
            checks.get(res.locals.operationId as string)?.(req);
            next();
          },
        ]
      : contractValidation(document, false);
  const app = express();
  app.use((req, res, next) => {
    res.locals.requestId = "req_test";
    res.locals.operationId = routes.match(req.method, req.path);
    next();
  });
  app.use(parseJsonBody());
  app.use(normaliseQueryEncoding());
  app.use(validator);
  app.use((_req, res) => {
    res.status(204).end();
  });
  app.use(errorHandler(pino({ level: "silent" })));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Probe {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a caller sees: status, problem code and the sorted field errors. */
async function answer(url: string, probe: Probe): Promise<unknown> {
  const res = await fetch(url + probe.path, {
    method: probe.method,
    headers: probe.headers,
    body: probe.body,
  });
  const text = await res.text();
  if (res.status === 204) return { status: 204 };
  const problem = JSON.parse(text) as {
    code?: string;
    errors?: { field: string; code: string; message: string }[];
  };
  const errors = [...(problem.errors ?? [])].sort((a, b) =>
    `${a.field} ${a.code}`.localeCompare(`${b.field} ${b.code}`),
  );
  return { status: res.status, code: problem.code, errors };
}

const json = fc.jsonValue({ maxDepth: 2 });
const idempotencyKey = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._:-]{1,20}$/),
  fc.string({ minLength: 0, maxLength: 300 }).filter((s) => /^[\x20-\x7e]*$/.test(s) && s.trim() === s),
);
const likely = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: json as fc.Arbitrary<unknown>, weight: 1 });
const sendFields = {
  to: likely(fc.stringMatching(/^[1-9][0-9]{7,14}$/)),
  template_id: likely(fc.string({ minLength: 1, maxLength: 70 })),
  variables: likely(fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })),
};
const sendBody = fc.oneof(
  { arbitrary: fc.record(sendFields), weight: 4 },
  { arbitrary: fc.record({ ...sendFields, extra: json }, { requiredKeys: [] }), weight: 2 },
);
const sendProbe: fc.Arbitrary<Probe> = fc
  .record({
    body: fc.oneof(
      { arbitrary: sendBody.map((b) => JSON.stringify(b)), weight: 4 },
      { arbitrary: json.map((v) => JSON.stringify(v)), weight: 1 },
    ),
    contentType: fc.constantFrom(
      "application/json",
      "application/json",
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "text/plain",
      undefined,
    ),
    key: fc.option(idempotencyKey),
    xKey: fc.option(idempotencyKey),
    query: fc.constantFrom("", "?dry_run=1", "?a=1&b=2"),
  })
  .map(({ body, contentType, key, xKey, query }) => ({
    method: "POST" as const,
    path: `/v1/sms/send${query}`,
    body,
    headers: {
      ...(contentType ? { "content-type": contentType } : {}),
      ...(key !== null ? { "idempotency-key": key } : {}),
      ...(xKey !== null ? { "x-idempotency-key": xKey } : {}),
    },
  }));
const getProbe: fc.Arbitrary<Probe> = fc
  .record({
    id: fc.oneof(
      fc.stringMatching(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/),
      fc.stringMatching(/^[A-Za-z0-9_%-]{1,40}$/),
      fc.constantFrom("msg_%E0%A4%A", "msg_%20", "%6Dsg_01JD3Z4N8QW7V2K5H9T6XBCF0R"),
    ),
    query: fc.constantFrom("", "?expand=history", "?x="),
  })
  .map(({ id, query }) => ({ method: "GET" as const, path: `/v1/sms/${id}${query}`, headers: {} }));

describe("compiled request checks answer as express-openapi-validator does", () => {
  let compiled: { url: string; server: Server };
  let reference: { url: string; server: Server };
  beforeAll(async () => {
    compiled = await listen("compiled");
    reference = await listen("express-openapi-validator");
  });
  afterAll(() => {
    compiled.server.close();
    reference.server.close();
  });

  it.each([
    ["POST /v1/sms/send", sendProbe],
    ["GET /v1/sms/{message_id}", getProbe],
  ])("%s: same status, code and field errors for generated requests", async (_name, probes) => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(probes, async (probe) => {
        const mine = await answer(compiled.url, probe);
        expect(mine).toEqual(await answer(reference.url, probe));
        const status = (mine as { status: number }).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
      { numRuns: 300 },
    );
    // The generators must reach both the accepted and the refused answers, or the comparison proves little.
    expect(statuses.get(204) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  });

  it("refuses to compile an operation whose query parameters it cannot parse", () => {
    expect(() => compileRequestChecks(loadOpenApi("v1") as never, ["Sms_list"])).toThrow(/query/);
  });

  it("refuses an operation id that is not in the contract", () => {
    expect(() => compileRequestChecks(loadOpenApi("v1") as never, ["Sms_nope"])).toThrow(/Sms_nope/);
  });
});
