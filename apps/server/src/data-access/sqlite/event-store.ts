import type { EventListQuery, EventRecord, Mode } from "../../domain/model.js";
import type { EventStore } from "../../domain/ports.js";
import type { Database } from "./database.js";

interface EventRow {
  event_id: string;
  account_id: string;
  mode: string;
  type: string;
  message_id: string | null;
  created_at: string;
  data: string;
}

/**
 * The `events` table: the outbox that webhook delivery reads, and the reconciliation list. The fan-out to
 * subscribed endpoints is the `events_fan_out_to_webhooks` trigger (migration 100), in the insert's transaction.
 */
export class SqliteEventStore implements EventStore {
  constructor(private readonly db: Database) {}

  /** Inserts one event (and, by the trigger, its deliveries); call inside the change's transaction. */
  async insert(e: EventRecord): Promise<void> {
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
  async find(accountId: string, mode: Mode, eventId: string): Promise<EventRecord | undefined> {
    const r = this.db.get<EventRow>(
      "SELECT * FROM events WHERE event_id = ? AND account_id = ? AND mode = ?",
      eventId,
      accountId,
      mode,
    );
    return r ? toRecord(r) : undefined;
  }

  /** A page of events, newest first. */
  async list(accountId: string, mode: Mode, q: EventListQuery): Promise<EventRecord[]> {
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
