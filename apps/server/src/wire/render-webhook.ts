import type { ApiVersion, EventRecord } from "../domain/model.js";
import { v1WebhookBody } from "./v1/render.js";
import { v2WebhookBody } from "./v2/render.js";

/**
 * The body of a webhook delivery, rendered in the receiving endpoint's version (api-v2.md §2): a pure
 * function of the stored event and the version, so attempts in the same version send the same bytes.
 */
export function webhookBody(
  event: Pick<EventRecord, "event_id" | "type" | "created_at" | "data">,
  version: ApiVersion,
): string {
  return version === "v2" ? v2WebhookBody(event) : v1WebhookBody(event);
}
