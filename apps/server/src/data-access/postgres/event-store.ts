import type { EventListQuery, EventRecord, Mode } from "../../domain/model.js";
import type { EventStore, OutboxPosition, OutboxQuery, PositionedEvent } from "../../domain/ports.js";
import { ownedRow } from "./owned-row.js";
import type { Sql } from "./sql-executor.js";

interface EventRow {
  event_id: string;
  account_id: string;
  mode: string;
  type: string;
  message_id: string | null;
  created_at: string;
  data: EventRecord["data"];
}

/** The columns of an EventRow, named: a prepared `SELECT *` would fail once a migration adds a column. */
const EVENT_COLUMNS = "event_id, account_id, mode, type, message_id, created_at, data";

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

/** An event row with its place in recording order (migration 004), both as text. */
interface PositionedRow extends EventRow {
  xid_text: string;
  seq_text: string;
}

const POSITIONED_COLUMNS = `event_id, account_id, mode, type, message_id, created_at, data,
  recorded_xid::text AS xid_text, seq::text AS seq_text`;

/**
 * Only events whose transaction is older than every transaction still running: all of those have finished,
 * so an event read now can never be preceded, later, by one that commits late.
 */
const FINISHED = "recorded_xid < pg_snapshot_xmin(pg_current_snapshot())";

function positioned(r: PositionedRow): PositionedEvent {
  return { event: toRecord(r), position: `${r.xid_text}:${r.seq_text}` };
}

/** `[transaction id, seq]` of a position made by {@link positioned}. */
function parsePosition(position: OutboxPosition | undefined): [string, string] {
  if (position === undefined) return ["0", "0"];
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL outbox position: ${position}`);
  return [match[1] as string, match[2] as string];
}

/** The outbox that webhook delivery reads, and the reconciliation list, in PostgreSQL. */
export class PgEventStore implements EventStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
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

  /** One event of this account and mode, or undefined: by its primary key, the owner checked by `ownedRow`. */
  async find(accountId: string, mode: Mode, eventId: string): Promise<EventRecord | undefined> {
    const r = ownedRow(
      await this.sql.row<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = $1`, [eventId]),
      accountId,
      mode,
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
      `SELECT ${EVENT_COLUMNS} FROM events WHERE ${where.join(" AND ")} ORDER BY event_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecord);
  }

  /** The newest finished event of this account and mode, with its position. */
  async outboxHead(accountId: string, mode: Mode): Promise<PositionedEvent | undefined> {
    const r = await this.sql.row<PositionedRow>(
      `SELECT ${POSITIONED_COLUMNS} FROM events
       WHERE account_id = $1 AND mode = $2 AND ${FINISHED}
       ORDER BY recorded_xid DESC, seq DESC LIMIT 1`,
      [accountId, mode],
    );
    return r ? positioned(r) : undefined;
  }

  /** The position of this event of this account and mode: by its primary key, as `find`. */
  async outboxPosition(accountId: string, mode: Mode, eventId: string): Promise<OutboxPosition | undefined> {
    const r = ownedRow(
      await this.sql.row<{ account_id: string; mode: string; xid_text: string; seq_text: string }>(
        `SELECT account_id, mode, recorded_xid::text AS xid_text, seq::text AS seq_text FROM events
         WHERE event_id = $1`,
        [eventId],
      ),
      accountId,
      mode,
    );
    return r ? `${r.xid_text}:${r.seq_text}` : undefined;
  }

  /** Finished events after a position, in (transaction id, seq) order. */
  async readOutbox(accountId: string, mode: Mode, q: OutboxQuery): Promise<PositionedEvent[]> {
    if (q.types?.length === 0) return [];
    const [xid, seq] = parsePosition(q.after);
    const params: unknown[] = [accountId, mode, xid, seq];
    let types = "";
    if (q.types !== undefined) {
      params.push([...q.types]);
      types = ` AND type = ANY($${params.length}::text[])`;
    }
    params.push(q.limit);
    const rows = await this.sql.rows<PositionedRow>(
      `SELECT ${POSITIONED_COLUMNS} FROM events
       WHERE account_id = $1 AND mode = $2 AND (recorded_xid, seq) > ($3::xid8, $4::bigint)
         AND ${FINISHED}${types}
       ORDER BY recorded_xid, seq LIMIT $${params.length}`,
      params,
    );
    return rows.map(positioned);
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
