import type { Mode } from "../domain/types.js";
import type { Database } from "./database.js";

/** An event as stored in the outbox and served by `GET /v1/events`. */
export interface EventRecord {
  /** `evt_…` id, also the webhook payload's id. */
  event_id: string;
  /** Account the event belongs to. */
  account_id: string;
  /** Mode of the key that caused it. */
  mode: Mode;
  /** Event type, e.g. `sms.delivered`. */
  type: string;
  /** Message the event is about, or null for events not about a message. */
  message_id: string | null;
  /** When the event was recorded (RFC 3339, UTC). */
  created_at: string;
  /** The event's payload `data`, as served and delivered. */
  data: Record<string, unknown>;
}

/** Filters of an event list page. */
export interface EventListQuery {
  /** Only events of this type. */
  type?: string;
  /** Only events created at or after this time. */
  since?: string;
  /** Only ids below this one (the cursor). */
  before?: string;
  /** Page size. */
  limit: number;
}

interface EventRow {
  event_id: string;
  account_id: string;
  mode: string;
  type: string;
  message_id: string | null;
  created_at: string;
  data: string;
}

/** The `events` table: the outbox that webhook delivery reads, and the reconciliation list. */
export class EventRepository {
  constructor(private readonly db: Database) {}

  /** Inserts one event; call inside the transaction of the change it reports. */
  insert(e: EventRecord): void {
    this.db.run(
      "INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      e.event_id,
      e.account_id,
      e.mode,
      e.type,
      e.message_id,
      JSON.stringify(e.data),
      e.created_at,
    );
  }

  /** One event of this account and mode, or undefined. */
  find(accountId: string, mode: Mode, eventId: string): EventRecord | undefined {
    const r = this.db.get<EventRow>(
      "SELECT * FROM events WHERE event_id = ? AND account_id = ? AND mode = ?",
      eventId,
      accountId,
      mode,
    );
    return r ? toRecord(r) : undefined;
  }

  /** A page of events, newest first. */
  list(accountId: string, mode: Mode, q: EventListQuery): EventRecord[] {
    const where = ["account_id = ?", "mode = ?"];
    const params: (string | number)[] = [accountId, mode];
    if (q.type) {
      where.push("type = ?");
      params.push(q.type);
    }
    if (q.since) {
      where.push("created_at >= ?");
      params.push(q.since);
    }
    if (q.before) {
      where.push("event_id < ?");
      params.push(q.before);
    }
    return this.db
      .all<EventRow>(
        `SELECT * FROM events WHERE ${where.join(" AND ")} ORDER BY event_id DESC LIMIT ?`,
        ...params,
        q.limit,
      )
      .map(toRecord);
  }
}

function toRecord(r: EventRow): EventRecord {
  return {
    event_id: r.event_id,
    account_id: r.account_id,
    mode: r.mode as Mode,
    type: r.type,
    message_id: r.message_id,
    created_at: r.created_at,
    data: JSON.parse(r.data),
  };
}
