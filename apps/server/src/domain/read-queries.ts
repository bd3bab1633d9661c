import type { AccountRepository } from "../data-access/account-repository.js";
import type { EventRecord, EventRepository } from "../data-access/event-repository.js";
import type { LedgerRepository } from "../data-access/ledger-repository.js";
import { type MessageRepository, toWireMessage } from "../data-access/message-repository.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import { ApiError } from "./errors.js";
import type { MessageStatus } from "./lifecycle.js";
import type { Caller, Message, Template } from "./types.js";

/** Repositories the read use cases use. */
export interface ReadDeps {
  /** Accounts and templates. */
  accounts: AccountRepository;
  /** Messages and their status history. */
  messages: MessageRepository;
  /** The event outbox. */
  events: EventRepository;
  /** Balances and ledger entries. */
  ledger: LedgerRepository;
}

/** One page of a list, newest first. */
export interface Page<T> {
  /** The items of this page. */
  data: T[];
  /** Cursor of the next page, or null on the last one. */
  next_cursor: string | null;
}

/** Paging parameters as received (the validator has checked their shape). */
export interface PageQuery {
  /** Page size, 1–100. */
  limit: number;
  /** `next_cursor` of the previous page; absent for the first. */
  cursor?: string;
}

/** An event in its wire shape. */
export interface WireEvent {
  /** `evt_…` id. */
  event_id: string;
  /** Event type, e.g. `sms.delivered`. */
  type: string;
  /** When the event was recorded (RFC 3339, UTC). */
  created_at: string;
  /** The event's payload. */
  data: Record<string, unknown>;
}

function page<T, R>(rows: R[], limit: number, wire: (r: R) => T, cursorOf: (r: R) => string): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { data: items.map(wire), next_cursor: rows.length > limit && last ? cursorOf(last) : null };
}

/** One of the caller's messages; 404 `message_not_found` for anything else. */
export function getMessage(deps: ReadDeps, caller: Caller, messageId: string): Message {
  const m = deps.messages.find(caller.account.account_id, caller.mode, messageId);
  if (!m) throw new ApiError(404, "message_not_found", `No message ${messageId} in this account and mode.`);
  return toWireMessage(m);
}

/** The caller's messages, newest first, optionally by status and acceptance time. */
export function listMessages(
  deps: ReadDeps,
  caller: Caller,
  q: PageQuery & { status?: MessageStatus; since?: string },
): Page<Message> {
  const before = q.cursor ? decodeCursor("sms", q.cursor, ["id"]).id : undefined;
  const rows = deps.messages.list(caller.account.account_id, caller.mode, {
    status: q.status,
    since: q.since,
    before,
    limit: q.limit + 1,
  });
  return page(rows, q.limit, toWireMessage, (m) => encodeCursor("sms", { id: m.message_id }));
}

/** One of the account's templates; 404 `template_not_found` otherwise. */
export function getTemplate(deps: ReadDeps, caller: Caller, templateId: string): Template {
  const t = deps.accounts.getTemplate(caller.account.account_id, templateId);
  if (!t) throw new ApiError(404, "template_not_found", `No template ${templateId} in this account.`);
  return t;
}

/** The account's templates, newest first. */
export function listTemplates(deps: ReadDeps, caller: Caller, q: PageQuery): Page<Template> {
  const after = q.cursor ? decodeCursor("templates", q.cursor, ["created_at", "template_id"]) : undefined;
  const rows = deps.accounts.listTemplates(caller.account.account_id, q.limit + 1, after);
  return page(
    rows,
    q.limit,
    (t) => t,
    (t) => encodeCursor("templates", { created_at: t.created_at, template_id: t.template_id }),
  );
}

/** The caller's account as seen from the key's mode, with that mode's balance. */
export function getAccountView(deps: ReadDeps, caller: Caller) {
  const { account, mode } = caller;
  return {
    account_id: account.account_id,
    name: account.name,
    billing: account.billing,
    mode,
    balance: deps.ledger.balance(account.account_id, mode),
    allowed_countries: account.allowed_countries,
    allowed_categories: account.allowed_categories,
  };
}

function wireEvent(e: EventRecord): WireEvent {
  return { event_id: e.event_id, type: e.type, created_at: e.created_at, data: e.data };
}

/** One of the caller's events; 404 `event_not_found` otherwise. */
export function getEvent(deps: ReadDeps, caller: Caller, eventId: string): WireEvent {
  const e = deps.events.find(caller.account.account_id, caller.mode, eventId);
  if (!e) throw new ApiError(404, "event_not_found", `No event ${eventId} in this account and mode.`);
  return wireEvent(e);
}

/** The caller's events, newest first, optionally by type and creation time. */
export function listEvents(
  deps: ReadDeps,
  caller: Caller,
  q: PageQuery & { type?: string; since?: string },
): Page<WireEvent> {
  const before = q.cursor ? decodeCursor("events", q.cursor, ["id"]).id : undefined;
  const rows = deps.events.list(caller.account.account_id, caller.mode, {
    type: q.type,
    since: q.since,
    before,
    limit: q.limit + 1,
  });
  return page(rows, q.limit, wireEvent, (e) => encodeCursor("events", { id: e.event_id }));
}
