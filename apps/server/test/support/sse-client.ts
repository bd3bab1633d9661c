import { createParser, type EventSourceMessage } from "eventsource-parser";

/** An open `text/event-stream` response, read as it arrives. */
export interface SseClient {
  /** The response (status and headers). */
  response: Response;
  /** Every message so far, in order. */
  messages: EventSourceMessage[];
  /** Every comment so far (`: ping` → `ping`). */
  comments: string[];
  /** Resolves with the messages once `count` have arrived (fails when the stream ends first). */
  take(count: number): Promise<EventSourceMessage[]>;
  /** Resolves once a comment arrives. */
  comment(): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Drops the connection. */
  close(): void;
}

/** Opens a stream with a key and extra headers; a non-200 answer is returned with its body unread. */
export async function openSse(
  url: string,
  init: { key?: string; headers?: Record<string, string> } = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream", ...init.headers };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  const response = await fetch(url, { headers, signal: abort.signal });
  const messages: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  const parser = createParser({
    onEvent: (m) => {
      messages.push(m);
      notify();
    },
    onComment: (c) => {
      comments.push(c.trim());
      notify();
    },
  });
  let done = false;
  const ended = (async () => {
    if (response.status !== 200 || !response.body) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        parser.feed(decoder.decode(chunk.value, { stream: true }));
    } catch {
      // Dropped by close(): the stream has ended either way.
    } finally {
      done = true;
      notify();
    }
  })();
  const until = <T>(check: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const value = check();
        if (value !== undefined) {
          waiters.delete(test);
          resolve(value);
        } else if (done) {
          waiters.delete(test);
          reject(new Error(`the stream ended before ${what}`));
        }
      };
      waiters.add(test);
      test();
    });
  return {
    response,
    messages,
    comments,
    take: (count) =>
      until(() => (messages.length >= count ? messages.slice(0, count) : undefined), `${count} messages`),
    comment: () => until(() => comments[comments.length - 1], "a comment"),
    ended,
    close: () => abort.abort(),
  };
}
