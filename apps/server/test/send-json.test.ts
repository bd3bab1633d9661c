import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson } from "../src/entry-points/http/shared/send-json.js";

const BODIES: Record<string, unknown> = {
  plain: { success: true, data: { message_id: "msg_01", status: "queued" } },
  "multi-byte text (Content-Length counts bytes)": { text: "Ваш код 1234 — 验证码 🎉" },
  "escapes and nesting": { a: 'quote " and \\ and \n', b: [1, 2.5, null, { c: false }], d: null },
  "a bare string": "just text",
  "an empty object": {},
};

let base: string;
let server: Server;

beforeAll(async () => {
  const app = express();
  app.set("etag", false);
  // The server's own set-up: no ETags, nothing else configured for JSON.
  const wrapJson: RequestHandler = (_req, res, next) => {
    const original = res.json.bind(res);
    res.json = (body) => {
      res.setHeader("X-Wrapped", "yes");
      return original(body);
    };
    next();
  };
  app.all("/express/:name", (req, res) => {
    res.status(201).json(BODIES[req.params.name]);
  });
  app.all("/lean/:name", (req, res) => sendJson(res, 201, BODIES[req.params.name]));
  app.all("/wrapped/:name", wrapJson, (req, res) => sendJson(res, 201, BODIES[String(req.params.name)]));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function answer(path: string, method = "GET") {
  const res = await fetch(`${base}${path}`, { method });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    length: res.headers.get("content-length"),
    etag: res.headers.get("etag"),
    body: Buffer.from(await res.arrayBuffer()).toString("hex"),
  };
}

describe("sendJson", () => {
  it.each(Object.keys(BODIES))("writes what res.json writes: %s", async (name) => {
    const path = encodeURIComponent(name);
    const expected = await answer(`/express/${path}`);
    expect(expected.status).toBe(201);
    expect(await answer(`/lean/${path}`)).toEqual(expected);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const expected = await answer("/express/plain", "HEAD");
    expect(expected.body).toBe("");
    expect(await answer("/lean/plain", "HEAD")).toEqual(expected);
  });

  it("goes through a wrapped res.json (the response validator), so the answer is still checked", async () => {
    const res = await fetch(`${base}/wrapped/plain`);
    expect(res.headers.get("x-wrapped")).toBe("yes");
    expect(await res.json()).toEqual(BODIES.plain);
  });
});
