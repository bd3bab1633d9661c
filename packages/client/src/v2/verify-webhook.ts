import {
  type VerifyWebhookOptions,
  verifyEventOfVersion,
  type WebhookHeaders,
} from "../webhooks/verify-webhook.js";
import type { Event } from "./schema.js";

/**
 * Verifies a Standard Webhooks delivery to an endpoint pinned to v2 and returns its payload as a typed v2
 * event (`message.*`, `webhook.test`). Pass the body exactly as received and one secret, or several while
 * rotating. Throws `WebhookVerificationError`; an event rendered for API v1 is `api_version_mismatch`.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<Event> {
  return (await verifyEventOfVersion(rawBody, headers, secret, options, "v2")) as Event;
}
