// v2: `api_version` is settable: move an existing endpoint by one PATCH, or register a v2 one beside it.
import type { SmsClient } from "@sms-api/client/v2";

/** Moves an endpoint to v2 events (`message.*` in the v2 shape): its events must name v2 types. */
export async function moveToV2(client: SmsClient, webhookId: string): Promise<string> {
  const endpoint = await client.webhooks.update(webhookId, {
    api_version: "v2",
    events: ["message.delivered"],
  });
  return endpoint.api_version;
}
