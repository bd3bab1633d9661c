// v1: every success body is an envelope, {"success": true, "data": …}; ids are named after the resource.
import type { SmsClient } from "@sms-api/client";

/** The account's id and balance, and whether another page of templates follows. */
export async function accountSummary(client: SmsClient): Promise<string> {
  const { data: account } = await client.account.get();
  const templates = await client.templates.list({ limit: 1 });
  const more = templates.next_cursor !== null; // v1 lists say "more" only by a cursor
  return `${account.account_id}: ${account.balance} credits, more templates: ${more}`;
}
