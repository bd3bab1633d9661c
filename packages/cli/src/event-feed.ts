import type { SmsClient } from "@sms-api/client";

/** An event as `GET /v1/events` returns it. */
export interface FeedEvent {
  event_id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

/** Options of {@link EventFeed}. */
export interface EventFeedOptions {
  /** How far behind the newest event seen each poll looks again, for events whose transaction committed late. */
  lookbackMs: number;
}

/**
 * The new events of the key's account and mode, read from `GET /v1/events`: each `poll()` returns, oldest
 * first, the events created since the last poll that were never returned before. Events existing when the
 * feed starts are not returned. An event id is an ULID, so ids sort by creation; an event whose transaction
 * commits after a later one is still found, as long as it commits within `lookbackMs` of the newest event.
 */
export class EventFeed {
  /** Ids returned (or present at start) within the look-back window, with their creation time. */
  private readonly seen = new Map<string, number>();
  /** Creation time of the newest event seen, in the server's clock (ms); undefined before any. */
  private newest: number | undefined;
  private started = false;

  constructor(
    private readonly client: SmsClient,
    private readonly options: EventFeedOptions,
  ) {}

  /** Every event of the look-back window, newest first (every page). */
  private async window(signal: AbortSignal): Promise<FeedEvent[]> {
    const since =
      this.newest === undefined ? undefined : new Date(this.newest - this.options.lookbackMs).toISOString();
    const events: FeedEvent[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.client.events.list(
        {
          limit: 100,
          ...(since === undefined ? {} : { since }),
          ...(cursor === undefined ? {} : { cursor }),
        },
        { signal },
      );
      events.push(...(page.data as FeedEvent[]));
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
    return events;
  }

  private mark(events: readonly FeedEvent[]): void {
    for (const event of events) {
      const created = Date.parse(event.created_at);
      this.seen.set(event.event_id, created);
      this.newest = Math.max(this.newest ?? created, created);
    }
    if (this.newest === undefined) return;
    const horizon = this.newest - 2 * this.options.lookbackMs;
    for (const [id, created] of this.seen) if (created < horizon) this.seen.delete(id);
  }

  /** The events not returned before, oldest first; the first call only marks what exists. */
  async poll(signal: AbortSignal): Promise<FeedEvent[]> {
    if (!this.started) {
      // The newest existing event anchors the window; everything in it already happened.
      const newest = (await this.client.events.list({ limit: 1 }, { signal })).data[0];
      if (newest !== undefined) {
        this.newest = Date.parse(newest.created_at);
        this.mark(await this.window(signal));
      }
      this.started = true;
      return [];
    }
    const events = await this.window(signal);
    const fresh = events.filter((event) => !this.seen.has(event.event_id));
    this.mark(events);
    return fresh.sort((a, b) => (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0));
  }
}
