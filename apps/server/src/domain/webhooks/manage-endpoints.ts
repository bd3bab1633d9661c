import { monotonicFactory } from "ulid";
import { DomainError } from "../errors.js";
import { newEventId } from "../ids.js";
import type { EventRecord, Mode } from "../model.js";
import type { Clock, EndpointStore, Notifier, Storage } from "../ports.js";
import { generateSecret } from "./signature.js";
import { checkWebhookUrl, normaliseWebhookUrl, type UrlPolicy } from "./url-safety.js";
import type {
  EndpointChanges,
  NewEndpoint,
  Owner,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "./webhook-model.js";

const ulid = monotonicFactory();

/** How long the replaced secret still signs deliveries after a rotation (api-v1.md §9). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** Webhook endpoints per account and mode unless the account says otherwise (Stripe's order of magnitude). */
export const DEFAULT_WEBHOOK_ENDPOINT_LIMIT = 16;

/** The fixed text of every `webhook.test` event. */
export const TEST_EVENT_MESSAGE = "This is a test event from the SMS API.";

/** What the endpoint use cases use. */
export interface EndpointDeps {
  /** Storage of endpoints, events and deliveries. */
  storage: Storage;
  /** Wakes the webhook dispatcher after a test event or a re-enable. */
  notifier: Notifier;
  /** Which endpoint URLs are accepted. */
  policy: UrlPolicy;
  /** Clock; defaults to the system clock. */
  now?: Clock;
}

function notFound(webhookId: string): DomainError {
  return new DomainError(
    "webhook_not_found",
    `No webhook endpoint '${webhookId}' exists for this account and mode.`,
    { addressed: true },
  );
}

/** `webhook_url_duplicate` when another endpoint of the owner (not `self`) has this URL. */
async function refuseDuplicateUrl(
  endpoints: EndpointStore,
  owner: Owner,
  url: string,
  self?: string,
): Promise<void> {
  const existing = await endpoints.findByUrl(owner, url);
  if (existing !== undefined && existing !== self) {
    throw new DomainError(
      "webhook_url_duplicate",
      `The endpoint '${existing}' already has this URL; change its events instead of registering it again.`,
    );
  }
}

/** `["sms.sent", "sms.sent"]` is stored once; order is kept. */
function uniqueEvents(events: string[]): string[] {
  return [...new Set(events)];
}

/**
 * The webhook endpoint use cases: rules the schema cannot say (URL safety, ownership) and what each
 * change sets in motion. Every read and write is limited to the owner's account and mode.
 */
export class WebhookEndpoints {
  constructor(private readonly deps: EndpointDeps) {}

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }

  /** The normalised URL (what is stored and called), when it is allowed. */
  private async requireAllowedUrl(url: string): Promise<string> {
    const normalised = normaliseWebhookUrl(url);
    if (!normalised.ok) throw new DomainError("webhook_url_not_allowed", normalised.reason);
    const verdict = await checkWebhookUrl(normalised.href, this.deps.policy);
    if (!verdict.ok) throw new DomainError("webhook_url_not_allowed", verdict.reason);
    return normalised.href;
  }

  /**
   * Registers an endpoint with a fresh secret (shown only in this answer and on rotation), unless the
   * owner already has `limit` endpoints or one with this URL: every endpoint receives each event, so both
   * bound the deliveries one message causes. Checked and written under the owner's lock.
   */
  async create(
    owner: Owner,
    input: NewEndpoint,
    limit = DEFAULT_WEBHOOK_ENDPOINT_LIMIT,
  ): Promise<WebhookEndpointWithSecret> {
    const url = await this.requireAllowedUrl(input.url);
    const nowIso = this.now().toISOString();
    return this.deps.storage.transaction(async (tx) => {
      await tx.endpoints.lockOwner(owner);
      await refuseDuplicateUrl(tx.endpoints, owner, url);
      if ((await tx.endpoints.count(owner)) >= limit) {
        throw new DomainError(
          "webhook_endpoint_limit_reached",
          `This account already has ${limit} webhook endpoints in ${owner.mode} mode, its limit; delete one before registering another.`,
        );
      }
      return tx.endpoints.create(owner, {
        ...input,
        url,
        events: uniqueEvents(input.events),
        webhook_id: `whk_${ulid()}`,
        secret: generateSecret(),
        nowIso,
      });
    });
  }

  /** One endpoint; `webhook_not_found` otherwise. */
  async get(owner: Owner, webhookId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.deps.storage.read.endpoints.get(owner, webhookId);
    if (!endpoint) throw notFound(webhookId);
    return endpoint;
  }

  /** A page of the owner's endpoints, newest first. */
  list(
    owner: Owner,
    limit: number,
    after?: string,
  ): Promise<{ items: WebhookEndpoint[]; last: string | null }> {
    return this.deps.storage.read.endpoints.list(owner, limit, after);
  }

  /** Applies changes (a new URL is checked first); re-enabling sends the parked deliveries at once. */
  async update(owner: Owner, webhookId: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
    await this.get(owner, webhookId);
    const url = changes.url === undefined ? undefined : await this.requireAllowedUrl(changes.url);
    const nowIso = this.now().toISOString();
    const updated = await this.deps.storage.transaction(async (tx) => {
      if (url !== undefined) {
        await tx.endpoints.lockOwner(owner);
        await refuseDuplicateUrl(tx.endpoints, owner, url, webhookId);
      }
      return tx.endpoints.update(
        owner,
        webhookId,
        {
          ...changes,
          ...(url !== undefined ? { url } : {}),
          ...(changes.events ? { events: uniqueEvents(changes.events) } : {}),
        },
        nowIso,
      );
    });
    if (!updated) throw notFound(webhookId);
    if (changes.enabled) this.deps.notifier.publish("deliveries");
    return updated;
  }

  /** Deletes an endpoint and its pending deliveries. */
  async delete(owner: Owner, webhookId: string): Promise<void> {
    const deleted = await this.deps.storage.transaction(async (tx) => {
      await tx.endpoints.lockOwner(owner);
      return tx.endpoints.delete(owner, webhookId);
    });
    if (!deleted) throw notFound(webhookId);
  }

  /** Issues a new secret; the replaced one keeps signing (as a further signature) for 24 h. */
  async rotateSecret(owner: Owner, webhookId: string): Promise<WebhookEndpointWithSecret> {
    const now = this.now();
    const rotated = await this.deps.storage.transaction((tx) =>
      tx.endpoints.rotateSecret(
        owner,
        webhookId,
        generateSecret(),
        now.toISOString(),
        new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
      ),
    );
    if (!rotated) throw notFound(webhookId);
    return rotated;
  }

  /** Writes a `webhook.test` event and queues it for this endpoint only, in one transaction. */
  async sendTestEvent(owner: Owner & { mode: Mode }, webhookId: string): Promise<EventRecord> {
    const endpoint = await this.get(owner, webhookId);
    const event: EventRecord = {
      event_id: newEventId(),
      account_id: owner.account_id,
      mode: owner.mode,
      type: "webhook.test",
      message_id: null,
      created_at: this.now().toISOString(),
      data: { webhook_id: endpoint.webhook_id, message: TEST_EVENT_MESSAGE },
    };
    // The event and its one delivery commit together, so the test event is never listed but not sent.
    // Under the owner's lock, and checked again: a delete in between would leave a delivery to nowhere.
    await this.deps.storage.transaction(async (tx) => {
      await tx.endpoints.lockOwner(owner);
      if (!(await tx.endpoints.get(owner, webhookId))) throw notFound(webhookId);
      await tx.events.insert(event);
      await tx.deliveries.enqueue(event.event_id, endpoint.webhook_id, event.created_at);
    });
    this.deps.notifier.publish("deliveries");
    return event;
  }
}
