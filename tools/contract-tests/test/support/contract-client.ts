import { createParser } from "eventsource-parser";
import { type CoverageMatrix, createCoverageMatrix } from "./coverage.js";
import type { Contract } from "./openapi-document.js";
import { createResponseValidator, type ResponseValidator } from "./response-validator.js";
import { versionWire } from "./version-wire.js";

/** One request to send. */
export interface ContractRequestInit {
  /** API key sent as `Authorization: Bearer …` (never logged or reported). */
  key?: string;
  /** A JSON body (serialised, `Content-Type: application/json` unless `headers` sets one). */
  json?: unknown;
  /** A raw body, sent as is. */
  rawBody?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * For a `text/event-stream` answer, whose body never ends: how many messages to read before the client
   * closes the stream (default 1, the opening message).
   */
  streamMessages?: number;
}

/** A response that went through the validator. */
export interface ContractResponse {
  /** HTTP status. */
  status: number;
  /** Response headers. */
  headers: Headers;
  /** Parsed JSON body, when there was one; a stream's messages (`StreamMessage[]`) for an event stream. */
  json: unknown;
  /** The operation matched, when one did. */
  operationId?: string;
  /** This response's contract violations (also collected in the client's list). */
  violations: string[];
}

/** A fetch wrapper through which every response is validated and counted in the coverage matrix. */
export interface ContractClient {
  /** Sends one request to the server and validates the answer. */
  request(method: string, path: string, init?: ContractRequestInit): Promise<ContractResponse>;
  /** Every violation seen so far, each prefixed with the request line. */
  readonly violations: string[];
  /** Cells hit so far. */
  readonly coverage: CoverageMatrix;
  /** The validator in use. */
  readonly validator: ResponseValidator;
  /** Number of responses seen. */
  readonly responses: () => number;
}

/** Options of {@link createContractClient}. */
export interface ContractClientOptions {
  /** Server origin, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** The loaded contract. */
  contract: Contract;
  /** Share a validator between clients; one is built from the contract otherwise. */
  validator?: ResponseValidator;
  /** Share a matrix between clients; a fresh one otherwise. */
  coverage?: CoverageMatrix;
  /** Per-request timeout (the server must answer; a hang is a failure). Default 20 s. */
  timeoutMs?: number;
  /** Explains a request that got no answer (e.g. the server process's exit status and last output). */
  explainNoAnswer?: () => string;
}

/** The start of an endless event stream: its text up to the end of the `count`-th message, then closed. */
async function readStream(res: Response, count: number): Promise<string> {
  if (!res.body) return "";
  let text = "";
  let messages = 0;
  const parser = createParser({
    onEvent: () => {
      messages++;
    },
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (messages < count) {
      const chunk = await reader.read();
      if (chunk.done) break;
      const part = decoder.decode(chunk.value, { stream: true });
      text += part;
      parser.feed(part);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

/** Methods a client may send again when the connection closed before any answer. */
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Whether fetch failed because the server closed the socket before answering (a keep-alive race). */
function closedBeforeAnswer(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}

/** Builds a client; nothing is sent until `request` is called. */
export function createContractClient(options: ContractClientOptions): ContractClient {
  const validator = options.validator ?? createResponseValidator(options.contract);
  const coverage = options.coverage ?? createCoverageMatrix(options.contract);
  const violations: string[] = [];
  // Beyond the document: what the version's form forbids although its open schemas let it through.
  const { bodyViolations } = versionWire(options.contract.version);
  let seen = 0;
  return {
    violations,
    coverage,
    validator,
    responses: () => seen,
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key !== undefined) headers.authorization = `Bearer ${init.key}`;
      let body: string | undefined = init.rawBody;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
          headers["content-type"] = "application/json";
      }
      let res: Response;
      const attempt = () =>
        fetch(`${options.baseUrl}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      try {
        try {
          res = await attempt();
        } catch (err) {
          // A kept-alive connection the server closed as it was reused ("other side closed") carried no
          // answer: an idempotent request is sent again once on a new one, as RFC 9110 §9.2.2 lets clients do.
          if (!(IDEMPOTENT.has(method.toUpperCase()) && closedBeforeAnswer(err))) throw err;
          res = await attempt();
        }
      } catch (err) {
        const why = options.explainNoAnswer?.() ?? "";
        throw new Error(
          `${method} ${path.split("?")[0]} got no answer: ${(err as Error).message}${why ? `\n${why}` : ""}`,
          {
            cause: err,
          },
        );
      }
      const text = /^text\/event-stream/i.test(res.headers.get("content-type") ?? "")
        ? await readStream(res, init.streamMessages ?? 1)
        : await res.text();
      seen++;
      const result = validator.validate({
        method,
        path,
        status: res.status,
        headers: res.headers,
        body: text,
      });
      if (result.operation) coverage.record(result.operation.operationId, res.status);
      const found = [...result.violations, ...bodyViolations(result.json)];
      const line = `${method} ${path.split("?")[0]} → ${res.status}`;
      violations.push(...found.map((v) => `${line}: ${v}`));
      return {
        status: res.status,
        headers: res.headers,
        json: result.json,
        operationId: result.operation?.operationId,
        violations: found,
      };
    },
  };
}
