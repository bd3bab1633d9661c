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
import type { Database } from "./database.js";

/** A `messages` row as node:sqlite returns it. */
export interface MessageRow {
  /** `msg_…` id. */
  message_id: string;
  /** Owning account. */
  account_id: string;
  /** `test` or `live`. */
  mode: string;
  /** Recipient (the wire `to`). */
  to_number: string;
  /** Template it was rendered from. */
  template_id: string;
  /** The template's category. */
  category: string;
  /** Rendered text. */
  text: string;
  /** `gsm7` or `ucs2`. */
  encoding: string;
  /** Segment count. */
  segments: number;
  /** Credits charged. */
  credits_used: number;
  /** Current status. */
  status: string;
  /** Status changes after `queued`. */
  sequence: number;
  /** JSON of the failure, or null. */
  error: string | null;
  /** The send's key, or null. */
  idempotency_key: string | null;
  /** Acceptance time. */
  submitted_at: string;
  /** Time of the last change. */
  updated_at: string;
  /** JSON array of `{status, at}`, oldest first. */
  status_history: string;
}

/** Messages and their status history, in SQLite. */
export class SqliteMessageStore implements MessageStore {
  constructor(private readonly db: Database) {}

  /** Stores an accepted message in `queued`. */
  async insert(m: NewMessage): Promise<MessageRecord> {
    this.db.run(
      `INSERT INTO messages (message_id, account_id, mode, to_number, template_id, category, text, encoding,
         segments, credits_used, status, sequence, error, idempotency_key, submitted_at, updated_at, status_history)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, NULL, ?, ?, ?, json_array(json_object('status', 'queued', 'at', ?)))`,
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
      m.submitted_at,
      m.submitted_at,
    );
    return {
      ...m,
      status: "queued",
      sequence: 0,
      error: null,
      updated_at: m.submitted_at,
      status_history: [{ status: "queued", at: m.submitted_at }],
    };
  }

  /** A message of this account and mode, or undefined (another account's or mode's is invisible). */
  async find(accountId: string, mode: Mode, messageId: string): Promise<MessageRecord | undefined> {
    const r = this.db.get<MessageRow>(
      "SELECT * FROM messages WHERE message_id = ? AND account_id = ? AND mode = ?",
      messageId,
      accountId,
      mode,
    );
    return r ? toRecord(r) : undefined;
  }

  /** A message by id alone, for internal workers. */
  async findById(messageId: string): Promise<MessageRecord | undefined> {
    const r = this.db.get<MessageRow>("SELECT * FROM messages WHERE message_id = ?", messageId);
    return r ? toRecord(r) : undefined;
  }

  /** A page of messages, newest first. */
  async list(accountId: string, mode: Mode, q: MessageListQuery): Promise<MessageRecord[]> {
    const where = ["account_id = ?", "mode = ?"];
    const params: (string | number)[] = [accountId, mode];
    if (q.status) {
      where.push("status = ?");
      params.push(q.status);
    }
    if (q.since) {
      where.push("submitted_at >= ?");
      params.push(q.since);
    }
    if (q.before) {
      where.push("message_id < ?");
      params.push(q.before);
    }
    const rows = this.db.all<MessageRow>(
      `SELECT * FROM messages WHERE ${where.join(" AND ")} ORDER BY message_id DESC LIMIT ?`,
      ...params,
      q.limit,
    );
    return rows.map(toRecord);
  }

  /**
   * Submission time of the `n`-th latest message to `to` since `sinceIso`, or undefined when fewer than `n`
   * were sent: the abuse cap is reached exactly when it exists. Reads at most `n` index entries.
   */
  async nthLatestToRecipient(
    accountId: string,
    mode: Mode,
    to: string,
    sinceIso: string,
    n: number,
  ): Promise<string | undefined> {
    return this.db.get<{ submitted_at: string }>(
      `SELECT submitted_at FROM messages WHERE account_id = ? AND mode = ? AND to_number = ? AND submitted_at > ?
       ORDER BY submitted_at DESC LIMIT 1 OFFSET ?`,
      accountId,
      mode,
      to,
      sinceIso,
      n - 1,
    )?.submitted_at;
  }

  /**
   * Moves a message from the status and sequence it was read with to `to`, appending to its history: the
   * update only matches while both are unchanged (so a concurrent change wins and this one changes
   * nothing). Returns false when it did not match.
   */
  async updateStatus(
    messageId: string,
    from: Pick<MessageRecord, "status" | "sequence">,
    to: MessageStatus,
    at: string,
    error: MessageError | null,
    creditsUsed: number,
  ): Promise<boolean> {
    // Guarded by the status and sequence that were read, so a concurrent change makes this one match nothing.
    const changed = this.db.run(
      `UPDATE messages SET status = ?, updated_at = ?, error = ?, credits_used = ?, sequence = sequence + 1,
         status_history = json_insert(status_history, '$[#]', json_object('status', ?, 'at', ?))
       WHERE message_id = ? AND status = ? AND sequence = ?`,
      to,
      at,
      error ? JSON.stringify(error) : null,
      creditsUsed,
      to,
      at,
      messageId,
      from.status,
      from.sequence,
    );
    return changed === 1;
  }
}

/** A stored row as a message record. */
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
    status_history: JSON.parse(r.status_history) as StatusChange[],
    error: r.error ? JSON.parse(r.error) : null,
    idempotency_key: r.idempotency_key,
    text: r.text,
    sequence: Number(r.sequence),
  };
}
