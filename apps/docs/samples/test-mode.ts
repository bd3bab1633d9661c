// In test mode, magic recipients decide the outcome; poll a message until its status is final.
import type { SmsClient } from "@sms-api/client";

/** Recipients whose outcome is fixed in test mode (sk_test_… keys). */
export const MAGIC_NUMBERS = {
  delivered: "919000000001",
  undelivered: "919000000002",
  rejected: "919000000003",
  failed: "919000000004",
  expired: "919000000005",
  stays_queued_60s: "919000000006",
} as const;

const FINAL = new Set(["delivered", "undelivered", "expired", "failed", "rejected", "cancelled"]);

/** Polls `GET /v1/sms/{message_id}` until the status is final; in production, prefer webhooks. */
export async function waitForFinalStatus(
  sms: SmsClient["sms"],
  message_id: string,
  { intervalMs = 500, timeoutMs = 30_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await sms.get(message_id);
    if (FINAL.has(data.status)) return data.status;
    if (Date.now() > deadline) throw new Error(`${message_id} is still ${data.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
