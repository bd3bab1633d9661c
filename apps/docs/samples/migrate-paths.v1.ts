// v1: messages live under /v1/sms (the client's `sms`).
import type { SmsClient } from "@sms-api/client";

/** Reads a message, cancels it if still queued, and counts the delivered ones of the first page. */
export async function tidyMessage(client: SmsClient, id: string): Promise<string> {
  const { data: current } = await client.sms.get(id); // GET /v1/sms/{message_id}
  if (current.status === "queued") await client.sms.cancel(id); // POST /v1/sms/{message_id}/cancel
  const { data: page } = await client.sms.list({ status: "delivered", limit: 10 }); // GET /v1/sms
  return `${current.status}, ${page.length} delivered`;
}
