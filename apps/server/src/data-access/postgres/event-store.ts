import type { EventListQuery, EventRecord, Mode } from "../../domain/model.js";
import type { EventStore } from "../../domain/ports.js";
import type { SqlExecutor } from "./sql-executor.js";

interface EventRow {
  event_id: string;
  account_id: string;
  mode: string;
  type: string;
  message_id: string | null;
  created_at: string;
  data: EventRecord["data"];
}

const INSERT_EVENT = `INSERT INTO events (event_id, account_id, mode, type, message_id, data, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

/**
 * The event and, in the same statement (so in the caller's transaction), one pending delivery for every
 * enabled endpoint of its account and mode subscribed to its type or to `*`. The foreign key from the
 * deliveries is checked at the end of the statement, when the event row exists. The endpoints are read
 * `FOR KEY SHARE`: an endpoint deleted by a transaction that commits meanwhile is waited for and skipped,
 * instead of failing the foreign key (the fuzz found the status change failing on it).
 */
const INSERT_AND_FAN_OUT = `WITH ev AS (${INSERT_EVENT} RETURNING event_id, account_id, mode, type, created_at)
  INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
  SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), ev.event_id, w.webhook_id, 'pending', 0,
         ev.created_at, ev.created_at
  FROM ev JOIN webhook_endpoints w ON w.account_id = ev.account_id AND w.mode = ev.mode
  WHERE w.enabled AND (w.events ? '*' OR w.events ? ev.type)
  FOR KEY SHARE OF w`;

/** The outbox that webhook delivery reads, and the reconciliation list, in PostgreSQL. */
export class PgEventStore implements EventStore {
  private readonly sql: SqlExecutor;

  constructor(sql: SqlExecutor) {
    this.sql = sql;
  }

  /** Inserts an event with its deliveries; `webhook.test` events fan out to nobody (the route queues them). */
  async insert(e: EventRecord): Promise<void> {
    await this.sql.run(e.type === "webhook.test" ? INSERT_EVENT : INSERT_AND_FAN_OUT, [
      e.event_id,
      e.account_id,
      e.mode,
      e.type,
      e.message_id,
      JSON.stringify(e.data),
      e.created_at,
    ]);
  }

  /** One event of this account and mode, or undefined. */
  async find(accountId: string, mode: Mode, eventId: string): Promise<EventRecord | undefined> {
    const r = await this.sql.row<EventRow>(
      "SELECT * FROM events WHERE event_id = $1 AND account_id = $2 AND mode = $3",
      [eventId, accountId, mode],
    );
    return r ? toRecord(r) : undefined;
  }

  /** A page of events, newest first. */
  async list(accountId: string, mode: Mode, q: EventListQuery): Promise<EventRecord[]> {
    const params: (string | number)[] = [accountId, mode];
    const where = ["account_id = $1", "mode = $2"];
    const add = (condition: string, value: string) => {
      params.push(value);
      where.push(`${condition} $${params.length}`);
    };
    if (q.type) add("type =", q.type);
    if (q.since) add("created_at >=", q.since);
    if (q.before) add("event_id <", q.before);
    params.push(q.limit);
    const rows = await this.sql.rows<EventRow>(
      `SELECT * FROM events WHERE ${where.join(" AND ")} ORDER BY event_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecord);
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
    data: r.data,
  };
}
