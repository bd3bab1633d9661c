// Calls any operation of the document through @sms-api/client, its arguments built from the document.
import { createSmsClient, type SmsClient } from "@sms-api/client";
import { parseEventStream } from "../support/response-validator.js";
import type { OperationInfo } from "./document-examples.js";

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The client method of an operation: `Group_name` is `client.<group>.<name>`, the group in lower camel case
 * and, when the client names it in the singular (`Accounts_get` is `client.account.get`), without its `s`.
 */
export function clientMethod(client: SmsClient, operationId: string): Method | undefined {
  const [group = "", name = ""] = operationId.split("_");
  const key = group.charAt(0).toLowerCase() + group.slice(1);
  const groups = client as unknown as Record<string, Record<string, unknown> | undefined>;
  const holder = groups[key] ?? groups[key.replace(/s$/, "")];
  const method = holder?.[name];
  return typeof method === "function" ? (method.bind(holder) as Method) : undefined;
}

/** The last HTTP answer a client got, read by a wrapping `fetch`. */
export interface Observed {
  status: number;
  headers: Headers;
  /** The raw body text (the client parses its own copy). */
  body: string;
}

/** A client on `baseUrl` without retries whose every answer is recorded in `observed()`. */
export function observingClient(
  baseUrl: string,
  apiKey: string,
): { client: SmsClient; observed(): Observed } {
  let last: Observed | undefined;
  const client = createSmsClient({
    baseUrl,
    apiKey,
    maxRetries: 0,
    timeoutMs: 10_000,
    fetch: async (request) => {
      const response = await fetch(request);
      if (isEventStream(response.headers) && response.body) {
        // A stream never ends: record what passes to the client, as it passes.
        const record: Observed = { status: response.status, headers: response.headers, body: "" };
        last = record;
        const decoder = new TextDecoder();
        const copy = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            record.body += decoder.decode(chunk, { stream: true });
            controller.enqueue(chunk);
          },
        });
        const { status, statusText, headers } = response;
        return new Response(response.body.pipeThrough(copy), { status, statusText, headers });
      }
      const body = await response.clone().text();
      last = { status: response.status, headers: response.headers, body };
      return response;
    },
  });
  return {
    client,
    observed: () => {
      if (!last) throw new Error("the client made no request");
      return last;
    },
  };
}

/** Whether an answer is a Server-Sent Events stream. */
export function isEventStream(headers: Headers): boolean {
  return /^text\/event-stream/i.test(headers.get("content-type") ?? "");
}

/**
 * A method's result as a value: a stream method's messages (at most `maxMessages`, then the stream is closed),
 * anything else as it is.
 */
export async function settle(result: unknown, maxMessages = Number.POSITIVE_INFINITY): Promise<unknown> {
  if (typeof result !== "object" || result === null || !(Symbol.asyncIterator in result)) return result;
  const messages: unknown[] = [];
  if (maxMessages <= 0) return messages;
  for await (const message of result as AsyncIterable<unknown>) {
    messages.push(message);
    if (messages.length >= maxMessages) break;
  }
  return messages;
}

/** What a method's settled result must equal: the parsed JSON body, or the stream's first messages. */
export function expectedResult(answer: Observed, result: unknown): unknown {
  if (isEventStream(answer.headers))
    return parseEventStream(answer.body).slice(0, Array.isArray(result) ? result.length : 0);
  return answer.body === "" ? undefined : JSON.parse(answer.body);
}

/** Values for the call: path parameters by name, and an optional rewrite of the example body. */
export interface CallInputs {
  pathValue(name: string): string | undefined;
  body?(operationId: string, example: unknown): unknown;
}

/**
 * The positional arguments of an operation's client method, in the client's convention: the path
 * parameters in path order, then the body (first named example) when there is one, then an empty query
 * when the operation takes query parameters. Undefined when a path value is not known yet.
 */
export function callArguments(op: OperationInfo, inputs: CallInputs): unknown[] | undefined {
  const args: unknown[] = [];
  for (const [, name = ""] of op.path.matchAll(/\{([^}]+)\}/g)) {
    const value = inputs.pathValue(name);
    if (value === undefined) return undefined;
    args.push(value);
  }
  if (op.bodyExamples) {
    const example = Object.values(op.bodyExamples)[0];
    args.push(inputs.body ? inputs.body(op.operationId, example) : example);
  }
  if (op.parameters.some((p) => p.in === "query")) args.push({});
  return args;
}

/** Every `*_id` string field anywhere in a value, first occurrence of each name kept. */
export function collectIds(value: unknown, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value && typeof value === "object") {
    for (const [key, field] of Object.entries(value)) {
      if (key.endsWith("_id") && typeof field === "string" && !into.has(key)) into.set(key, field);
      else collectIds(field, into);
    }
  }
}
