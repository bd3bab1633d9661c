import type { TemplateCache } from "../accounts/template-cache.js";
import { DomainError } from "../errors.js";
import { fingerprint, IDEMPOTENCY_RETENTION_MS } from "../idempotency.js";
import { newMessageId } from "../ids.js";
import type { ApiVersion, Caller, Message, MessageRecord, Template } from "../model.js";
import type { Clock, IdempotencyLookup, Notifier, Storage, Stores } from "../ports.js";
import { isIndiaTraffic, MAGIC_NUMBERS } from "../recipient.js";
import { renderTemplate } from "../template-render.js";
import { type PreparedSend, prepareSend, type RecipientVerdict } from "./prepare-send.js";

/** A send request body that passed schema validation. */
export interface SendRequest {
  /** Recipient as sent: E.164 digits without `+` (v1), or with it (v2); see {@link SendOptions.recipientForm}. */
  to: string;
  /** Template to render. */
  template_id: string;
  /** Values for the template's `{#var#}` positions, in order. */
  variables?: string[];
}

/** The answer to a send: the answer as the caller's API version renders it, and whether it is a replay. */
export interface SendResult<A> {
  /** The rendered answer (a stored one on a replay, parsed back). */
  answer: A;
  /** True when the answer is a stored idempotent one. */
  replayed: boolean;
  /** The new message when one was created (not on a replay). */
  created?: MessageRecord;
}

/** How one API version sends: its idempotency scope, its recipient form and its rendering of the answer. */
export interface SendOptions<A> {
  /** The request's idempotency key, or null. */
  idempotencyKey: string | null;
  /** The version the request came through: keys are scoped by it, and replays answer in it. */
  apiVersion: ApiVersion;
  /** `digits`: country code first, no `+` (v1); `plus`: E.164 with a leading `+` (v2). */
  recipientForm: "digits" | "plus";
  /** Turns the new message into the version's answer; that exact answer is what a retry with the key gets back. */
  render: (message: Message) => A;
}

/**
 * The send use case as the routes call it: {@link sendMessage} over its deps, here or in another process.
 * `prepared` is the request's {@link PreparedSend} when the caller worked it out already.
 */
export type SendUseCase = <A>(
  caller: Caller,
  request: SendRequest,
  options: SendOptions<A>,
  prepared?: PreparedSend,
) => Promise<SendResult<A>>;

/** What the send use case uses. */
export interface SendDeps {
  /** Storage: the acceptance is one durable transaction. */
  storage: Storage;
  /** Templates, kept for a second like the caller's credentials. */
  templates: Pick<TemplateCache, "find">;
  /** Wakes the carrier dispatcher once the message is committed. */
  notifier: Notifier;
  /** Clock, replaceable in tests; defaults to the system clock. */
  now?: Clock;
}

/**
 * Send checks 4–10 of api-v1.md §3, in order (1–3 are done by the HTTP layer), then the atomic
 * acceptance: idempotency lookup, message, stored answer and debit in one durable transaction, so a refusal
 * stores nothing and nothing is acknowledged before it is committed. The debit is the transaction's last
 * write: it locks the account's balance, which every send of the account waits for, so it is held for as
 * little of the transaction as it can be (on PostgreSQL, it goes with the commit). `render` turns the new message into
 * the answer of the caller's API version; that exact answer is what a retry with the same key gets back.
 * `prepared` (the recipient's verdict and the fingerprint) is worked out here unless the caller passes it.
 */
export async function sendMessage<A>(
  deps: SendDeps,
  caller: Caller,
  request: SendRequest,
  options: SendOptions<A>,
  prepared: PreparedSend = prepareSend(request, options),
): Promise<SendResult<A>> {
  const { idempotencyKey, render } = options;
  const now = (deps.now ?? (() => new Date()))();
  // Read before the transaction, checked in its turn inside it: a read through another connection while the
  // transaction holds one could wait for a pool that every concurrent send holds.
  const template = await deps.templates.find(caller.account.account_id, request.template_id);
  const result = await deps.storage.transaction(async (tx) => {
    if (idempotencyKey === null) {
      const recipient = await checkRecipientAndCap(tx, caller, prepared.recipient, now);
      const { created, charge } = await accept(tx, caller, request, options, template, null, now, recipient);
      await charge();
      return { answer: render(created), replayed: false, created };
    }
    const scope = {
      accountId: caller.account.account_id,
      mode: caller.mode,
      apiVersion: options.apiVersion,
      key: idempotencyKey,
    };
    const requestFingerprint = prepared.fingerprint ?? fingerprint(request);
    const nowIso = now.toISOString();
    // Check 5's read of the recipient's recent sends is asked for with the lookup (on PostgreSQL both go in
    // one round trip); its answer counts only when the key is new, as if asked for after it.
    const [lookup, recipient] = await Promise.allSettled([
      tx.idempotency.lookup(scope, nowIso),
      checkRecipientAndCap(tx, caller, prepared.recipient, now),
    ]);
    const existing = settledValue(lookup);
    if (existing.state !== "absent") {
      return { answer: replayOrRefuse<A>(existing, requestFingerprint), replayed: true };
    }
    const checked = settledValue(recipient);
    const { created, charge } = await accept(
      tx,
      caller,
      request,
      options,
      template,
      idempotencyKey,
      now,
      checked,
    );
    const answer = render(created);
    // Stored with its answer in the same transaction: a refused request throws before it commits, so it
    // stores nothing.
    await tx.idempotency.store(scope, {
      fingerprint: requestFingerprint,
      answer: JSON.stringify(answer),
      nowIso,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
    });
    await charge();
    return { answer, replayed: false, created };
  }, SHARED);
  if (result.created) deps.notifier.publish("messages");
  return result;
}

/** A send's acceptance may share its transaction with other sends' (see TransactionOptions.shared). */
const SHARED = { shared: true } as const;

function replayOrRefuse<A>(
  existing: Exclude<IdempotencyLookup, { state: "absent" }>,
  requestFingerprint: string,
): A {
  if (existing.state === "in_progress") {
    throw new DomainError(
      "idempotency_request_in_progress",
      "A request with this idempotency key is still being processed; retry in a moment.",
      { retryAfterSeconds: 1 },
    );
  }
  if (existing.fingerprint !== requestFingerprint) {
    throw new DomainError(
      "idempotency_key_reused",
      "This idempotency key was already used with a different request body; use a new key for a new message.",
    );
  }
  return JSON.parse(existing.answer) as A;
}

/** A message written but not yet paid for: `charge` debits it (check 10), the transaction's last write. */
interface Accepted {
  /** The new message. */
  created: MessageRecord;
  /** Debits its credits, or throws `insufficient_credits` (rolling the transaction back, message included). */
  charge: () => Promise<void>;
}

/** The value of a settled promise, or its rejection thrown. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

/** A recipient that passed check 5. */
interface CheckedRecipient {
  /** Digits, country code first, as stored. */
  to: string;
  /** The recipient's country (ISO 3166 alpha-2). */
  country: string;
}

/** Check 5: recipient format, validity and SMS capability (the prepared verdict), then the per-recipient abuse cap. */
async function checkRecipientAndCap(
  tx: Stores,
  caller: Caller,
  verdict: RecipientVerdict,
  now: Date,
): Promise<CheckedRecipient> {
  const { account } = caller;
  if (!verdict.ok) throw new DomainError(verdict.code, verdict.detail);
  const { to } = verdict;
  const windowMs = account.recipient_cap_window_seconds * 1000;
  const exempt = caller.mode === "test" && MAGIC_NUMBERS.has(to);
  const capReachedAt = exempt
    ? undefined
    : await tx.messages.nthLatestToRecipient(
        account.account_id,
        caller.mode,
        to,
        new Date(now.getTime() - windowMs).toISOString(),
        account.recipient_cap_max,
      );
  if (capReachedAt !== undefined) {
    const oldest = Date.parse(capReachedAt);
    const retry = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    throw new DomainError(
      "recipient_rate_limited",
      `At most ${account.recipient_cap_max} messages per ${account.recipient_cap_window_seconds} s may go to one recipient; retry in ${retry} s.`,
      { retryAfterSeconds: retry },
    );
  }
  return { to, country: verdict.country };
}

/** Checks 6–9 for a recipient that passed check 5, then the message, written; `charge` is check 10. */
async function accept(
  tx: Stores,
  caller: Caller,
  request: SendRequest,
  options: Pick<SendOptions<unknown>, "apiVersion">,
  template: Template | undefined,
  idempotencyKey: string | null,
  now: Date,
  recipient: CheckedRecipient,
): Promise<Accepted> {
  const { account } = caller;
  const nowIso = now.toISOString();
  const { to } = recipient;
  // 6–7: the template.
  if (!template)
    throw new DomainError(
      "template_not_found",
      `No template ${request.template_id} is registered for this account.`,
    );
  if (template.status !== "active")
    throw new DomainError("template_inactive", `Template ${request.template_id} is not active.`);
  // 8: variables and length.
  const rendered = renderTemplate(template, request.variables ?? []);
  // 9: destination, category, India DLT.
  if (!account.allowed_countries.includes(recipient.country))
    throw new DomainError("destination_not_permitted", `This account may not send to ${recipient.country}.`);
  if (!account.allowed_categories.includes(template.category))
    throw new DomainError(
      "category_not_permitted",
      `This account may not send ${template.category} messages.`,
    );
  if (isIndiaTraffic(to)) {
    const dlt = template.dlt;
    if (!dlt?.entity_id || !dlt.header || !dlt.dlt_template_id)
      throw new DomainError(
        "dlt_mapping_incomplete",
        `Template ${template.template_id} has no complete DLT mapping (entity, header, template id), needed for India.`,
      );
  }
  // 10: credits, debited atomically for prepaid accounts.
  const credits = rendered.segments * (account.credit_rates[recipient.country] ?? 1);
  const messageId = newMessageId();
  const prepaid = account.billing === "prepaid";
  const created = await tx.messages.insert({
    message_id: messageId,
    account_id: account.account_id,
    mode: caller.mode,
    to: to,
    template_id: template.template_id,
    category: template.category,
    text: rendered.text,
    encoding: rendered.encoding,
    segments: rendered.segments,
    credits_used: credits,
    idempotency_key: idempotencyKey,
    submitted_at: nowIso,
  });
  const charge = async () => {
    if (await tx.ledger.debit(account.account_id, caller.mode, credits, messageId, nowIso, prepaid)) return;
    const balance = await tx.ledger.balance(account.account_id, caller.mode);
    throw new DomainError(
      "insufficient_credits",
      `This message needs ${credits} credit(s); the balance is ${balance}. Top up the ${caller.mode} balance${caller.mode === "test" ? ` (POST /${options.apiVersion}/test-helpers/account/balance sets it)` : ""}.`,
    );
  };
  return { created, charge };
}
