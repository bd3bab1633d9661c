// Node's fetch makes a Request's signal follow the one it was built with through a weak reference, so
// once the Request is garbage-collected an abort no longer reaches the connection (nodejs/undici#3644). A
// stream or a slow body then ran on after its timeout or its caller's abort. These helpers end the call
// themselves.

/**
 * `fetch(request)`, settled by `signal` whatever became of the request's own signal: an abort before the
 * answer rejects with the signal's reason, and an answer that still arrives afterwards has its body
 * cancelled.
 */
export async function fetchUntilAborted(
  fetch: (request: Request) => Promise<Response>,
  request: Request,
  signal: AbortSignal,
): Promise<Response> {
  signal.throwIfAborted();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    // Not dead code: naming `request` in the listener keeps it reachable while the answer is awaited, so the
    // runtime's own abort of it, which also stops a connection still opening, keeps working until then.
    onAbort = () => reject(signal.reason ?? request.signal.reason);
  });
  signal.addEventListener("abort", onAbort, { once: true });
  let answer: Promise<Response> | undefined;
  try {
    answer = fetch(request);
    return await Promise.race([answer, aborted]);
  } catch (error) {
    if (signal.aborted) answer?.then((late) => late.body?.cancel()).catch(() => {});
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * Cancels `reader` when `signal` aborts, which closes the connection under it; a pending read then ends as
 * if the body had ended, so check the signal after each read. Returns the function that stops watching.
 */
export function cancelOnAbort(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  signal: AbortSignal,
): () => void {
  const cancel = () => {
    reader.cancel(signal.reason).catch(() => {});
  };
  if (signal.aborted) cancel();
  else signal.addEventListener("abort", cancel, { once: true });
  return () => signal.removeEventListener("abort", cancel);
}

/** The whole body of `response`, read so that `signal` cancels it; throws the signal's reason if it does. */
export async function readBodyUntilAborted(
  response: Response,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const stopWatching = cancelOnAbort(reader, signal);
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    stopWatching();
  }
  // Joined by hand: the client runs where only fetch's globals exist, without Blob (runtime-neutral.test.ts).
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
