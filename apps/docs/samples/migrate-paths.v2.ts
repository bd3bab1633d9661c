// v2: messages are a resource, /v2/messages (the client's `messages`).
import type { SmsClient } from "@sms-api/client/v2";

/** Reads a message, cancels it if still queued, and counts the delivered ones of the first page. */
export async function tidyMessage(client: SmsClient, id: string): Promise<string> {
  const current = await client.messages.get(id); // GET /v2/messages/{message_id}
  if (current.status === "queued") await client.messages.cancel(id); // POST /v2/messages/{message_id}/cancel
  const page = await client.messages.list({ status: "delivered", limit: 10 }); // GET /v2/messages
  return `${current.status}, ${page.data.length} delivered`;
}
