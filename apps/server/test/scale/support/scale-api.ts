/** A JSON answer of the API. */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the documented envelope field by field.
  body: any;
}

/** Calls the API at `url` with `key`; a JSON body makes it a POST unless `method` says otherwise. */
export async function call(
  url: string,
  key: string,
  path: string,
  options: { body?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${url}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      authorization: `Bearer ${key}`,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/**
 * `POST /v1/sms/send` with an idempotency key, once: at this concurrency a 503 would be a defect (a
 * transaction waiting for a connection it can never get), so it is not retried away.
 */
export async function send(url: string, key: string, body: unknown, idempotencyKey: string): Promise<Answer> {
  return call(url, key, "/v1/sms/send", { body, headers: { "x-idempotency-key": idempotencyKey } });
}

/** Every item of a list operation, following `next_cursor`. */
// biome-ignore lint/suspicious/noExplicitAny: items are read field by field.
export async function listAll(url: string, key: string, path: string): Promise<any[]> {
  const items = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const page = await call(url, key, `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    if (page.status !== 200) throw new Error(`${path}: ${page.status} ${JSON.stringify(page.body)}`);
    items.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return items;
}

/**
 * Polls `probe` every 100 ms until it returns something other than undefined; after `timeoutMs` throws,
 * with what `explain` says about the state then.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => string | Promise<string> = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
