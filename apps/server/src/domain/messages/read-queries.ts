import { decodeCursor, encodeCursor } from "../cursor.js";
import { DomainError } from "../errors.js";
import type { MessageStatus } from "../lifecycle.js";
import type { Account, Caller, EventRecord, MessageRecord, Mode, Template } from "../model.js";
import type { ReadStores } from "../ports.js";

/** What the read use cases use: reads outside a transaction. */
export type ReadDeps = ReadStores;

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

function page<T>(rows: T[], limit: number, cursorOf: (r: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { data: items, next_cursor: rows.length > limit && last ? cursorOf(last) : null };
}

/** One of the caller's messages; 404 `message_not_found` for anything else. */
export async function getMessage(deps: ReadDeps, caller: Caller, messageId: string): Promise<MessageRecord> {
  const m = await deps.messages.find(caller.account.account_id, caller.mode, messageId);
  if (!m) throw new DomainError("message_not_found", `No message ${messageId} in this account and mode.`);
  return m;
}

/** The caller's messages, newest first, optionally by status and acceptance time. */
export async function listMessages(
  deps: ReadDeps,
  caller: Caller,
  q: PageQuery & { status?: MessageStatus; since?: string },
): Promise<Page<MessageRecord>> {
  const before = q.cursor ? decodeCursor("sms", q.cursor, ["id"]).id : undefined;
  const rows = await deps.messages.list(caller.account.account_id, caller.mode, {
    status: q.status,
    since: q.since,
    before,
    limit: q.limit + 1,
  });
  return page(rows, q.limit, (m) => encodeCursor("sms", { id: m.message_id }));
}

/** One of the account's templates; 404 `template_not_found` otherwise. */
export async function getTemplate(deps: ReadDeps, caller: Caller, templateId: string): Promise<Template> {
  const t = await deps.accounts.getTemplate(caller.account.account_id, templateId);
  if (!t)
    throw new DomainError("template_not_found", `No template ${templateId} in this account.`, {
      addressed: true,
    });
  return t;
}

/** The account's templates, newest first. */
export async function listTemplates(deps: ReadDeps, caller: Caller, q: PageQuery): Promise<Page<Template>> {
  const after = q.cursor ? decodeCursor("templates", q.cursor, ["created_at", "template_id"]) : undefined;
  const rows = await deps.accounts.listTemplates(caller.account.account_id, q.limit + 1, after);
  return page(rows, q.limit, (t) =>
    encodeCursor("templates", { created_at: t.created_at, template_id: t.template_id }),
  );
}

/** The caller's account as seen from the key's mode, with that mode's balance. */
export async function getAccountView(deps: ReadDeps, caller: Caller): Promise<AccountView> {
  const { account, mode } = caller;
  return {
    account_id: account.account_id,
    name: account.name,
    billing: account.billing,
    mode,
    balance: await deps.ledger.balance(account.account_id, mode),
    allowed_countries: account.allowed_countries,
    allowed_categories: account.allowed_categories,
  };
}

/** One of the caller's events; 404 `event_not_found` otherwise. */
export async function getEvent(deps: ReadDeps, caller: Caller, eventId: string): Promise<EventRecord> {
  const e = await deps.events.find(caller.account.account_id, caller.mode, eventId);
  if (!e) throw new DomainError("event_not_found", `No event ${eventId} in this account and mode.`);
  return e;
}

/** The caller's events, newest first, optionally by type and creation time. */
export async function listEvents(
  deps: ReadDeps,
  caller: Caller,
  q: PageQuery & { type?: string; since?: string },
): Promise<Page<EventRecord>> {
  const before = q.cursor ? decodeCursor("events", q.cursor, ["id"]).id : undefined;
  const rows = await deps.events.list(caller.account.account_id, caller.mode, {
    type: q.type,
    since: q.since,
    before,
    limit: q.limit + 1,
  });
  return page(rows, q.limit, (e) => encodeCursor("events", { id: e.event_id }));
}

/** The caller's account as seen from the key's mode. */
export interface AccountView {
  /** Account id. */
  account_id: string;
  /** Display name. */
  name: string;
  /** Prepaid or postpaid. */
  billing: Account["billing"];
  /** The key's mode. */
  mode: Mode;
  /** That mode's balance. */
  balance: number;
  /** ISO country codes the account may send to. */
  allowed_countries: string[];
  /** Template categories the account may send. */
  allowed_categories: Account["allowed_categories"];
}
