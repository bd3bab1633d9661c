// v1: an endpoint registered through v1 receives v1 events (`sms.*`); v1 shows its api_version, read-only.
import type { SmsClient } from "@sms-api/client";

/** Registers a receiver for delivery receipts; its pinned version. */
export async function registerReceipts(client: SmsClient, url: string): Promise<string> {
  const { data: endpoint } = await client.webhooks.create({ url, events: ["sms.delivered"] });
  return endpoint.api_version;
}
