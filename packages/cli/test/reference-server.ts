import { type Stack, startStack } from "@sms-api/server/testing";

/** Keys of the bundled demo fixture. */
export const TEST_KEY = "sk_test_demo_0123456789abcdef";
/** The demo account's live key. */
export const LIVE_KEY = "sk_live_demo_0123456789abcdef";

/** The reference server as a child process (role `all`, SQLite, the demo fixture) with a fast simulator. */
export function startServer(env: Record<string, string> = {}): Promise<Stack> {
  return startStack({
    env: {
      ALLOW_INSECURE_WEBHOOKS: "true",
      SIMULATOR_TEST_STEP_MS: "50",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
      ...env,
    },
  });
}
