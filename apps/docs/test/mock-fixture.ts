import { createSmsClient, type SmsClient } from "@sms-api/client";
import { createSmsClient as createSmsClientV2, type SmsClient as SmsClientV2 } from "@sms-api/client/v2";
import { type RunningMock, startMock } from "@sms-api/mock";

/** Prism accepts any Bearer token; this is the demo fixture's test key, as the guides use. */
export const TEST_KEY = "sk_test_demo_0123456789abcdef";

/**
 * A Prism mock on a free port (it serves a snapshot of the documents taken at start): every version's,
 * routed by the path's version segment, or only the `document` file given (a JSON OpenAPI document).
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

/** A v2 client (`@sms-api/client/v2`) of the mock, with the same options as {@link mockClient}. */
export function mockClientV2(baseUrl: string, options: { prefer?: string } = {}): SmsClientV2 {
  return createSmsClientV2({
    baseUrl,
    apiKey: TEST_KEY,
    timeoutMs: 5_000,
    maxRetries: 0,
    fetch: (request) => {
      if (options.prefer) request.headers.set("prefer", options.prefer);
      return fetch(request);
    },
  });
}
