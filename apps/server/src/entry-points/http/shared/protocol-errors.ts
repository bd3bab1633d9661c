import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  STATUS_CODES,
} from "node:http";
import type { Duplex } from "node:stream";
import { newRequestId } from "../../../domain/ids.js";
import { ERROR_TITLES, type ErrorCode } from "./api-error.js";
import { ERROR_TYPE_BASE } from "./problem.js";

/** Largest request header section (Node's default, stated so the 431 and the docs agree). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What Node's HTTP parser reports, as the answer this server gives. */
interface ProtocolRefusal {
  status: number;
  code: ErrorCode;
  detail: string;
}

const MALFORMED: ProtocolRefusal = {
  status: 400,
  code: "malformed_http_request",
  detail: "The request is not valid HTTP/1.1 (request line, header syntax, framing or chunks).",
};

/** The refusal for a parser or socket error code of Node (`HPE_*`, `ERR_HTTP_*`). */
export function protocolRefusal(errorCode: string | undefined): ProtocolRefusal {
  switch (errorCode) {
    case "HPE_HEADER_OVERFLOW":
      return {
        status: 431,
        code: "request_headers_too_large",
        detail: `The request's header section is larger than ${MAX_HEADER_BYTES / 1024} KiB.`,
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "HPE_HEADER_TIMEOUT":
      return {
        status: 408,
        code: "request_timeout",
        detail: "The request was not received in time; send it again.",
      };
    default:
      return MALFORMED;
  }
}

/** A complete HTTP/1.1 response carrying a problem, for a socket no Express response exists on. */
export function rawProblemResponse(
  refusal: ProtocolRefusal,
  extraHeaders: Record<string, string> = {},
): string {
  const requestId = newRequestId();
  const body = JSON.stringify(problemBody(refusal, requestId));
  const headers = {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "X-Request-Id": requestId,
    ...extraHeaders,
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${lines.join("")}\r\n${body}`;
}

function problemBody(refusal: ProtocolRefusal, requestId: string): Record<string, unknown> {
  return {
    success: false,
    type: `${ERROR_TYPE_BASE}${refusal.code}`,
    title: ERROR_TITLES[refusal.code],
    status: refusal.status,
    detail: refusal.detail,
    code: refusal.code,
    request_id: requestId,
  };
}

/** The methods the API answers, for the `Allow` of a CONNECT refusal. */
const API_METHODS = "GET, HEAD, POST, PATCH, DELETE";

/**
 * Answers what Node's HTTP server would otherwise answer by itself (an empty 400, 431 or 408; a 417;
 * closing a CONNECT without a word) with a documented problem, its `code` and `X-Request-Id`.
 */
export function answerProtocolErrors(server: Server): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: no answer into a response already on its way, or to a peer that left.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawProblemResponse(protocolRefusal(err.code)));
  });
  server.on("checkExpectation", (_req: IncomingMessage, res) => {
    const requestId = newRequestId();
    const refusal: ProtocolRefusal = {
      status: 417,
      code: "expectation_failed",
      detail: "The only supported expectation is `Expect: 100-continue`.",
    };
    const body = JSON.stringify(problemBody(refusal, requestId));
    res.writeHead(417, {
      "Content-Type": "application/problem+json; charset=utf-8",
      "X-Request-Id": requestId,
      Connection: "close",
    });
    res.end(body);
  });
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(
      rawProblemResponse(
        {
          status: 405,
          code: "method_not_allowed",
          detail: "CONNECT is not supported: this server is not a proxy.",
        },
        { Allow: API_METHODS },
      ),
    );
  });
}

/**
 * The API's HTTP server: protocol errors answered as problems, and no missing-`Host` answer from Node
 * itself (the `singleHeaders` middleware refuses it with a problem instead).
 */
export function createApiServer(app: RequestListener): Server {
  const server = createServer({ requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES }, app);
  answerProtocolErrors(server);
  return server;
}
