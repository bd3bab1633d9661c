import type { Random } from "./prng.js";

/** A request as bytes on the socket, and what the fuzz expects of the answer. */
export interface RawCase {
  /** Short description, printed with a failure. */
  label: string;
  /** Exactly what is written to the socket. */
  bytes: Buffer;
  /** The request method (HEAD answers carry no body). */
  method: string;
}

const KEY_LINE = (key: string) => `Authorization: Bearer ${key}\r\n`;

/** Request-level faults Node's HTTP parser (or the first middleware) must answer with a problem. */
const MALFORMED: ((rand: Random, key: string) => [string, string])[] = [
  () => ["garbage request line", "GARBAGE\r\n\r\n"],
  (rand) => [
    "random bytes",
    `${Array.from({ length: 1 + rand.int(60) }, () => String.fromCharCode(rand.int(256))).join("")}\r\n\r\n`,
  ],
  (_r, key) => [
    "header without colon",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}NoColon\r\n\r\n`,
  ],
  (_r, key) => [
    "NUL in a header",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}X-A: a\u0000b\r\n\r\n`,
  ],
  (_r, key) => ["CR in a header", `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}X-A: a\rb\r\n\r\n`],
  (_r, key) => [
    "Transfer-Encoding with Content-Length",
    `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n`,
  ],
  (_r, key) => [
    "bad chunk size",
    `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
  ],
  (_r, key) => [
    "unknown transfer coding",
    `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Transfer-Encoding: gzip, chunked, identity\r\n\r\n0\r\n\r\n`,
  ],
  (rand, key) => [
    "header section over 16 KiB",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}X-Big: ${"a".repeat(16_400 + rand.int(4000))}\r\n\r\n`,
  ],
  (rand) => [
    "request target over 16 KiB",
    `GET /v1/sms/${"m".repeat(17_000 + rand.int(100))} HTTP/1.1\r\nHost: x\r\n\r\n`,
  ],
  (rand, key) => [
    "odd Expect",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Expect: ${rand.pick(["200-ok", "100-continue-please", "x"])}\r\n\r\n`,
  ],
  () => ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"],
  (rand) => [
    "bad version",
    `GET /v1/account ${rand.pick(["HTTP/2.0", "HTTP/9.9", "HTTP/1.x", "HTTPS/1.1"])}\r\nHost: x\r\n\r\n`,
  ],
  (_r, key) => ["missing Host", `GET /v1/account HTTP/1.1\r\n${KEY_LINE(key)}\r\n`],
  (_r, key) => ["two Host headers", `GET /v1/account HTTP/1.1\r\nHost: a\r\nHost: b\r\n${KEY_LINE(key)}\r\n`],
  (_r, key) => [
    "two Authorization headers",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Authorization: Bearer sk_test_other\r\n\r\n`,
  ],
  (_r, key) => [
    "absolute-form target",
    `GET http://x/v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}\r\n`,
  ],
  (_r, key) => ["lower-case method", `get /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}\r\n`],
  (rand, key) => [
    "unknown method",
    `${rand.pick(["FOO", "PROPFIND", "TRACE", "OPTIONS", "PUT", "PURGE"])} /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}\r\n`,
  ],
  (_r, key) => [
    "obsolete line folding",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}X-A: a\r\n b\r\n\r\n`,
  ],
  (_r, key) => ["space in the target", `GET /v1/sms/a b HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}\r\n`],
  (_r, key) => ["HTTP/1.0 without Host", `GET /v1/account HTTP/1.0\r\n${KEY_LINE(key)}\r\n`],
  (_r, key) => [
    "Content-Length twice, different",
    `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  ],
  (_r, key) => [
    "negative Content-Length",
    `POST /v1/sms/send HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Content-Type: application/json\r\nContent-Length: -1\r\n\r\n`,
  ],
  (_r, key) => ["bare LF line endings", `GET /v1/account HTTP/1.1\nHost: x\n${KEY_LINE(key).trimEnd()}\n\n`],
  (rand, key) => [
    "upgrade request",
    `GET /v1/account HTTP/1.1\r\nHost: x\r\n${KEY_LINE(key)}Connection: Upgrade\r\nUpgrade: ${rand.pick(["websocket", "h2c"])}\r\n\r\n`,
  ],
];

/** A request that breaks HTTP/1.1 itself (framing, syntax, sizes) or asks for what the API never does. */
export function malformedHttpCase(rand: Random, key: string): RawCase {
  const [label, text] = rand.pick(MALFORMED)(rand, key);
  const method = /^[A-Za-z]+/.exec(text)?.[0] ?? "";
  // Anything after the request goes unread: the server must answer and close, not wait.
  return { label: `malformed: ${label}`, bytes: Buffer.from(text, "latin1"), method };
}
