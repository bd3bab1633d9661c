import type { Database } from "../data-access/database.js";
import type { IdempotencyRepository } from "../data-access/idempotency-repository.js";
import type { LedgerRepository } from "../data-access/ledger-repository.js";
import {
  type MessageRecord,
  type MessageRepository,
  toWireMessage,
} from "../data-access/message-repository.js";
import type { TemplateCache } from "../data-access/template-cache.js";
import { ApiError } from "./errors.js";
import { fingerprint, IDEMPOTENCY_RETENTION_MS } from "./idempotency.js";
import { newMessageId } from "./ids.js";
import { checkRecipient, isIndiaTraffic } from "./recipient.js";
import { renderTemplate } from "./template-render.js";
import type { Caller, Message } from "./types.js";

/** A send request body that passed schema validation. */
export interface SendRequest {
  /** Recipient in E.164 digits without `+`. */
  to: string;
  /** Template to render. */
  template_id: string;
  /** Values for the template's `{#var#}` positions, in order. */
  variables?: string[];
}

/** The answer to a send: the 202 body, and whether it replays a stored one. */
export interface SendResult {
  /** Always 202 Accepted. */
  status: 202;
  /** The response body: the queued message. */
  body: { success: true; data: Message };
  /** True when the body is a stored idempotent answer. */
  replayed: boolean;
  /** The new message when one was created (not on a replay). */
  created?: MessageRecord;
}

/** Repositories the send use case writes. */
export interface SendDeps {
  /** Database for the acceptance transaction. */
  db: Database;
  /** Templates, kept for a second like the caller's credentials. */
  templates: Pick<TemplateCache, "find">;
  /** Where the new message is stored. */
  messages: MessageRepository;
  /** Where the debit is written. */
  ledger: LedgerRepository;
  /** Idempotency claims and stored answers. */
  idempotency: IdempotencyRepository;
  /** Clock, replaceable in tests; defaults to the system clock. */
  now?: () => Date;
}

/**
 * Send checks 4–10 of api-v1.md §3, in order (1–3 are done by the HTTP layer), then the atomic
 * acceptance: idempotency lookup, debit, message, stored answer — one unit of a group commit, so a refusal
 * stores nothing and nothing is acknowledged before it is on disk.
 */
export function sendMessage(
  deps: SendDeps,
  caller: Caller,
  request: SendRequest,
  idempotencyKey: string | null,
): Promise<SendResult> {
  return deps.db.groupCommit(() => {
    const now = (deps.now ?? (() => new Date()))();
    if (idempotencyKey !== null) {
      const requestFingerprint = fingerprint(request);
      const { account_id } = caller.account;
      const nowIso = now.toISOString();
      const existing = deps.idempotency.find(account_id, caller.mode, idempotencyKey, nowIso);
      const tag = `idempotency:${account_id}:${caller.mode}:${idempotencyKey}`;
      // A key whose first request is in this same group commit has no acknowledged answer yet.
      if (existing) return replayOrRefuse(existing, requestFingerprint, deps.db.inOpenGroup(tag));
      const result = accept(deps, caller, request, idempotencyKey, now);
      // Stored with its answer in one write: a refused request throws before it, so it stores nothing.
      deps.idempotency.store({
        accountId: account_id,
        mode: caller.mode,
        key: idempotencyKey,
        fingerprint: requestFingerprint,
        status: 202,
        body: JSON.stringify(result.body),
        now: nowIso,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
      });
      deps.db.tagOpenGroup(tag);
      return result;
    }
    return accept(deps, caller, request, idempotencyKey, now);
  });
}

function replayOrRefuse(
  existing: { fingerprint: string; state: string; response_body: string | null },
  requestFingerprint: string,
  firstInFlight: boolean,
): SendResult {
  if (existing.fingerprint !== requestFingerprint) {
    throw new ApiError(
      422,
      "idempotency_key_reused",
      "This idempotency key was already used with a different request body; use a new key for a new message.",
    );
  }
  if (firstInFlight || existing.state !== "completed" || existing.response_body === null) {
    throw new ApiError(
      409,
      "idempotency_request_in_progress",
      "A request with this idempotency key is still being processed; retry in a moment.",
      { headers: { "Retry-After": "1" } },
    );
  }
  return { status: 202, body: JSON.parse(existing.response_body), replayed: true };
}

function accept(
  deps: SendDeps,
  caller: Caller,
  request: SendRequest,
  idempotencyKey: string | null,
  now: Date,
): SendResult {
  const { account } = caller;
  const nowIso = now.toISOString();
  // 5: recipient format, validity and SMS capability, then the per-recipient abuse cap.
  const recipient = checkRecipient(request.to);
  if (!recipient.ok) throw new ApiError(422, "invalid_recipient", `The recipient ${recipient.reason}.`);
  const windowMs = account.recipient_cap_window_seconds * 1000;
  const capReachedAt = deps.messages.nthLatestToRecipient(
    account.account_id,
    caller.mode,
    request.to,
    new Date(now.getTime() - windowMs).toISOString(),
    account.recipient_cap_max,
  );
  if (capReachedAt !== undefined) {
    const oldest = Date.parse(capReachedAt);
    const retry = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    throw new ApiError(
      429,
      "recipient_rate_limited",
      `At most ${account.recipient_cap_max} messages per ${account.recipient_cap_window_seconds} s may go to one recipient; retry in ${retry} s.`,
      { headers: { "Retry-After": String(retry) } },
    );
  }
  // 6–7: the template.
  const template = deps.templates.find(account.account_id, request.template_id);
  if (!template)
    throw new ApiError(
      422,
      "template_not_found",
      `No template ${request.template_id} is registered for this account.`,
    );
  if (template.status !== "active")
    throw new ApiError(422, "template_inactive", `Template ${request.template_id} is not active.`);
  // 8: variables and length.
  const rendered = renderTemplate(template, request.variables ?? []);
  // 9: destination, category, India DLT.
  if (!account.allowed_countries.includes(recipient.country))
    throw new ApiError(
      403,
      "destination_not_permitted",
      `This account may not send to ${recipient.country}.`,
    );
  if (!account.allowed_categories.includes(template.category))
    throw new ApiError(
      403,
      "category_not_permitted",
      `This account may not send ${template.category} messages.`,
    );
  if (isIndiaTraffic(request.to)) {
    const dlt = template.dlt;
    if (!dlt?.entity_id || !dlt.header || !dlt.dlt_template_id)
      throw new ApiError(
        422,
        "dlt_mapping_incomplete",
        `Template ${template.template_id} has no complete DLT mapping (entity, header, template id), needed for India.`,
      );
  }
  // 10: credits, debited atomically for prepaid accounts.
  const credits = rendered.segments * (account.credit_rates[recipient.country] ?? 1);
  const messageId = newMessageId();
  const prepaid = account.billing === "prepaid";
  if (!deps.ledger.debit(account.account_id, caller.mode, credits, messageId, nowIso, prepaid)) {
    const balance = deps.ledger.balance(account.account_id, caller.mode);
    throw new ApiError(
      402,
      "insufficient_credits",
      `This message needs ${credits} credit(s); the balance is ${balance}. Top up the ${caller.mode} balance.`,
    );
  }
  const created = deps.messages.insert({
    message_id: messageId,
    account_id: account.account_id,
    mode: caller.mode,
    to: request.to,
    template_id: template.template_id,
    category: template.category,
    text: rendered.text,
    encoding: rendered.encoding,
    segments: rendered.segments,
    credits_used: credits,
    idempotency_key: idempotencyKey,
    submitted_at: nowIso,
  });
  const body = { success: true as const, data: toWireMessage(created) };
  return { status: 202, body, replayed: false, created };
}
