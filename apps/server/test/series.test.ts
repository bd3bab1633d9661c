import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { series } from "../src/entry-points/http/shared/series.js";

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.trail = [...(res.locals.trail ?? []), name];
    next();
  };
const later =
  (name: string): RequestHandler =>
  (req, res, next) => {
    setImmediate(() => mark(name)(req, res, next));
  };
const fail: RequestHandler = () => {
  throw new Error("thrown");
};

// Each series ends in the next layer, which answers with the trail: what ran, in order.
const CASES: Record<string, { steps: RequestHandler[]; status: number; body: string }> = {
  "runs every step in order, then the next layer": {
    steps: [mark("a"), mark("b"), mark("c")],
    status: 200,
    body: "a,b,c,next",
  },
  "a step called back later still continues the series": {
    steps: [mark("a"), later("b"), mark("c")],
    status: 200,
    body: "a,b,c,next",
  },
  "a throw goes to the error handler": { steps: [mark("a"), fail, mark("c")], status: 500, body: "thrown" },
  "a throw after a step called back later goes to the error handler too": {
    steps: [later("a"), fail, mark("c")],
    status: 500,
    body: "thrown",
  },
  "next(err) goes to the error handler": {
    steps: [(_req, _res, next) => next(new Error("passed")), mark("b")],
    status: 500,
    body: "passed",
  },
  "a rejected promise goes to the error handler": {
    steps: [async () => Promise.reject(new Error("rejected")), mark("b")],
    status: 500,
    body: "rejected",
  },
  "a promise rejected with nothing is still an error": {
    steps: [async () => Promise.reject(undefined), mark("b")],
    status: 500,
    body: "Rejected promise",
  },
  "next('route') goes on to the next step, as between layers": {
    steps: [mark("a"), (_req, _res, next) => next("route"), mark("c")],
    status: 200,
    body: "a,c,next",
  },
  "a step that answers ends the series": {
    steps: [mark("a"), (_req, res) => void res.status(204).end(), mark("c")],
    status: 204,
    body: "",
  },
  "no steps is the next layer": { steps: [], status: 200, body: "next" },
};

let base: string;
let server: Server;

beforeAll(async () => {
  const app = express();
  for (const [i, { steps }] of Object.values(CASES).entries()) {
    app.get(`/${i}`, series(...steps), (_req, res) => {
      res.send([...(res.locals.trail ?? []), "next"].join(","));
    });
  }
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    res.status(500).send((err as Error).message);
  };
  app.use(onError);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("series", () => {
  it.each(Object.entries(CASES).map(([name, c], i) => [name, i, c] as const))(
    "%s",
    async (_name, i, { status, body }) => {
      const res = await fetch(`${base}/${i}`, { signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(status);
      expect(await res.text()).toBe(body);
    },
  );
});
