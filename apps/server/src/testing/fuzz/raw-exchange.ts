import { connect } from "node:net";

/** An HTTP answer as read off the socket. */
export interface RawAnswer {
  /** Status of the final (non-1xx) response. */
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** The body, de-chunked. */
  body: string;
}

/** How an exchange ended: an answer, the server closing without one, or no answer in time. */
export type Exchange = { kind: "answer"; answer: RawAnswer } | { kind: "closed" } | { kind: "timeout" };

/** A de-chunked body, or undefined while its last chunk has not arrived. */
function dechunk(raw: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size)) return Buffer.concat(parts);
    if (size === 0) return Buffer.concat(parts);
    if (raw.length < lineEnd + 2 + size) return undefined;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return undefined;
}

/**
 * The first final (non-1xx) response in what a server sent, once complete (by `Content-Length`, the last
 * chunk, or `closed` for a body that runs to the end of the connection); undefined before.
 */
export function parseAnswer(data: Buffer, method: string, closed: boolean): RawAnswer | undefined {
  let rest = data;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const [statusLine = "", ...lines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!Number.isInteger(status)) return undefined;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200) continue;
    if (method === "HEAD" || status === 204 || status === 304) return { status, headers, body: "" };
    // An event stream's body never ends: its status and headers are the whole answer to judge.
    if (/^text\/event-stream/i.test(headers["content-type"] ?? "")) return { status, headers, body: "" };
    if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
      const body = dechunk(rest);
      return body ? { status, headers, body: body.toString("utf8") } : undefined;
    }
    const length = Number(headers["content-length"]);
    if (Number.isInteger(length))
      return rest.length >= length
        ? { status, headers, body: rest.subarray(0, length).toString("utf8") }
        : undefined;
    return closed ? { status, headers, body: rest.toString("utf8") } : undefined;
  }
}

/**
 * Writes one request on a fresh connection and reads the first complete answer, or until the server
 * closes: the exchange shows exactly what a client would see, even for bytes no HTTP client would send.
 * The connection is not half-closed: Node's server drops a request whose client ended its side first.
 */
export function exchange(
  port: number,
  host: string,
  bytes: Buffer,
  method: string,
  timeoutMs: number,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, host);
    let settled = false;
    const settle = (result: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ kind: "timeout" }), timeoutMs);
    socket.on("connect", () => socket.write(bytes));
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      const answer = parseAnswer(Buffer.concat(chunks), method, false);
      if (answer) settle({ kind: "answer", answer });
    });
    // A reset after the answer (the server closing on unread bytes) still leaves the answer to read.
    socket.on("error", () => {});
    socket.on("close", () => {
      const answer = parseAnswer(Buffer.concat(chunks), method, true);
      settle(answer ? { kind: "answer", answer } : { kind: "closed" });
    });
  });
}
