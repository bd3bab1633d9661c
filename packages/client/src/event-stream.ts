import { createParser, type EventSourceMessage } from "eventsource-parser";
import { cancelOnAbort, fetchUntilAborted, readBodyUntilAborted } from "./abortable-fetch.js";
import { SmsApiError, SmsNetworkError, SmsTimeoutError } from "./errors.js";
import type { components } from "./schema.js";

type Schemas = components["schemas"];

/** The first message of every stream: it names the event the stream starts after. */
export interface StreamOpenedMessage {
  /**
   * The SSE `id:`: `data.after_event_id`, or the start position `evt_00000000000000000000000000` when the
   * stream starts from the first event; either resumes with nothing lost (undefined only from other servers).
   */
  id: string | undefined;
  /** Always `stream.opened`. */
  event: "stream.opened";
  /** Where the stream starts. */
  data: Schemas["EventStreamOpened"];
}

/** One event of the stream: exactly the event `GET /v1/events` returns. */
export interface StreamEventMessage {
  /** The SSE `id:`: the event's id; pass the last one received as `lastEventId` to resume after it. */
  id: string;
  /** The event's type (tolerate types added later). */
  event: Schemas["EventType"] | (string & {});
  /** The event. */
  data: Schemas["Event"];
}

/** A message of `GET /v1/events/stream`. */
export type EventStreamMessage = StreamOpenedMessage | StreamEventMessage;

/** Options of one stream: the call's signal and headers, where to resume, and how long silence may last. */
export interface EventStreamCallOptions {
  /** Ends the stream: the iteration then finishes without an error. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. a mock's `Prefer`). */
  headers?: Record<string, string | undefined>;
  /** Resume after this event (`Last-Event-ID`): the `id` of the last message received. */
  lastEventId?: string;
  /**
   * Longest silence (no event, no `: ping`) before the stream is taken as lost and `SmsTimeoutError` is
   * thrown; the server pings every 15 s. Default 45 000.
   */
  idleTimeoutMs?: number;
}

/** What the stream needs from the client's options. */
export interface EventStreamTransport {
  baseUrl: string;
  apiKey: string;
  /** Limit for the answer's status and headers (and for an error answer's body). */
  timeoutMs: number;
  fetch: (request: Request) => Promise<Response>;
}

/** An error answer's body, as JSON when it is JSON; read so that `signal` cancels it. */
async function problemBody(response: Response, signal: AbortSignal): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyUntilAborted(response, signal));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A Server-Sent Events operation (`GET /v1/events/stream`) as an async iteration of its messages, for one connection: it ends when the
 * server ends the stream or `signal` aborts. Unlike the other methods it does not retry: a caller resumes
 * with `lastEventId`, which is what makes a reconnection lose and repeat nothing.
 */
export async function* streamEvents(
  transport: EventStreamTransport,
  path: string,
  query: Record<string, string>,
  call: EventStreamCallOptions,
): AsyncGenerator<EventStreamMessage, void, undefined> {
  const base = transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`;
  const url = new URL(path.replace(/^\//, ""), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers = new Headers();
  for (const [name, value] of Object.entries(call.headers ?? {}))
    if (value !== undefined) headers.set(name, value);
  headers.set("authorization", `Bearer ${transport.apiKey}`);
  headers.set("accept", "text/event-stream, application/problem+json");
  if (call.lastEventId !== undefined) headers.set("last-event-id", call.lastEventId);
  const abort = new AbortController();
  const stop = () => abort.abort();
  call.signal?.addEventListener("abort", stop, { once: true });
  if (call.signal?.aborted) return;
  const connectTimer = setTimeout(
    () => abort.abort(new SmsTimeoutError(transport.timeoutMs)),
    transport.timeoutMs,
  );
  try {
    let response: Response;
    try {
      const request = new Request(url, { headers, signal: abort.signal });
      response = await fetchUntilAborted(transport.fetch, request, abort.signal);
      // An error answer's body is read within the same limit, so one that never ends cannot hold the call.
      if (!response.ok) throw new SmsApiError(response, await problemBody(response, abort.signal));
    } catch (error) {
      if (call.signal?.aborted) return;
      if (abort.signal.reason instanceof SmsTimeoutError) throw abort.signal.reason;
      if (error instanceof SmsApiError) throw error;
      throw new SmsNetworkError(`The event stream could not connect: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      clearTimeout(connectTimer);
    }
    if (!response.body) return;
    yield* readMessages(response.body, abort, call);
  } finally {
    call.signal?.removeEventListener("abort", stop);
    abort.abort();
  }
}

async function* readMessages(
  body: ReadableStream<Uint8Array>,
  abort: AbortController,
  call: EventStreamCallOptions,
): AsyncGenerator<EventStreamMessage, void, undefined> {
  const idleMs = call.idleTimeoutMs ?? 45_000;
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (m) => queue.push(m) });
  const reader = body.getReader();
  const stopWatching = cancelOnAbort(reader, abort.signal);
  const decoder = new TextDecoder();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort.abort(new SmsTimeoutError(idleMs)), idleMs);
  };
  try {
    for (;;) {
      watch();
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined;
      let failure: unknown;
      try {
        chunk = await reader.read();
      } catch (error) {
        failure = error;
      }
      // An abort cancels the reader: a pending read then ends as if the stream had ended, or fails.
      if (call.signal?.aborted) return;
      if (abort.signal.reason instanceof SmsTimeoutError) throw abort.signal.reason;
      if (chunk === undefined)
        throw new SmsNetworkError(`The event stream dropped: ${(failure as Error).message}`, {
          cause: failure,
        });
      if (chunk.done) return;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      while (queue.length > 0) {
        const m = queue.shift() as EventSourceMessage;
        yield { id: m.id, event: m.event ?? "message", data: JSON.parse(m.data) } as EventStreamMessage;
      }
    }
  } finally {
    clearTimeout(idle);
    stopWatching();
    await reader.cancel().catch(() => {});
  }
}
