// v2: the body is the resource itself, with `object` and `id`; a list is {"object": "list", …, "has_more"}.
import type { SmsClient } from "@sms-api/client/v2";

/** The account's id and balance, and whether another page of templates follows. */
export async function accountSummary(client: SmsClient): Promise<string> {
  const account = await client.account.get(); // account.object === "account"
  const templates = await client.templates.list({ limit: 1 }); // templates.object === "list"
  const more = templates.has_more; // next_cursor is still there to fetch the next page
  return `${account.id}: ${account.balance} credits, more templates: ${more}`;
}
