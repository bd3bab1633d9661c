import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ShapeRefusal, ShapeRequest } from "./request-shape.js";

/** One API version behind the front: its path prefix, its Prism, its shape check and problem form. */
export interface VersionUpstream {
  /** The version's path segment, e.g. `/v2`; requests under it go to this upstream. */
  prefix: string;
  /** Where this version's Prism listens, e.g. `http://127.0.0.1:43121`. */
  upstream: string;
  /** The server's refusal of a request for its shape, or `undefined` to pass it to Prism. */
  check: (request: ShapeRequest) => ShapeRefusal | undefined;
  /** Whether this version's problems carry `success: false` (v1 does, v2 does not). */
  successFlag: boolean;
}

/** Options of {@link startValidatingProxy}. */
export interface ValidatingProxyOptions {
  /** Address and port to listen on (`0`: a free port). */
  host: string;
  port: number;
  /** The versions served, oldest first; a path under none of them goes to the first (Prism answers 404). */
  versions: readonly VersionUpstream[];
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

function sendRefusal(res: ServerResponse, refusal: ShapeRefusal, successFlag: boolean): void {
  const id = requestId();
  const body = JSON.stringify({
    ...(successFlag ? { success: false } : {}),
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
  const version =
    options.versions.find((v) => url.pathname === v.prefix || url.pathname.startsWith(`${v.prefix}/`)) ??
    options.versions[0];
  if (version === undefined) throw new Error("the mock serves no version");
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  // Without credentials the server refuses before it reads the shape; Prism answers that case (401) itself.
  const refusal = headers.authorization
    ? version.check({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      })
    : undefined;
  if (refusal) {
    sendRefusal(res, refusal, version.successFlag);
    return;
  }
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP.has(name)) forwarded.set(name, value);
  const answer = await fetch(`${version.upstream}${req.url ?? "/"}`, {
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
 * A small HTTP front for one Prism per API version: routes each request by its version segment, refuses it
 * for its shape exactly as the reference server does (status, `code`, field errors, that version's problem
 * form), and passes every other request to that version's Prism unchanged.
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
