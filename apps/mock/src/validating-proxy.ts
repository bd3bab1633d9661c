import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ShapeRefusal, ShapeRequest } from "./request-shape.js";

/** Options of {@link startValidatingProxy}. */
export interface ValidatingProxyOptions {
  /** Address and port to listen on (`0`: a free port). */
  host: string;
  port: number;
  /** Where Prism listens, e.g. `http://127.0.0.1:43121`. */
  upstream: string;
  /** The server's refusal of a request for its shape, or `undefined` to pass it to Prism. */
  check: (request: ShapeRequest) => ShapeRefusal | undefined;
}

// Crockford base32, as the server's ULID request ids.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const requestId = () => `req_${[...randomBytes(26)].map((b) => ALPHABET[b % 32]).join("")}`;
// Headers that belong to one hop, never forwarded.
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "host", "content-length"]);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

function sendRefusal(res: ServerResponse, refusal: ShapeRefusal): void {
  const id = requestId();
  const body = JSON.stringify({
    success: false,
    type: `https://docs.sms-api.example/errors#${refusal.code}`,
    title: refusal.title,
    status: refusal.status,
    detail: refusal.detail,
    code: refusal.code,
    request_id: id,
    ...(refusal.errors ? { errors: refusal.errors } : {}),
  });
  res.writeHead(refusal.status, {
    "content-type": "application/problem+json; charset=utf-8",
    "x-request-id": id,
  });
  res.end(body);
}

async function handle(
  options: ValidatingProxyOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readBody(req);
  const url = new URL(req.url ?? "/", "http://mock.invalid");
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  // Without credentials the server refuses before it reads the shape; Prism answers that case (401) itself.
  const refusal = headers.authorization
    ? options.check({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      })
    : undefined;
  if (refusal) {
    sendRefusal(res, refusal);
    return;
  }
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP.has(name)) forwarded.set(name, value);
  const answer = await fetch(`${options.upstream}${req.url ?? "/"}`, {
    method: req.method,
    headers: forwarded,
    ...(body.length > 0 && req.method !== "GET" && req.method !== "HEAD"
      ? { body: new Uint8Array(body) }
      : {}),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP.has(name) && name !== "content-encoding") out[name] = value;
  });
  const payload = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, out);
  res.end(payload);
}

/**
 * A small HTTP front for Prism: refuses a request for its shape exactly as the reference server does
 * (status, `code`, field errors), and passes every other request to Prism unchanged.
 */
export async function startValidatingProxy(options: ValidatingProxyOptions): Promise<Server> {
  const server = createServer((req, res) => {
    handle(options, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("The mock's Prism did not answer.");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}
