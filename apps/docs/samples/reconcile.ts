// Catch up on events you may have missed (an outage of your endpoint), page by page, newest first.
import { paginate, type SmsClient } from "@sms-api/client";

/** Feeds every event since `since` to `handle` (which must deduplicate on `event_id`); returns how many. */
export async function replayEventsSince(
  events: SmsClient["events"],
  since: string,
  handle: (event: { event_id: string; type: string; data: unknown }) => Promise<void>,
): Promise<number> {
  let count = 0;
  for await (const event of paginate(events.list, { since, limit: 100 })) {
    await handle(event);
    count += 1;
  }
  return count;
}
