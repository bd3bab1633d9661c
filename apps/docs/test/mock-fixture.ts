import { createSmsClient, type SmsClient } from "@sms-api/client";
import { type RunningMock, startMock } from "@sms-api/mock";

/** Prism accepts any Bearer token; this is the demo fixture's test key, as the guides use. */
export const TEST_KEY = "sk_test_demo_0123456789abcdef";

/**
 * A Prism mock on a free port (it serves a snapshot of the document taken at start): v1's, or the
 * `document` file given (a JSON OpenAPI document, e.g. v2's).
 */
export async function startDocsMock(
  document?: string,
): Promise<{ mock: RunningMock; stop: () => Promise<void> }> {
  const mock = await startMock(document ? { document } : {});
  return { mock, stop: () => mock.close() };
}

/** A client of the mock; `prefer` selects a named example (`code=402, example=insufficient_credits`). */
export function mockClient(
  baseUrl: string,
  options: { prefer?: string; maxRetries?: number; seen?: Request[] } = {},
): SmsClient {
  return createSmsClient({
    baseUrl,
    apiKey: TEST_KEY,
    timeoutMs: 5_000,
    maxRetries: options.maxRetries ?? 0,
    fetch: (request) => {
      options.seen?.push(request.clone());
      if (options.prefer) request.headers.set("prefer", options.prefer);
      return fetch(request);
    },
  });
}
