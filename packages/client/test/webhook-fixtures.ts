import type { WebhookEvent } from "../src/index.js";

/** A fresh Standard Webhooks secret: `whsec_` + base64 of 32 random bytes, as the API issues them. */
export function newSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`;
}

/** A realistic `sms.delivered` payload, shaped by the generated types. */
export const deliveredEvent: WebhookEvent = {
  type: "sms.delivered",
  timestamp: "2026-11-22T10:15:31.480Z",
  api_version: "v1",
  data: {
    message_id: "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
    status: "delivered",
    previous_status: "submitted",
    sequence: 3,
    to: "919000000001",
    template_id: "tmpl_otp",
    error: null,
    credits_used: 1,
    segments: 1,
    status_changed_at: "2026-11-22T10:15:31.480Z",
  },
};
