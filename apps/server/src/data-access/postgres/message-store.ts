import type { Encoding } from "../../domain/encoding.js";
import type { MessageError, MessageStatus } from "../../domain/lifecycle.js";
import type {
  MessageListQuery,
  MessageRecord,
  Mode,
  NewMessage,
  StatusChange,
  TemplateCategory,
} from "../../domain/model.js";
import type { MessageStore } from "../../domain/ports.js";
import { KeyLookupBatch } from "./key-lookup-batch.js";
import { ownedRow } from "./owned-row.js";
import { RunAlone } from "./run-alone.js";
import type { Sql } from "./sql-executor.js";

/** A `messages` row as pg returns it (json columns parsed). */
export interface MessageRow {
  /** Message id. */
  message_id: string;
  /** Sending account. */
  account_id: string;
  /** Mode of the sending key. */
  mode: string;
  /** Recipient (E.164 digits). */
  to_number: string;
  /** Template it was rendered from. */
  template_id: string;
  /** The template's category. */
  category: string;
  /** Rendered text. */
  text: string;
  /** Encoding of the text. */
  encoding: string;
  /** Segment count. */
  segments: number;
  /** Credits charged. */
  credits_used: number;
  /** Current status. */
  status: string;
  /** Status changes after queued. */
  sequence: number;
  /** Why it failed, or null. */
  error: MessageError | null;
  /** The send's idempotency key, or null. */
  idempotency_key: string | null;
  /** Acceptance time. */
  submitted_at: string;
  /** Time of the last status change. */
  updated_at: string;
  /** Every status entered, oldest first. */
  status_history: StatusChange[];
}

/** The columns a message record is read from. */
export const MESSAGE_COLUMN_NAMES = [
  "message_id",
  "account_id",
  "mode",
  "to_number",
  "template_id",
  "category",
  "text",
  "encoding",
  "segments",
  "credits_used",
  "status",
  "sequence",
  "error",
  "idempotency_key",
  "submitted_at",
  "updated_at",
  "status_history",
] as const;

const MESSAGE_COLUMNS = MESSAGE_COLUMN_NAMES.join(", ");

/** Waits for the recipient's lock (check 5's cap), held until the transaction ends. */
const LOCK_RECIPIENT = "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))";
/** Tries the recipient's lock without waiting: `locked`. */
const TRY_RECIPIENT = "SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked";

/** Many accepted messages' insert (sql-executor.ts, `Step.merge`): arrays of {@link PgMessageStore.insert}'s values. */
const INSERT_MESSAGES = `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
    segments, credits_used, status, sequence, error, idempotency_key, submitted_at, updated_at, status_history)
  SELECT u.message_id, u.account_id, u.mode, u.to_number, u.template_id, u.category, u.text, u.encoding, u.segments,
    u.credits_used, 'queued', 0, NULL, u.idempotency_key, u.submitted_at, u.submitted_at, u.status_history::jsonb
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
    $9::int[], $10::int[], $11::text[], $12::text[], $13::text[])
    AS u(message_id, account_id, mode, to_number, template_id, category, text, encoding, segments, credits_used,
      idempotency_key, submitted_at, status_history)`;

/** A recipient's key in `messages_recipient_key` (migration 011): account, mode and number, spaced. */
const RECIPIENT_KEY = "(account_id || ' ' || mode || ' ' || to_number)";

/** {@link RECIPIENT_KEY}'s value for a recipient, as a statement's parameter. */
function recipientKey(accountId: string, mode: Mode, to: string): string {
  return `${accountId} ${mode} ${to}`;
}

/** The submission time of the n-th latest message to a recipient since a time (`LIMIT 1 OFFSET $3`). */
const NTH_LATEST = `SELECT submitted_at FROM messages
  WHERE ${RECIPIENT_KEY} = $1 AND submitted_at > $2
  ORDER BY submitted_at DESC LIMIT 1 OFFSET $3`;

/** {@link NTH_LATEST} for many: a row for each recipient that has one. */
const NTH_LATESTS = `SELECT u.member::int AS member, n.submitted_at
  FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS u(recipient, since, skip, member)
  CROSS JOIN LATERAL (SELECT submitted_at FROM messages
    WHERE ${RECIPIENT_KEY} = u.recipient AND submitted_at > u.since
    ORDER BY submitted_at DESC LIMIT 1 OFFSET u.skip) AS n`;

/** {@link TRY_RECIPIENT} for many. */
const TRY_RECIPIENTS = `SELECT u.member::int AS member, pg_try_advisory_xact_lock(hashtextextended(u.lock, 0)) AS locked
  FROM unnest($1::text[]) WITH ORDINALITY AS u(lock, member)`;

/** Messages and their status history, in PostgreSQL. */
export class PgMessageStore implements MessageStore {
  private readonly sql: Sql;
  private readonly lookups: KeyLookupBatch<MessageRow> | undefined;

  /** `batchLookups`: on the pool's autocommit reads, `find` joins the turn's other lookups in one statement. */
  constructor(sql: Sql, batchLookups = false) {
    this.sql = sql;
    this.lookups = batchLookups
      ? new KeyLookupBatch<MessageRow>({
          sql,
          text: `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE message_id = ANY($1::text[])`,
          keyOf: (row) => row.message_id,
        })
      : undefined;
  }

  /** Stores an accepted message in `queued`. */
  async insert(m: NewMessage): Promise<MessageRecord> {
    const history: StatusChange[] = [{ status: "queued", at: m.submitted_at }];
    // Held back to go with the transaction's next statement: nothing here needs to wait for it.
    await this.sql.defer(
      `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
         segments, credits_used, status, sequence, error, idempotency_key, submitted_at, updated_at, status_history)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued', 0, NULL, $11, $12, $12, $13)`,
      [
        m.message_id,
        m.account_id,
        m.mode,
        m.to,
        m.template_id,
        m.category,
        m.text,
        m.encoding,
        m.segments,
        m.credits_used,
        m.idempotency_key,
        m.submitted_at,
        JSON.stringify(history),
      ],
      undefined,
      INSERT_MESSAGES,
    );
    return {
      ...m,
      status: "queued",
      sequence: 0,
      error: null,
      updated_at: m.submitted_at,
      status_history: history,
    };
  }

  /** A message of this account and mode, or undefined: by its primary key, the owner checked by `ownedRow`. */
  async find(accountId: string, mode: Mode, messageId: string): Promise<MessageRecord | undefined> {
    const row = this.lookups
      ? await this.lookups.find(messageId)
      : await this.sql.row<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE message_id = $1`, [
          messageId,
        ]);
    const r = ownedRow(row, accountId, mode);
    return r ? toRecord(r) : undefined;
  }

  /** A message by id alone, for workers. */
  async findById(messageId: string): Promise<MessageRecord | undefined> {
    const r = await this.sql.row<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE message_id = $1`,
      [messageId],
    );
    return r ? toRecord(r) : undefined;
  }

  /** A page of messages, newest first. */
  async list(accountId: string, mode: Mode, q: MessageListQuery): Promise<MessageRecord[]> {
    const params: (string | number)[] = [accountId, mode];
    const where = ["account_id = $1", "mode = $2"];
    const add = (condition: string, value: string) => {
      params.push(value);
      where.push(`${condition} $${params.length}`);
    };
    if (q.status) add("status =", q.status);
    if (q.since) add("submitted_at >=", q.since);
    if (q.before) add("message_id <", q.before);
    params.push(q.limit);
    const rows = await this.sql.rows<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE ${where.join(" AND ")}
       ORDER BY message_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecord);
  }

  /** Submission time of the `n`-th latest message to `to` after `sinceIso`, or undefined when fewer were sent. */
  async nthLatestToRecipient(
    accountId: string,
    mode: Mode,
    to: string,
    sinceIso: string,
    n: number,
  ): Promise<string | undefined> {
    // Sends to one recipient wait for each other from here to their commit, so two concurrent sends cannot
    // both count the same four earlier messages and pass a cap of five (READ COMMITTED would let them).
    // One round trip: the count is its own statement, so its snapshot is taken once the lock is held.
    // A grouped transaction's member only tries the lock: its group's connection must not wait for another
    // transaction's, and two groups that each held one recipient and waited for the other's would deadlock.
    const lock = `recipient:${accountId}:${mode}:${to}`;
    this.sql.exclusive(lock);
    const waits = this.sql.waitsForLocks;
    const [taken, count] = await this.sql.pipeline([
      waits
        ? { text: LOCK_RECIPIENT, values: [lock] }
        : { text: TRY_RECIPIENT, values: [lock], merge: TRY_RECIPIENTS },
      { text: NTH_LATEST, values: [recipientKey(accountId, mode, to), sinceIso, n - 1], merge: NTH_LATESTS },
    ]);
    if (!(waits || (taken?.rows[0] as { locked?: boolean } | undefined)?.locked === true)) {
      throw new RunAlone("another transaction holds its recipient's lock");
    }
    return (count?.rows[0] as { submitted_at: string } | undefined)?.submitted_at;
  }

  /**
   * Moves a message from the status and sequence it was read with to `to`, appending to its history. The
   * update only matches while both are unchanged: a concurrent change that committed first makes this one
   * match nothing (under READ COMMITTED the row is re-checked after the other transaction's commit).
   */
  async updateStatus(
    messageId: string,
    from: Pick<MessageRecord, "status" | "sequence">,
    to: MessageStatus,
    at: string,
    error: MessageError | null,
    creditsUsed: number,
  ): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE messages SET status = $1, updated_at = $2, error = $3, credits_used = $4, sequence = sequence + 1,
         status_history = status_history || jsonb_build_array(jsonb_build_object('status', $1::text, 'at', $2::text))
       WHERE message_id = $5 AND status = $6 AND sequence = $7`,
      [to, at, error ? JSON.stringify(error) : null, creditsUsed, messageId, from.status, from.sequence],
    );
    return changed === 1;
  }
}

/** A stored row as a message record (history entries rebuilt as `{status, at}`: jsonb reorders keys). */
export function toRecord(r: MessageRow): MessageRecord {
  return {
    message_id: r.message_id,
    account_id: r.account_id,
    status: r.status as MessageStatus,
    to: r.to_number,
    template_id: r.template_id,
    category: r.category as TemplateCategory,
    mode: r.mode as Mode,
    encoding: r.encoding as Encoding,
    segments: r.segments,
    credits_used: r.credits_used,
    submitted_at: r.submitted_at,
    updated_at: r.updated_at,
    status_history: r.status_history.map((h) => ({ status: h.status, at: h.at })),
    error: r.error ?? null,
    idempotency_key: r.idempotency_key,
    text: r.text,
    sequence: r.sequence,
  };
}
