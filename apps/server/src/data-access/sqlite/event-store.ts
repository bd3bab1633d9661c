import type { EventListQuery, EventRecord, Mode } from "../../domain/model.js";
import type { EventStore, OutboxPosition, OutboxQuery, PositionedEvent } from "../../domain/ports.js";
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

  /** The newest event of this account and mode, with its position (its `seq`). */
  async outboxHead(accountId: string, mode: Mode): Promise<PositionedEvent | undefined> {
    const r = this.db.get<EventRow & { seq: number }>(
      "SELECT * FROM events WHERE account_id = ? AND mode = ? ORDER BY seq DESC LIMIT 1",
      accountId,
      mode,
    );
    return r ? { event: toRecord(r), position: String(r.seq) } : undefined;
  }

  /** The `seq` of this event of this account and mode. */
  async outboxPosition(accountId: string, mode: Mode, eventId: string): Promise<OutboxPosition | undefined> {
    const r = this.db.get<{ seq: number }>(
      "SELECT seq FROM events WHERE event_id = ? AND account_id = ? AND mode = ?",
      eventId,
      accountId,
      mode,
    );
    return r ? String(r.seq) : undefined;
  }

  /**
   * Events after a `seq`. One write transaction runs at a time and numbers its events inside it
   * (migration 108), so every event a reader sees is already final: no wait is needed.
   */
  async readOutbox(accountId: string, mode: Mode, q: OutboxQuery): Promise<PositionedEvent[]> {
    if (q.types?.length === 0) return [];
    const where = ["account_id = ?", "mode = ?", "seq > ?"];
    const params: (string | number)[] = [accountId, mode, q.after === undefined ? 0 : Number(q.after)];
    if (q.types !== undefined) {
      where.push(`type IN (${q.types.map(() => "?").join(", ")})`);
      params.push(...q.types);
    }
    return this.db
      .all<EventRow & { seq: number }>(
        `SELECT * FROM events WHERE ${where.join(" AND ")} ORDER BY seq LIMIT ?`,
        ...params,
        q.limit,
      )
      .map((r) => ({ event: toRecord(r), position: String(r.seq) }));
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
